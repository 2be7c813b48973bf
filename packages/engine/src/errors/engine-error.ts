import { describeValue } from '@antarctica-game/foundation/shape-check';
/** Why a move was refused ({@link IllegalMoveError}). Stable: tools may match on it. */
export type IllegalMoveCode =
  /** The game has ended. */
  | 'game-over'
  /** It is not this player's decision. */
  | 'not-your-decision'
  /** This kind of move does not answer the decision the game waits for. */
  | 'wrong-decision'
  /** The right kind of move, but not allowed with these arguments now. */
  | 'not-allowed'
  /**
   * Not a move at all: not an object, an unknown `type`, or an argument missing or of the wrong
   * kind (a seat that is not a whole number, an unknown pile, ...).
   */
  | 'malformed';

/** Stable codes of the engine's errors: the refusals of a move and the codes below. */
export type EngineErrorCode =
  | IllegalMoveCode
  /** `newGame` was given options no game can be set up with. */
  | 'invalid-options'
  /** A saved game or state could not be read. */
  | 'invalid-state'
  /** A function was called with an argument of the wrong kind (not a game state, say). */
  | 'invalid-argument'
  /** `undoMove` on a timeline whose last move cannot be undone (see `canUndo`). */
  | 'nothing-to-undo';

/**
 * An error thrown from inside the engine that is not one of its own (a `TypeError` met while
 * reading a state whose fields are damaged, or a Proxy's trap) as the documented
 * `invalid-argument` error of the function that was called. The original is kept as `cause`.
 */
export function asEngineError(error: unknown, name: string): EngineError {
  if (error instanceof EngineError) return error;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : describeValue(error);
  const wrapped = new EngineError(
    'invalid-argument',
    `${name}: its argument is not a sound game state (${reason}); validateGameState says what is wrong`,
  );
  Object.defineProperty(wrapped, 'cause', { value: error, enumerable: false });
  return wrapped;
}

/** An error of the engine with a stable code. */
export class EngineError extends Error {
  constructor(
    /** Stable machine-readable code. */
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
