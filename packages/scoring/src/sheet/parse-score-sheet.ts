import { type PositionedJson, parsePositionedJson } from '@antarctica-game/foundation/json';
import { describe } from './describe-value.js';
import type { SheetIssue } from './sheet-issue.js';
import { type CheckLimits, checkScoreSheet, type SheetValidation } from './validate-score-sheet.js';

/**
 * Parses a score sheet from JSON text and validates it. Never throws: syntax errors and every
 * validation problem come back as issues with a path, a code, and the line and column. Given
 * something other than a string (a `Buffer` read from a file, say), it answers with a
 * `wrong-type` error: decode the bytes first, for example with `buffer.toString('utf8')`.
 *
 * @example
 * ```ts
 * const parsed = parseScoreSheet(readFileSync('sheet.json', 'utf8'));
 * if (parsed.ok) console.log(scoreSheet(parsed.sheet).winners);
 * else for (const e of parsed.errors) console.error(`${e.line}:${e.column} ${e.path}: ${e.message}`);
 * ```
 */
export function parseScoreSheet(text: string): SheetValidation {
  return parseScoreSheetWithin(text).validation;
}

/**
 * {@link parseScoreSheet} with the limits of the command line: at most `maxErrors` errors kept
 * and located (the others only counted in `errorCount`), and a longest name.
 *
 * @internal
 */
export function parseScoreSheetWithin(
  text: unknown,
  limits: CheckLimits = {},
): { validation: SheetValidation; errorCount: number } {
  if (typeof text !== 'string') {
    const error = {
      code: 'wrong-type' as const,
      path: '',
      message: `expected the sheet's JSON text as a string, found ${describe(text)}; decode it first`,
      line: 1,
      column: 1,
    };
    return { validation: { ok: false, errors: [error], warnings: [] }, errorCount: 1 };
  }
  const parsed = parsePositionedJson(text);
  if (!parsed.ok) {
    return { validation: { ok: false, errors: [parsed.error], warnings: [] }, errorCount: 1 };
  }
  const { validation, errorCount } = checkScoreSheet(parsed.json.value, limits);
  const json = parsed.json;
  const warnings = validation.warnings.map((issue) => locate(json, issue));
  return {
    validation: validation.ok
      ? { ...validation, warnings }
      : { ...validation, errors: validation.errors.map((issue) => locate(json, issue)), warnings },
    errorCount,
  };
}

/** The issue with the line and column of its path, or of its nearest existing parent. */
function locate<T extends SheetIssue>(json: PositionedJson, issue: T): T {
  return { ...issue, ...json.locate(issue.path, issue.code === 'unknown-field') };
}
