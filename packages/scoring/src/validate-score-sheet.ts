import { AREA_COUNT, type PlayerCount, TRACK_COUNT } from './box.js';
import { checkSheetLimits } from './check-sheet-limits.js';
import { readSheetShape } from './read-sheet-shape.js';
import type { ScoreSheet } from './score-sheet.js';
import type { SheetError, SheetWarning } from './sheet-issue.js';
import { findSheetWarnings } from './sheet-warnings.js';

/** The outcome of checking a score sheet: the sheet ready to score, or every problem found. */
export type SheetValidation =
  | {
      ok: true;
      /** The sheet with defaults filled in: `closed`, `buildings` and `scientists` on every area, `cubes` on every track. */
      sheet: ScoreSheet;
      warnings: SheetWarning[];
    }
  | { ok: false; errors: SheetError[]; warnings: SheetWarning[] };

/**
 * Checks an untrusted value (for example parsed JSON) against the score-sheet format and the
 * limits of the game, and reports every problem at once, each with its path and code.
 *
 * @example
 * ```ts
 * const checked = validateScoreSheet(JSON.parse(text));
 * if (!checked.ok) for (const error of checked.errors) console.error(error.path, error.message);
 * ```
 */
export function validateScoreSheet(input: unknown): SheetValidation {
  const { sheet, errors, playersKnown } = readSheetShape(input);
  const complete =
    playersKnown && sheet.areas.length === AREA_COUNT && sheet.tracks.length === TRACK_COUNT;
  if (!complete) return { ok: false, errors, warnings: [] };
  const players = sheet.players.length as PlayerCount;
  errors.push(...checkSheetLimits(sheet, players));
  const warnings = findSheetWarnings(sheet, players);
  return errors.length > 0 ? { ok: false, errors, warnings } : { ok: true, sheet, warnings };
}
