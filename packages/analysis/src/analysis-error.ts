/** The codes of an {@link AnalysisError}. */
export type AnalysisErrorCode = 'invalid-options';

/** An error of the analysis's own (a record's problems are the notation's errors instead). */
export class AnalysisError extends Error {
  /** A stable code for programs. */
  readonly code: AnalysisErrorCode;

  constructor(code: AnalysisErrorCode, message: string) {
    super(message);
    this.name = 'AnalysisError';
    this.code = code;
  }
}
