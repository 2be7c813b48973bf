import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceScore } from './__fixtures__/reference-scorer.js';
import { sheetArbitrary } from './__fixtures__/sheet-arbitrary.js';
import { scoreSheet, scoreValidSheet } from './scoring/score-game.js';
import type { FirstPlaceRankings } from './scoring/score-options.js';
import type { ScoreResult } from './scoring/score-result.js';
import type { ScoreSheet } from './sheet/score-sheet.js';
import { validateScoreSheet } from './sheet/validate-score-sheet.js';

const readings = fc.constantFrom<FirstPlaceRankings>('allRankings', 'areasAndTracks');

/**
 * Equal field for field, with no extra `undefined` fields, in the same key order, and of the same
 * kind: `toStrictEqual` tells a class instance from a plain object with the same fields.
 */
function expectSame(actual: ScoreResult, expected: ScoreResult): void {
  expect(actual).toStrictEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

describe('the fast scorer against a plain reference scorer', () => {
  it('gives the reference result through scoreValidSheet and scoreSheet, in both readings', () => {
    fc.assert(
      fc.property(sheetArbitrary, readings, (sheet, firstPlaceRankings) => {
        const expected = referenceScore(sheet, firstPlaceRankings);
        expectSame(scoreValidSheet(sheet, { firstPlaceRankings }), expected);
        expectSame(scoreSheet(sheet, { firstPlaceRankings }), expected);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the reference result for the sheet validateScoreSheet fills in', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const checked = validateScoreSheet(sheet);
        if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
        expectSame(scoreValidSheet(checked.sheet), referenceScore(sheet));
      }),
      { numRuns: 100 },
    );
  });

  it('gives the reference result for the bundled examples and the valid fixtures', () => {
    const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as ScoreSheet;
    const examples = new URL('../examples/', import.meta.url);
    const fixtures = new URL('./__fixtures__/sheets/', import.meta.url);
    const sheets = [
      ...readdirSync(examples).map((name) => read(new URL(name, examples))),
      ...readdirSync(fixtures).map((name) => read(new URL(name, fixtures))),
    ].filter((sheet) => validateScoreSheet(sheet).ok);
    expect(sheets.length).toBeGreaterThanOrEqual(4);
    for (const sheet of sheets) {
      for (const firstPlaceRankings of ['allRankings', 'areasAndTracks'] as const) {
        const expected = referenceScore(sheet, firstPlaceRankings);
        expectSame(scoreValidSheet(sheet, { firstPlaceRankings }), expected);
        expectSame(scoreSheet(sheet, { firstPlaceRankings }), expected);
      }
    }
  });

  it('gives each call its own result objects, sharing none with the sheet or another result', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const first = scoreValidSheet(sheet);
        const second = scoreSheet(sheet);
        expect(first.players).not.toBe(sheet.players);
        expect(first.players[0]).not.toBe(sheet.players[0]);
        expect(first.categories[0]).not.toBe(second.categories[0]);
        expect(first.categories[0]?.players[0]).not.toBe(second.categories[0]?.players[0]);
        expect(first.standings[0]).not.toBe(second.standings[0]);
        expect(first.winners).not.toBe(second.winners);
        expect(first.warnings).not.toBe(second.warnings);
      }),
      { numRuns: 20 },
    );
  });
});
