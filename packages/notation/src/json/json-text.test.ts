import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../parse/parse-records.js';
import { jsonSyntaxError } from './json-syntax-error.js';
import { recordsFromJsonText } from './json-text.js';
import { recordToJson } from './record-json.js';

describe('JSON syntax errors', () => {
  it('are reported at their line and column, where Node 20 gives no position (2:15)', () => {
    const { records, errors } = recordsFromJsonText('[\n  {"header": [}\n]');
    expect(records).toEqual([]);
    expect(
      errors.map(({ code, offset, line, column }) => ({ code, offset, line, column })),
    ).toEqual([{ code: 'not-json', offset: 16, line: 2, column: 15 }]);
    expect(errors[0]?.message).toBe('not JSON: "}" where a value was expected');
  });

  it.each([
    ['', 0, 'the text ends where a value was expected'],
    ['[1,', 3, 'the text ends where a value was expected'],
    ['[1 2]', 3, '"2" where "," or "]" was expected'],
    ['{"a" 1}', 5, '"1" where ":" was expected'],
    ['{"a":1,}', 7, '"}" where a key in double quotes was expected'],
    ['[1,]', 3, '"]" where a value was expected'],
    ['"a\\qb"', 3, '"q" where an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u was expected'],
    ['"ab', 3, 'the text ends where the closing " of a string was expected'],
    ['[01]', 2, '"1" where "," or "]" was expected'],
    ['[1.]', 3, '"]" where a digit was expected'],
    ['{} x', 3, '"x" where the end of the text was expected'],
    ['[tru]', 1, '"t" where a value was expected'],
    [
      '"\u0001"',
      1,
      '"\\u0001" where a character of a string (control characters escaped) was expected',
    ],
  ])('%j fails at offset %i', (text, offset, message) => {
    expect(jsonSyntaxError(text)).toEqual({ offset, message });
  });

  it('are found exactly where JSON.parse fails, and nowhere else (property)', () => {
    const pieces = [
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '"\\n"',
      '1',
      '-2.5e3',
      'true',
      'null',
      ' ',
      '\n',
      'x',
      '"',
    ];
    const jsonish = fc.oneof(
      fc.json(),
      fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join('')),
      fc
        .tuple(fc.json(), fc.nat(), fc.constantFrom(...pieces))
        .map(
          ([text, at, piece]) =>
            text.slice(0, at % (text.length + 1)) + piece + text.slice(at % (text.length + 1)),
        ),
    );
    fc.assert(
      fc.property(jsonish, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const fault = jsonSyntaxError(text);
        if (valid) return fault === null;
        if (fault === null || fault.offset < 0 || fault.offset > text.length) return false;
        // Everything before the fault is a valid start of a JSON text: cutting there and
        // completing it cannot be refused earlier.
        const before = jsonSyntaxError(text.slice(0, fault.offset));
        return before === null || before.offset === fault.offset;
      }),
      { numRuns: 3000 },
    );
  });

  it('on deep nesting are found without running out of stack', () => {
    const deep = `${'['.repeat(200_000)}}`;
    expect(jsonSyntaxError(deep)).toEqual({
      offset: 200_000,
      message: '"}" where a value was expected',
    });
  });
});

describe('records from JSON text that is not a record', () => {
  const example = readFileSync(new URL('../../examples/four-players.agn', import.meta.url), 'utf8');
  const json = `${JSON.stringify([recordToJson(parseRecord(example).record!)], null, 2)}\n`;

  /** The text with the first occurrence of `from` at or after `after` replaced by `to`. */
  function change(after: string, from: string, to: string): { text: string; offset: number } {
    const offset = json.indexOf(from, json.indexOf(after));
    expect(offset).toBeGreaterThan(0);
    return { text: json.slice(0, offset) + to + json.slice(offset + from.length), offset };
  }

  it('a field of the wrong type is placed at its value (line and column), with its path', () => {
    const { text, offset } = change('"sail"', '"to": 6', '"to": "x"');
    const { errors } = recordsFromJsonText(text);
    expect(errors).toHaveLength(1);
    const valueAt = offset + '"to": '.length;
    const before = text.slice(0, valueAt);
    expect(errors[0]).toMatchObject({
      code: 'bad-record-json',
      offset: valueAt,
      line: before.split('\n').length,
      column: valueAt - before.lastIndexOf('\n'),
    });
    expect(errors[0]?.path).toMatch(/^\[0\]\.body\[\d+\]\.move\.to$/);
  });

  it('a field left out is placed at its object', () => {
    const { text } = change('"sail"', '"to": 6', '"from": 6');
    const { errors } = recordsFromJsonText(text);
    const at = errors.find((error) => error.path?.endsWith('.to'));
    expect(at).toBeDefined();
    expect(text[at!.offset as number]).toBe('{');
  });

  it('an area past the edition is refused, as in the text (s13 on an 8-area board)', () => {
    const { text } = change('"sail"', '"to": 6', '"to": 12');
    const { records, errors } = recordsFromJsonText(text);
    expect(records).toEqual([]);
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'bad-record-json',
        message: expect.stringContaining('out of range: 1 to 8'),
      }),
    ]);
    expect(errors[0]?.path).toMatch(/^\[0\]\.body\[\d+\]\.move$/);
  });

  it('a seat past the players is refused', () => {
    const { text } = change('"kind": "move"', '"kind": "move"', '"kind": "move", "seat": 5');
    const { errors } = recordsFromJsonText(text);
    expect(errors[0]).toMatchObject({ code: 'bad-record-json' });
    expect(errors.some((error) => error.path?.endsWith('.seat'))).toBe(true);
  });
});
