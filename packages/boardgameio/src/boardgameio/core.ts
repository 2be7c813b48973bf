// boardgame.io 0.50 has no "exports" map: Node's ESM loader cannot import 'boardgame.io/core'
// (a folder), so its CommonJS build is loaded by file name. Upstream PR #1263 adds the map.
import * as core from 'boardgame.io/dist/cjs/core.js';

/** boardgame.io's value for a move that refuses to run (`INVALID_MOVE`). */
export const INVALID_MOVE: typeof core.INVALID_MOVE = core.INVALID_MOVE;
