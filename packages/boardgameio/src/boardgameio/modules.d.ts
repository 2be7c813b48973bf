// boardgame.io 0.50 ships CommonJS builds without an "exports" map, so Node's ESM loader cannot
// resolve its subpath folders ('boardgame.io/core' is a folder). These declarations give the
// CommonJS files, imported by file name, the types of the folders they stand for.
declare module 'boardgame.io/dist/cjs/core.js' {
  export * from 'boardgame.io/core';
}
declare module 'boardgame.io/dist/cjs/ai.js' {
  export * from 'boardgame.io/ai';
}
declare module 'boardgame.io/dist/cjs/server.js' {
  export * from 'boardgame.io/server';
}
declare module 'boardgame.io/dist/cjs/internal.js' {
  export * from 'boardgame.io/internal';
}
declare module 'boardgame.io/dist/cjs/client.js' {
  export * from 'boardgame.io/client';
}
declare module 'boardgame.io/dist/cjs/multiplayer.js' {
  export * from 'boardgame.io/multiplayer';
}
