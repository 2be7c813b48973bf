import { type PositionedJson, parsePositionedJson, type TextPosition } from './positioned-json.js';
import type { SheetIssue } from './sheet-issue.js';
import { type SheetValidation, validateScoreSheet } from './validate-score-sheet.js';

/**
 * Parses a score sheet from JSON text and validates it. Never throws: syntax errors and every
 * validation problem come back as issues with a path, a code, and the line and column.
 *
 * @example
 * ```ts
 * const parsed = parseScoreSheet(readFileSync('sheet.json', 'utf8'));
 * if (parsed.ok) console.log(scoreSheet(parsed.sheet).winners);
 * else for (const e of parsed.errors) console.error(`${e.line}:${e.column} ${e.path}: ${e.message}`);
 * ```
 */
export function parseScoreSheet(text: string): SheetValidation {
  const parsed = parsePositionedJson(text);
  if (!parsed.ok) return { ok: false, errors: [parsed.error], warnings: [] };
  const checked = validateScoreSheet(parsed.json.value);
  const locate = <T extends SheetIssue>(issue: T): T => ({
    ...issue,
    ...positionOf(parsed.json, issue),
  });
  return checked.ok
    ? { ...checked, warnings: checked.warnings.map(locate) }
    : { ...checked, errors: checked.errors.map(locate), warnings: checked.warnings.map(locate) };
}

const LAST_SEGMENT = /(?:\.[^.[]+|\[[^\]]*\])$/;

/** Where an issue's path points in the text, or its nearest existing parent. */
function positionOf(json: PositionedJson, issue: SheetIssue): TextPosition {
  const atKey = issue.code === 'unknown-field' ? json.keyAt.get(issue.path) : undefined;
  if (atKey !== undefined) return atKey;
  let path = issue.path;
  for (;;) {
    const found = json.valueAt.get(path);
    if (found !== undefined) return found;
    if (path === '') return { line: 1, column: 1 };
    const parent = path.replace(LAST_SEGMENT, '');
    path = parent === path ? '' : parent;
  }
}
