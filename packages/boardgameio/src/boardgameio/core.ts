// boardgame.io 0.50 has no "exports" map: Node's ESM loader cannot import 'boardgame.io/core'
// (a folder), so its CommonJS build is loaded by file name (upstream PR #1263 adds the map).
// That file has no types of its own: the values take the types of the folder's declarations.
import type { INVALID_MOVE as InvalidMove } from 'boardgame.io/core';
// @ts-expect-error -- the CommonJS file has no declarations; typed below.
import * as core from 'boardgame.io/dist/cjs/core.js';

/** boardgame.io's value for a move that refuses to run (`INVALID_MOVE`). */
export const INVALID_MOVE: typeof InvalidMove = core.INVALID_MOVE;
