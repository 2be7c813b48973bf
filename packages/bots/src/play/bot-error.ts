/** Stable codes of {@link BotError}. */
export type BotErrorCode =
  /** No player must decide now (the game is over, or waits for a chance outcome). */
  | 'no-decision'
  /** A bot answered with a move that is not among the legal moves. */
  | 'illegal-move'
  /** A bot answered with a promise where an immediate answer was needed. */
  | 'async-bot'
  /** A bot was given options it cannot work with (a budget, a weight). */
  | 'invalid-options'
  /** A game did not end within the move limit. */
  | 'too-many-moves';

/** An error of this package, with a stable machine-readable `code`. */
export class BotError extends Error {
  /** What went wrong, for programs. */
  readonly code: BotErrorCode;

  /** Creates an error with its code and a message for people. */
  constructor(code: BotErrorCode, message: string) {
    super(message);
    this.name = 'BotError';
    this.code = code;
  }
}
