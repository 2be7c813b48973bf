import { printable } from '../header/read-header.js';
import type { NotationError } from '../syntax/notation-error.js';
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
    const before = source.slice(0, offset);
    const line = before.split(/\r\n|\r|\n/).length;
    const column = offset - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
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
  list.forEach((item, index) => {
    const read = recordFromJson(item);
    if (read.record !== null) records.push(read.record);
    for (const error of read.errors)
      errors.push({
        ...error,
        record: index,
        ...(Array.isArray(value)
          ? { path: `[${index}]${error.path === '' ? '' : `.${error.path}`}` }
          : {}),
      });
  });
  return { records, errors };
}
