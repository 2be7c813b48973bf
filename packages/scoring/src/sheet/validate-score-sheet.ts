import { AREA_COUNT, TRACK_COUNT } from '../box/box.js';
import { checkSheetLimits } from './check-sheet-limits.js';
import { IssueList } from './issue-list.js';
import { type ReadLimits, readSheetShape } from './read-sheet-shape.js';
import type { ScoreSheet } from './score-sheet.js';
import { borrowSheetData, releaseSheetData, type SheetData } from './sheet-data.js';
import { sheetOf } from './sheet-data-io.js';
import type { SheetError, SheetWarning } from './sheet-issue.js';
import { findSheetWarnings } from './sheet-warnings.js';

/** The outcome of checking a score sheet: the sheet ready to score, or every problem found. */
export type SheetValidation =
  | {
      /** The sheet passed every check and can be scored. */
      ok: true;
      /**
       * The sheet with defaults filled in: `closed`, `buildings` and `scientists` on every area
       * (the colours listed, in the order red, blue, green, yellow), `closed` and `cubes` on
       * every track.
       */
      sheet: ScoreSheet;
      /** Oddities that do not stop scoring (each with its path and code). */
      warnings: SheetWarning[];
    }
  | {
      /** The sheet has at least one error and cannot be scored. */
      ok: false;
      /** Every error found, each with its path, code and message. */
      errors: SheetError[];
      /** Oddities found besides the errors; empty when the sheet's shape was too broken to look. */
      warnings: SheetWarning[];
    };

/**
 * Checks an untrusted value (for example parsed JSON, or a form's state) against the
 * score-sheet format and the limits of the game, and reports every problem at once, each with
 * its path and code. Each mistake is reported once, where it is: a count given as a string is a
 * `wrong-type` error, and the checks that would need that count are skipped. A field set to
 * `undefined` and a hole in a list are errors (leave an optional field out instead). Never
 * throws for a value of any type.
 *
 * @example
 * ```ts
 * const checked = validateScoreSheet(JSON.parse(text));
 * if (!checked.ok) for (const error of checked.errors) console.error(error.path, error.message);
 * ```
 */
export function validateScoreSheet(input: unknown): SheetValidation {
  return checkScoreSheet(input).validation;
}

/** Limits of {@link checkScoreSheet}, for the command line. */
export interface CheckLimits extends ReadLimits {
  /** Errors kept in the result; the others are only counted. */
  maxErrors?: number;
}

/** What checking a sheet into {@link SheetData} found. */
export interface SheetCheck {
  ok: boolean;
  errors: SheetError[];
  /** Every error found, kept or not. */
  errorCount: number;
  warnings: SheetWarning[];
}

/**
 * Reads `input` into `data` and checks it: the structure, then (if the structure allows) the
 * limits of the game and the warnings.
 *
 * @internal
 */
export function checkInto(input: unknown, data: SheetData, limits: CheckLimits = {}): SheetCheck {
  const issues = new IssueList(limits.maxErrors);
  const { playersKnown } = readSheetShape(input, data, issues, limits);
  const complete = playersKnown && data.areas === AREA_COUNT && data.tracks === TRACK_COUNT;
  if (!complete) {
    return { ok: false, errors: issues.errors, errorCount: issues.count, warnings: [] };
  }
  checkSheetLimits(data, issues);
  const warnings = findSheetWarnings(data);
  return { ok: issues.count === 0, errors: issues.errors, errorCount: issues.count, warnings };
}

/**
 * {@link validateScoreSheet} with limits: at most `maxErrors` errors kept (the rest counted in
 * `errorCount`), and names no longer than `maxNameLength`.
 *
 * @internal
 */
export function checkScoreSheet(
  input: unknown,
  limits: CheckLimits = {},
): { validation: SheetValidation; errorCount: number } {
  const data = borrowSheetData();
  try {
    const { ok, errors, errorCount, warnings } = checkInto(input, data, limits);
    const validation: SheetValidation = ok
      ? { ok: true, sheet: sheetOf(data), warnings }
      : { ok: false, errors, warnings };
    return { validation, errorCount };
  } finally {
    releaseSheetData(data);
  }
}
