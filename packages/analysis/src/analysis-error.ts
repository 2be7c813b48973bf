/** The codes of an {@link AnalysisError}. */
export type AnalysisErrorCode =
  /** An option out of range. */
  | 'invalid-options'
  /** `analyseDecision` was given a state where no player decides. */
  | 'not-a-decision'
  /** `analyseDecision` was given a move that is not legal in its state. */
  | 'illegal-move'
  /** A worker was given a record that does not parse or replay (its errors say where). */
  | 'invalid-record'
  /** The analysis was cancelled before it ended. */
  | 'cancelled'
  /** A worker stopped or failed without an answer. */
  | 'worker-failed'
  /** The record's source given to `AnalysisController.analyse` threw: its error is the `cause`. */
  | 'source-failed';

/** An error of the analysis's own (a record's problems are the notation's errors instead). */
export class AnalysisError extends Error {
  /** A stable code for programs. */
  readonly code: AnalysisErrorCode;

  constructor(code: AnalysisErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AnalysisError';
    this.code = code;
  }
}
