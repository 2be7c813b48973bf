// See core.ts: boardgame.io's CommonJS builds by file name until it ships an "exports" map.
import type { Client as ClientType } from 'boardgame.io/client';
// @ts-expect-error -- the CommonJS file has no declarations; typed below.
import * as client from 'boardgame.io/dist/cjs/client.js';
// @ts-expect-error -- the CommonJS file has no declarations; typed below.
import * as multiplayer from 'boardgame.io/dist/cjs/multiplayer.js';
import type { SocketIO as SocketIOType } from 'boardgame.io/multiplayer';

/** boardgame.io's client (`boardgame.io/client`). */
export const Client: typeof ClientType = client.Client;
/** boardgame.io's socket.io transport of clients (`boardgame.io/multiplayer`). */
export const SocketIO: typeof SocketIOType = multiplayer.SocketIO;
