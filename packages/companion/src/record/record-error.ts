/** Why the recorder refused an entry. */
export type RecordErrorCode =
  /** The set-up names a card or building the box does not have there (or too many of one). */
  | 'invalid-start'
  /** The move is not among the engine's legal moves at this point. */
  | 'illegal-move'
  /** A Building Card turned up on a pile that cannot be there (already seen, or another deck). */
  | 'impossible-card'
  /** An index that names no entry of the record. */
  | 'no-such-entry'
  /** Saved recording data that cannot be read back (kept aside, never overwritten). */
  | 'damaged-save';

/** An entry the recorder refused: nothing was changed. */
export class RecordError extends Error {
  override readonly name = 'RecordError';
  constructor(
    /** A stable code to branch on. */
    readonly code: RecordErrorCode,
    message: string,
  ) {
    super(message);
  }
}
