/** Stable codes of the engine's errors. */
export type EngineErrorCode =
  /** `newGame` was given options no game can be set up with. */
  | 'invalid-options'
  /** A saved game or state could not be read. */
  | 'invalid-state'
  /** A function was called with an argument of the wrong kind (not a game state, say). */
  | 'invalid-argument';

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
