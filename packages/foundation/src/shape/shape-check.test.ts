import { describe, expect, it } from 'vitest';
import { describeValue } from './describe-value.js';
import {
  arrayOf,
  boolean,
  byKind,
  integer,
  isRecord,
  isSound,
  isWholeNumber,
  nullable,
  object,
  type ShapeIssue,
} from './shape-check.js';

const seat = object({ name: nullable(boolean), points: integer(0, 99) }, { note: boolean });
const check = (value: unknown) => {
  const issues: ShapeIssue[] = [];
  return { sound: isSound(arrayOf(seat, 2), value, issues), issues };
};

describe('the shape checker', () => {
  it('answers a sound value without an issue', () => {
    expect(
      check([
        { name: null, points: 3 },
        { name: true, points: 0, note: false },
      ]),
    ).toEqual({
      sound: true,
      issues: [],
    });
  });

  it('names every problem of an unsound value with its path', () => {
    expect(check([{ points: 100, extra: 1 }, 'x']).issues).toEqual([
      { path: '[0].name', message: 'missing' },
      { path: '[0].points', message: 'expected a whole number from 0 to 99, found 100' },
      { path: '[0].extra', message: 'unknown field' },
      { path: '[1]', message: 'expected an object' },
    ]);
    expect(check([]).issues).toEqual([{ path: '', message: 'expected 2 entries, found 0' }]);
  });

  it('picks the check of a value by its kind', () => {
    const issues: ShapeIssue[] = [];
    expect(isSound(byKind({ a: object({ kind: boolean }) }), { kind: 'b' }, issues)).toBe(false);
    expect(issues).toEqual([{ path: 'kind', message: 'expected one of a' }]);
  });

  it('has the predicates the packages word their own messages with', () => {
    expect([{}, [], null, 'x'].map(isRecord)).toEqual([true, false, false, false]);
    expect(isWholeNumber(3)).toBe(true);
    expect(isWholeNumber(3, 0, 2)).toBe(false);
    expect(isWholeNumber(2.5)).toBe(false);
    expect(isWholeNumber('3')).toBe(false);
  });

  it('describes any value briefly and without throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeValue(cyclic, 40)).toMatch(/^\{"self":/);
    expect(describeValue(10n)).toBe('10n');
    expect(describeValue('x'.repeat(200), 20)).toHaveLength(20);
  });
});
