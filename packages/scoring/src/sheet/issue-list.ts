import type { SheetError, SheetErrorCode } from './sheet-issue.js';

/**
 * The errors found in a sheet, in the order found. Past `limit` errors it only counts them, so
 * that a sheet with a million problems costs no more memory than one with `limit`.
 */
export class IssueList {
  readonly errors: SheetError[] = [];
  /** How many errors were reported, kept or not. */
  count = 0;

  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  report(code: SheetErrorCode, path: string, message: string): void {
    this.count++;
    if (this.errors.length < this.limit) this.errors.push({ code, path, message });
  }
}
