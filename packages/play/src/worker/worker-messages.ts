import type { Move } from '@antarctica-game/engine';
import type { BotRequest } from '../session/game-session.js';

/** What the page posts to the bot worker. */
export interface WorkerQuestion {
  id: number;
  request: BotRequest;
}

/** What the bot worker posts back: the move, or why there is none. */
export type WorkerAnswer = { id: number; move: Move } | { id: number; error: string };
