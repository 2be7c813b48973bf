import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetArbitrary } from './__fixtures__/sheet-arbitrary.js';
import { scoreSheet, scoreValidSheet } from './scoring/score-game.js';
import type { FirstPlaceRankings } from './scoring/score-options.js';
import type { ScoreResult } from './scoring/score-result.js';

const readings = fc.constantFrom<FirstPlaceRankings>('allRankings', 'areasAndTracks');

const ENTRY_KEYS = ['player', 'measure', 'rank', 'points', 'reason'];

/** Every object and list reachable from `value`, `value` included. */
function everyObjectIn(value: unknown, found: object[] = []): object[] {
  if (typeof value !== 'object' || value === null) return found;
  found.push(value);
  for (const field of Object.values(value)) everyObjectIn(field, found);
  return found;
}

/**
 * What users copy, freeze, send to a worker or keep in a Redux store: a result made only of
 * plain objects and lists, each entry's `reason` an ordinary field.
 */
function expectPlainData(result: ScoreResult): void {
  for (const object of everyObjectIn(result)) {
    expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(object));
  }
  expect(structuredClone(result)).toStrictEqual(result);
  expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
  for (const category of result.categories) {
    for (const entry of category.players) {
      expect(Object.getPrototypeOf(entry)).toBe(Object.prototype);
      expect(Object.keys(entry)).toEqual(ENTRY_KEYS);
      const reason = Object.getOwnPropertyDescriptor(entry, 'reason');
      expect(reason).toEqual({
        value: expect.stringMatching(/\S/),
        writable: true,
        enumerable: true,
        configurable: true,
      });
      const spread = { ...entry };
      expect(spread).toStrictEqual(entry);
      expect(spread.reason).toBe(entry.reason);
      expect(structuredClone(entry).reason).toBe(entry.reason);
    }
  }
}

describe('a result is plain data', () => {
  it('has only plain objects and lists, every entry with Object.prototype and an own reason that structuredClone and { ...entry } keep', () => {
    fc.assert(
      fc.property(sheetArbitrary, readings, (sheet, firstPlaceRankings) => {
        expectPlainData(scoreSheet(sheet, { firstPlaceRankings }));
        expectPlainData(scoreValidSheet(sheet, { firstPlaceRankings }));
      }),
      { numRuns: 100 },
    );
  });

  it('shares no object with the sheet or with another result, so freezing or editing one touches nothing else', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const theSheet = new Set(everyObjectIn(sheet));
        const first = everyObjectIn(scoreSheet(sheet));
        const second = new Set(everyObjectIn(scoreValidSheet(sheet)));
        expect(first.filter((object) => theSheet.has(object) || second.has(object))).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
