import type { IllegalMoveCode } from '@antarctica-game/engine';

/** A move the engine refused: what a game's `onRefusal` hears (the server logs it). */
export interface MoveRefusal {
  /** The boardgame.io player who sent it. */
  playerID: string | undefined;
  /** The move's name (the engine's move type). */
  type: string;
  /** The arguments as sent. */
  args: unknown;
  /** The engine's code (`not-your-decision`, `wrong-decision`, `not-allowed`, `game-over`, `malformed`). */
  code: IllegalMoveCode;
  /** The engine's reason, in plain words. */
  reason: string;
}
