import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScoreSheet } from './parse-score-sheet.js';

const exampleText = readFileSync(
  new URL('../../examples/four-players.json', import.meta.url),
  'utf8',
);

describe('parsing a score sheet from text', () => {
  it('parses the bundled example without errors or warnings', () => {
    const parsed = parseScoreSheet(exampleText);
    expect(parsed.ok).toBe(true);
    expect(parsed.warnings).toEqual([]);
  });

  it('points each validation error at its line and column', () => {
    const text = exampleText
      .replace('"buildings": 6,', '"buildings": 15,')
      .replace('"sun": 2', '"sun": 2, "moon": 1');
    const parsed = parseScoreSheet(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const lines = text.split('\n');
    const find = (needle: string) => {
      const index = lines.findIndex((line) => line.includes(needle));
      return { line: index + 1, column: (lines[index]?.indexOf(needle) ?? 0) + 1 };
    };
    expect(parsed.errors).toEqual([
      expect.objectContaining({ code: 'unknown-field', path: 'moon', ...find('"moon"') }),
      expect.objectContaining({
        code: 'too-many-buildings',
        path: 'areas[3].buildings',
        ...find('15'),
      }),
    ]);
  });

  it('points a missing field at the object that lacks it', () => {
    const parsed = parseScoreSheet('{\n  "players": [],\n  "areas": [],\n  "tracks": []\n}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors[0]).toMatchObject({
        code: 'missing-field',
        path: 'sun',
        line: 1,
        column: 1,
      });
    }
  });

  it('reports invalid JSON as a single error with its position', () => {
    const parsed = parseScoreSheet('{"players": [}');
    expect(parsed).toEqual({
      ok: false,
      errors: [
        {
          code: 'invalid-json',
          path: 'players[0]',
          line: 1,
          column: 14,
          message: "expected a value but found '}'",
        },
      ],
      warnings: [],
    });
  });
});
