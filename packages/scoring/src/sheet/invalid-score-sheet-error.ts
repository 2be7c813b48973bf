import type { SheetError } from './sheet-issue.js';

/** Thrown by {@link scoreSheet} for a sheet that cannot be scored. */
export class InvalidScoreSheetError extends Error {
  /** Stable code of this error class. */
  readonly code = 'invalid-score-sheet';

  constructor(
    /** Every problem found in the sheet. */
    readonly errors: readonly SheetError[],
  ) {
    super(
      `invalid score sheet: ${errors
        .slice(0, 3)
        .map((error) => `${error.path || '(sheet)'}: ${error.message}`)
        .join('; ')}${errors.length > 3 ? `; and ${errors.length - 3} more` : ''}`,
    );
    this.name = 'InvalidScoreSheetError';
  }
}
