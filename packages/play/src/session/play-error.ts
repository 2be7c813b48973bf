/** The codes of {@link PlayError}, stable for programs. */
export type PlayErrorCode =
  | 'invalid-seats'
  | 'not-a-human-decision'
  | 'not-a-bot-decision'
  | 'illegal-move'
  | 'game-over'
  | 'nothing-to-undo'
  | 'damaged-save';

/** A refused operation of a game session; the session is left unchanged. */
export class PlayError extends Error {
  constructor(
    /** What went wrong, for programs. */
    readonly code: PlayErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PlayError';
  }
}
