// See core.ts: boardgame.io's CommonJS build by file name until it ships an "exports" map.
import type { Bot as BoardgameioBot } from 'boardgame.io/ai';
// @ts-expect-error -- the CommonJS file has no declarations; typed below.
import * as ai from 'boardgame.io/dist/cjs/ai.js';

/** boardgame.io's base class of bots (`Bot` from `boardgame.io/ai`). */
export const BotBase: typeof BoardgameioBot = ai.Bot;
