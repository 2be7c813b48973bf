import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentedCodes } from './__fixtures__/documented-codes.js';
import {
  type Hostility,
  hostilityArbitrary,
  makeHostile,
  thrownCount,
} from './__fixtures__/hostile-values.js';
import { sheetArbitrary } from './__fixtures__/sheet-arbitrary.js';
import { sheetFor } from './__fixtures__/sheets.js';
import { scoreSheet } from './scoring/score-game.js';
import { InvalidScoreSheetError } from './sheet/invalid-score-sheet-error.js';
import type { ScoreSheet } from './sheet/score-sheet.js';
import { validateScoreSheet } from './sheet/validate-score-sheet.js';

const ERROR_CODES = new Set(documentedCodes('Errors'));

/**
 * Runs both checking functions on `value` and checks what never changes: neither throws
 * (`scoreSheet` only its InvalidScoreSheetError), a refusal lists at least one error, every
 * code is documented, and a sheet accepted comes back as a sheet that is accepted again.
 * Returns the validation and whether the hostile value threw during it.
 */
function checkBoth(value: unknown) {
  const before = thrownCount.value;
  const checked = validateScoreSheet(value);
  const threw = thrownCount.value > before;
  if (checked.ok) {
    expect(validateScoreSheet(checked.sheet)).toEqual(checked);
  } else {
    expect(checked.errors.length).toBeGreaterThan(0);
    for (const error of checked.errors) {
      expect(ERROR_CODES).toContain(error.code);
      expect(typeof error.message).toBe('string');
      expect(typeof error.path).toBe('string');
    }
  }
  try {
    const result = scoreSheet(value as ScoreSheet);
    expect(result.standings.length).toBeGreaterThanOrEqual(2);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidScoreSheetError);
    expect((error as InvalidScoreSheetError).errors.length).toBeGreaterThan(0);
  }
  return { checked, threw };
}

const plan = fc.array(hostilityArbitrary, { minLength: 1, maxLength: 12 });

describe('checking never throws, whatever getters and Proxies do', () => {
  it('refuses a valid sheet whose getters or Proxy traps threw, at the value that threw', () => {
    fc.assert(
      fc.property(sheetArbitrary, plan, (sheet, hostilities) => {
        const { checked, threw } = checkBoth(makeHostile(structuredClone(sheet), hostilities));
        // An exception thrown while reading a sheet's own objects is an unreadable-value error.
        if (threw) {
          expect(checked.ok).toBe(false);
          if (!checked.ok) expect(checked.errors.map((e) => e.code)).toContain('unreadable-value');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on any value with hostile objects anywhere in it', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withSparseArray: true, withNullPrototype: true }),
        plan,
        (value, hostilities) => {
          checkBoth(makeHostile(value, hostilities));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('names the path of the value whose read threw, and reads no further', () => {
    const sheet = sheetFor(['red', 'blue', 'green']) as unknown as Record<string, any>;
    Object.defineProperty(sheet.areas[3], 'buildings', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    sheet.tracks[1].cubes = [{ player: 'pink', value: 1 }];
    const checked = validateScoreSheet(sheet);
    expect(checked).toMatchObject({
      ok: false,
      errors: [
        {
          code: 'unreadable-value',
          path: 'areas[3].buildings',
          message:
            'cannot read this value: reading it threw an exception (a getter, a Proxy or a revoked Proxy); the sheet was read no further',
        },
      ],
    });
    expect(() => scoreSheet(sheet as ScoreSheet)).toThrow(InvalidScoreSheetError);
  });

  it('places each trap that throws, and a revoked Proxy, at the object it guards', () => {
    const places: Array<[string, (sheet: Record<string, any>, hostile: object) => void]> = [
      ['', () => {}],
      ['players', (sheet, hostile) => (sheet.players = hostile)],
      ['players[1]', (sheet, hostile) => (sheet.players[1] = hostile)],
      ['areas', (sheet, hostile) => (sheet.areas = hostile)],
      ['areas[2].scientists', (sheet, hostile) => (sheet.areas[2].scientists = hostile)],
      ['tracks[4]', (sheet, hostile) => (sheet.tracks[4] = hostile)],
      ['tracks[0].cubes', (sheet, hostile) => (sheet.tracks[0].cubes = hostile)],
      ['tracks[0].cubes[0]', (sheet, hostile) => (sheet.tracks[0].cubes[0] = hostile)],
    ];
    const base = () => {
      const sheet = sheetFor(['red', 'blue', 'green', 'yellow']) as unknown as Record<string, any>;
      sheet.areas[2].scientists = { red: 1 };
      sheet.tracks[0].cubes = [{ player: 'red', value: 3 }];
      return sheet;
    };
    // The traps a reader of plain data calls (of a list, only `get`: its length and entries);
    // the others (set, defineProperty...) are never called.
    for (const [path, put] of places) {
      const target = (sheet: Record<string, any>) =>
        path === ''
          ? sheet
          : (path
              .split(/[.[\]]+/)
              .filter(Boolean)
              .reduce((at, key) => at[key], sheet) as object);
      const readTraps = Array.isArray(target(base()))
        ? (['get'] as const)
        : (['get', 'ownKeys', 'getOwnPropertyDescriptor', 'getPrototypeOf'] as const);
      const hostilities: Hostility[] = [
        ...readTraps.map((trap) => ({ kind: 'trap', trap, after: 0, thrown: 0 }) as const),
        { kind: 'revoked' },
      ];
      for (const hostility of hostilities) {
        const sheet = base();
        const hostile = makeHostile(target(sheet), [hostility, { kind: 'none' }]) as object;
        if (path !== '') put(sheet, hostile);
        const value = path === '' ? hostile : sheet;
        const checked = validateScoreSheet(value);
        expect(checked.ok, `${path} ${JSON.stringify(hostility)}`).toBe(false);
        if (!checked.ok) {
          const found = checked.errors.at(-1);
          expect(found?.code, `${path} ${JSON.stringify(hostility)}`).toBe('unreadable-value');
          // A throwing `get` is placed at the member it was reading; the others at the object.
          expect(found?.path.startsWith(path), `${found?.path} ${JSON.stringify(hostility)}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('refuses a Proxy list whose length is not a whole number, asking its length once', () => {
    for (const length of ['8', -1, 2.5, Number.NaN, Symbol('eight'), 2 ** 53]) {
      const sheet = sheetFor(['red', 'blue', 'green']) as unknown as Record<string, any>;
      let asked = 0;
      sheet.areas = new Proxy(sheet.areas, {
        get: (target, key, receiver) => {
          if (key !== 'length') return Reflect.get(target, key, receiver);
          asked++;
          return length;
        },
      });
      const checked = validateScoreSheet(sheet);
      expect(checked.ok).toBe(false);
      if (!checked.ok && typeof length !== 'number') {
        expect(checked.errors).toEqual([
          {
            code: 'unreadable-value',
            path: 'areas',
            message:
              'cannot read this value: its length is not a whole number; the sheet was read no further',
          },
        ]);
      }
      expect(asked).toBe(1);
    }
  });
});

/**
 * Wraps every object of `value` in a Proxy that counts the reads of each key and answers the
 * real value only to the first: a second read of anything would see a different sheet.
 */
function readOnceProxies(value: unknown, reads: Map<string, number>, path = ''): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const target = value as Record<string, unknown>;
  for (const key of Object.keys(target))
    target[key] = readOnceProxies(target[key], reads, `${path}/${key}`);
  return new Proxy(target, {
    get(object, key, receiver) {
      const name = `${path}/${String(key)}`;
      const count = (reads.get(name) ?? 0) + 1;
      reads.set(name, count);
      return count === 1 ? Reflect.get(object, key, receiver) : 'changed';
    },
  });
}

describe('checking reads each value once', () => {
  it('sees one reading of every value: a getter that answers differently later changes nothing', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const reads = new Map<string, number>();
        const checked = validateScoreSheet(readOnceProxies(structuredClone(sheet), reads));
        expect(checked).toEqual(validateScoreSheet(sheet));
        expect(Math.max(...reads.values())).toBe(1);
        reads.clear();
        expect(scoreSheet(readOnceProxies(structuredClone(sheet), reads) as ScoreSheet)).toEqual(
          scoreSheet(sheet),
        );
        expect(Math.max(...reads.values())).toBe(1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('values that cannot be stringified or are deep', () => {
  it('refuses BigInt counts, cycles and deep nesting with errors, not exceptions', () => {
    const sheet = sheetFor(['red', 'blue']) as unknown as Record<string, any>;
    sheet.players[0].buildingCards = 10n;
    sheet.areas[0].scientists = sheet; // a cycle: the sheet's own keys read as colours
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    sheet.players[1].name = deep;
    sheet.extra = {
      toJSON: () => {
        throw new Error('no JSON');
      },
    };
    const checked = validateScoreSheet(sheet);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors.map((error) => `${error.code} ${error.path}`)).toEqual(
        expect.arrayContaining([
          'wrong-type players[0].buildingCards',
          'wrong-type players[1].name',
          'unknown-field extra',
          'unknown-color areas[0].scientists.players',
        ]),
      );
    }
    expect(() => scoreSheet(sheet as ScoreSheet)).toThrow(InvalidScoreSheetError);
  });
});

describe('options that cannot be read', () => {
  it('are a RangeError, never the caller own exception', () => {
    const sheet = sheetFor(['red', 'blue']);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = {
      get firstPlaceRankings(): never {
        throw new Error('the caller broke');
      },
    };
    for (const options of [proxy, throwing, { firstPlaceRankings: { toString: 1 } }]) {
      expect(() => scoreSheet(sheet, options as never)).toThrow(RangeError);
    }
  });
});
