import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetArbitrary } from './__fixtures__/sheet-arbitrary.js';
import { scoreSheet, scoreValidSheet } from './scoring/score-game.js';
import { InvalidScoreSheetError } from './sheet/invalid-score-sheet-error.js';
import { parseScoreSheet } from './sheet/parse-score-sheet.js';
import type { ScoreSheet } from './sheet/score-sheet.js';
import { validateScoreSheet } from './sheet/validate-score-sheet.js';

/** Where a field holds a count, a colour or a flag, as [object, key, path]. */
type Spot = [Record<string, unknown>, string, string];

function spotsOf(sheet: Record<string, any>): Spot[] {
  const spots: Spot[] = [[sheet, 'sun', 'sun']];
  sheet.players.forEach((player: Record<string, unknown>, seat: number) => {
    for (const key of ['color', 'buildingCards', 'asteriskCards', 'discardedResources']) {
      spots.push([player, key, `players[${seat}].${key}`]);
    }
  });
  sheet.areas.forEach((area: Record<string, any>, index: number) => {
    spots.push([area, 'closed', `areas[${index}].closed`]);
    if (area.closed) return;
    spots.push([area, 'buildings', `areas[${index}].buildings`]);
    for (const color of Object.keys(area.scientists ?? {})) {
      spots.push([area.scientists, color, `areas[${index}].scientists.${color}`]);
    }
  });
  sheet.tracks.forEach((track: Record<string, any>, index: number) => {
    (track.cubes ?? []).forEach((cube: Record<string, unknown>, at: number) => {
      spots.push([cube, 'value', `tracks[${index}].cubes[${at}].value`]);
    });
  });
  return spots;
}

/** Values that are never a count, a colour or a flag. */
const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 5 }).filter((text) => !['red', 'blue', 'green', 'yellow'].includes(text)),
  fc.integer({ min: -1000, max: -1 }),
  fc.double({ noInteger: true }),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.array(fc.nat(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.nat(), { maxKeys: 2 }),
  fc.bigInt(),
);

/** Freezes a value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('hostile input', () => {
  it('reports one wrong field once, at that field, and nothing that follows from it', () => {
    fc.assert(
      fc.property(sheetArbitrary, fc.nat(), junk, (sheet, pick, value) => {
        const broken = structuredClone(sheet) as Record<string, any>;
        const spots = spotsOf(broken);
        const [target, key, path] = spots[pick % spots.length] as Spot;
        if (key === 'closed' && typeof value === 'boolean') return;
        target[key] = value;
        const checked = validateScoreSheet(broken);
        expect(checked.ok).toBe(false);
        if (!checked.ok) expect(checked.errors.map((error) => error.path)).toEqual([path]);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, whatever it is given, and scoreSheet throws only InvalidScoreSheetError', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withTypedArray: true, withSparseArray: true }),
        (value) => {
          const checked = validateScoreSheet(value);
          expect(checked.ok).toBe(false);
          expect(() => scoreSheet(value as ScoreSheet)).toThrow(InvalidScoreSheetError);
        },
      ),
    );
  });

  it('never throws on sheets with random parts replaced by anything', () => {
    fc.assert(
      fc.property(
        sheetArbitrary,
        fc.array(fc.tuple(fc.nat(), fc.anything({ withBigInt: true, withSparseArray: true })), {
          maxLength: 4,
        }),
        (sheet, changes) => {
          const broken = structuredClone(sheet) as Record<string, any>;
          const spots = spotsOf(broken);
          for (const [pick, value] of changes) {
            const [target, key] = spots[pick % spots.length] as Spot;
            target[key] = value;
          }
          const checked = validateScoreSheet(broken);
          if (checked.ok)
            expect(scoreSheet(broken as ScoreSheet).standings).toHaveLength(broken.players.length);
          else for (const error of checked.errors) expect(typeof error.message).toBe('string');
        },
      ),
    );
  });

  it('answers anything that is not text with an error, never an exception', () => {
    for (const value of [
      Buffer.from('{}'),
      new Uint8Array(3),
      42,
      undefined,
      null,
      {},
      ['{}'],
      10n,
    ]) {
      const parsed = parseScoreSheet(value as unknown as string);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.errors).toMatchObject([{ code: 'wrong-type', path: '' }]);
    }
    const parsed = parseScoreSheet(Buffer.from('{}') as unknown as string);
    if (!parsed.ok) expect(parsed.errors[0]?.message).toContain('found a Buffer');
  });

  it('scores deep-frozen sheets without changing them, through both paths', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const before = structuredClone(sheet);
        const frozen = deepFreeze(structuredClone(sheet));
        expect(scoreSheet(frozen)).toEqual(scoreSheet(before));
        expect(scoreValidSheet(frozen)).toEqual(scoreSheet(before));
        expect(frozen).toEqual(before);
      }),
      { numRuns: 50 },
    );
  });

  it('leaves a refused sheet as it was', () => {
    fc.assert(
      fc.property(sheetArbitrary, fc.nat(), junk, (sheet, pick, value) => {
        const broken = structuredClone(sheet) as Record<string, any>;
        const spots = spotsOf(broken);
        const [target, key] = spots[pick % spots.length] as Spot;
        target[key] = value;
        const copy = structuredClone(broken);
        validateScoreSheet(broken);
        expect(broken).toEqual(copy);
      }),
      { numRuns: 100 },
    );
  });
});
