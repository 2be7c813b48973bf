import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ladderPoints, majorityLadder } from './majority-ladder.js';

const ladder = (counts: number[], firstPrize = 100) =>
  majorityLadder(
    counts.map((count, index) => ({
      player: (['red', 'blue', 'green', 'yellow'] as const)[index] ?? 'red',
      count,
    })),
    firstPrize,
  ).map(({ rank, points }) => [rank, points]);

describe('majority ladder (areas, asterisk cards, discarded resources)', () => {
  it('gives first the prize and each next rank the count of the rank above', () => {
    expect(ladder([5, 3, 2, 1])).toEqual([
      [1, 100],
      [2, 5],
      [3, 3],
      [4, 2],
    ]);
  });

  it('lets players tied for first share the full first prize, the next player is 2nd', () => {
    expect(ladder([3, 3, 1, 0])).toEqual([
      [1, 100],
      [1, 100],
      [2, 3],
      [null, 0],
    ]);
  });

  it('lets players tied for second both score the first place count', () => {
    expect(ladder([5, 3, 3, 1])).toEqual([
      [1, 100],
      [2, 5],
      [2, 5],
      [3, 3],
    ]);
  });

  it('lets players tied for third both score the second place count', () => {
    expect(ladder([5, 3, 1, 1])).toEqual([
      [1, 100],
      [2, 5],
      [3, 3],
      [3, 3],
    ]);
  });

  it('lets two pairs of tied players rank 1st and 2nd', () => {
    expect(ladder([2, 1, 2, 1])).toEqual([
      [1, 100],
      [2, 2],
      [1, 100],
      [2, 2],
    ]);
  });

  it('lets all four tie for first', () => {
    expect(ladder([4, 4, 4, 4])).toEqual([
      [1, 100],
      [1, 100],
      [1, 100],
      [1, 100],
    ]);
  });

  it('gives nothing to a player with a count of 0, even when nobody else has more', () => {
    expect(ladder([0, 0])).toEqual([
      [null, 0],
      [null, 0],
    ]);
  });
});

describe('ladderPoints (one player on the ladder, for the bots)', () => {
  it("gives every player the points of majorityLadder's places", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1, max: 6 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 30 }),
        (counts, firstPrize) => {
          const places = ladder(counts, firstPrize).map(([, points]) => points);
          expect(
            counts.map((count) => ladderPoints(counts, counts.length, count, firstPrize)),
          ).toEqual(places);
        },
      ),
    );
  });
});
