import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameRange, gamesIn, joinRanges, missingRanges } from './game-ranges.js';

const ranges = fc.array(
  fc.tuple(fc.nat(60), fc.nat(20)).map(([start, length]): GameRange => [start, start + length]),
  { maxLength: 8 },
);

describe('game ranges', () => {
  it('the done and the missing games of a run cover it exactly once (property)', () => {
    fc.assert(
      fc.property(ranges, fc.nat(40), fc.nat(40), (done, start, length) => {
        const end = start + length;
        const missing = missingRanges(start, end, done);
        const covered = new Set<number>();
        for (const [from, to] of missing)
          for (let game = from; game < to; game++) {
            expect(covered.has(game)).toBe(false);
            covered.add(game);
          }
        for (let game = start; game < end; game++) {
          const isDone = done.some(([from, to]) => game >= from && game < to);
          expect(covered.has(game)).toBe(!isDone);
        }
        expect(gamesIn(missing)).toBe(covered.size);
      }),
    );
  });

  it('joins touching and overlapping ranges and drops empty ones', () => {
    expect(
      joinRanges([
        [5, 8],
        [0, 2],
        [2, 4],
        [7, 9],
        [3, 3],
      ]),
    ).toEqual([
      [0, 4],
      [5, 9],
    ]);
  });
});
