import { type PositionedJson, parsePositionedJson } from '@antarctica-game/foundation/json';
import { LinePlacer } from '../syntax/line-placer.js';
import type { NotationError } from '../syntax/notation-error.js';
import { printable } from '../syntax/printable.js';
import type { GameRecord } from '../syntax/record.js';
import { jsonSyntaxError } from './json-syntax-error.js';
import { recordFromJson } from './record-json.js';

/**
 * Reads records from JSON text: one record object or a list of them (what `to-json` prints).
 * Never throws; a syntax error is reported with its line and column.
 */
export function recordsFromJsonText(source: string): {
  /** The records that are valid, in the order given. */
  records: GameRecord[];
  /** Every problem; each names its record's index (`record`) in a list. */
  errors: NotationError[];
} {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    // Node's message does not always say where: find the place by scanning the text.
    const fault = jsonSyntaxError(source) ?? {
      offset: 0,
      message: error instanceof Error ? error.message : String(error),
    };
    const offset = fault.offset;
    const { line, column } = new LinePlacer(source).place(offset);
    return {
      records: [],
      errors: [
        {
          code: 'not-json',
          severity: 'error',
          message: `not JSON: ${printable(fault.message, 200)}`,
          expected: [],
          offset,
          line,
          column,
        },
      ],
    };
  }
  const list = Array.isArray(value) ? value : [value];
  const records: GameRecord[] = [];
  const errors: NotationError[] = [];
  let placer: LinePlacer | undefined;
  let positioned: PositionedJson | null | undefined;
  list.forEach((item, index) => {
    const read = recordFromJson(item);
    if (read.record !== null) records.push(read.record);
    for (const error of read.errors) {
      const path = Array.isArray(value)
        ? `[${index}]${error.path === '' ? '' : `.${error.path}`}`
        : (error.path ?? '');
      // Placed at the value the path names, found in the text (read again, with the places of
      // its values, only when there is a problem to place).
      positioned ??= withPositions(source);
      const offset = positioned?.offsetOf(path) ?? 0;
      placer ??= new LinePlacer(source);
      errors.push({ ...error, record: index, path, offset, ...placer.place(offset) });
    }
  });
  return { records, errors };
}

/**
 * The text read with the place of every value: an equal key's last value counts, as for
 * `JSON.parse`. Null for nesting deeper than the reader's recursion goes (its problems are then
 * placed at the start of the text).
 */
function withPositions(source: string): PositionedJson | null {
  const read = parsePositionedJson(source, { duplicateKeys: 'last', maxDepth: 1000 });
  return read.ok ? read.json : null;
}
