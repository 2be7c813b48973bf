// See core.ts: boardgame.io's CommonJS builds by file name until it ships an "exports" map.

// @ts-expect-error -- the CommonJS file has no declarations; typed below.
import * as internal from 'boardgame.io/dist/cjs/internal.js';
// @ts-expect-error -- the CommonJS file has no declarations; typed below.
import * as server from 'boardgame.io/dist/cjs/server.js';
import type { getFilterPlayerView as GetFilterPlayerView } from 'boardgame.io/internal';
import type {
  Origins as OriginsType,
  Server as ServerType,
  SocketIO as SocketIOType,
} from 'boardgame.io/server';

/** boardgame.io's `Server` (`boardgame.io/server`). */
export const Server: typeof ServerType = server.Server;
/** boardgame.io's socket.io transport (`boardgame.io/server`). */
export const SocketIO: typeof SocketIOType = server.SocketIO;
/** boardgame.io's CORS origins (`boardgame.io/server`). */
export const Origins: typeof OriginsType = server.Origins;
/** boardgame.io's player-view filter of what the master sends (`boardgame.io/internal`). */
export const getFilterPlayerView: typeof GetFilterPlayerView = internal.getFilterPlayerView;
