import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.js';
import { fitRatings, ratingsWithIntervals, type TableOutcome } from './ratings.js';

/** Tables of a round robin whose games are drawn from known strengths. */
function simulated(strengths: number[], players: number, games: number, seed: string) {
  const random = createRandom(seed);
  const tables: TableOutcome[] = [];
  const choose = (from: number, chosen: number[]): void => {
    if (chosen.length === players) {
      const wins = chosen.map(() => 0);
      const total = chosen.reduce((sum, bot) => sum + (strengths[bot] ?? 0), 0);
      for (let game = 0; game < games; game++) {
        let pick = random.next() * total;
        let seat = 0;
        while (seat < chosen.length - 1 && pick >= (strengths[chosen[seat] ?? 0] ?? 0)) {
          pick -= strengths[chosen[seat] ?? 0] ?? 0;
          seat++;
        }
        wins[seat] = (wins[seat] ?? 0) + 1;
      }
      tables.push({ bots: [...chosen], games, wins });
      return;
    }
    for (let bot = from; bot < strengths.length; bot++) choose(bot + 1, [...chosen, bot]);
  };
  choose(0, []);
  return tables;
}

describe('ratings (Luce choice model by MM, bootstrap intervals)', () => {
  it('is Bradley-Terry at two players: 3 wins in 4 games is log-odds 3, 400·log10(3)/2 either side', () => {
    const [a, b] = fitRatings(2, [{ bots: [0, 1], games: 4, wins: [3, 1] }]);
    // With the prior game split evenly: 3.5 against 1.5.
    const expected = (400 * Math.log10(3.5 / 1.5)) / 2;
    expect(a).toBeCloseTo(expected, 6);
    expect(b).toBeCloseTo(-expected, 6);
  });

  it('recovers known strengths at 2, 3 and 4 players, and the 95 % intervals hold them', () => {
    const strengths = [1, 2, 4, 8, 1.5];
    const truth = strengths.map((value) => 400 * Math.log10(value));
    const mean = truth.reduce((sum, value) => sum + value, 0) / truth.length;
    for (const players of [2, 3, 4]) {
      const tables = simulated(strengths, players, 2000, `truth-${players}`);
      const ratings = ratingsWithIntervals(strengths.length, tables, 200, 'test');
      ratings.forEach((rating, bot) => {
        const expected = (truth[bot] ?? 0) - mean;
        expect(Math.abs(rating.elo - expected)).toBeLessThan(40);
        expect(rating.low).toBeLessThanOrEqual(rating.elo);
        expect(rating.high).toBeGreaterThanOrEqual(rating.elo);
        expect(rating.low - 15).toBeLessThan(expected);
        expect(rating.high + 15).toBeGreaterThan(expected);
      });
    }
  });

  it('ratings average 0, order follows the wins, and the same seed gives the same intervals (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(50), { minLength: 3, maxLength: 3 }),
        fc.string(),
        (wins, seed) => {
          const tables: TableOutcome[] = [
            { bots: [0, 1, 2], games: wins.reduce((a, b) => a + b, 0), wins },
          ];
          const elo = fitRatings(3, tables);
          expect(Math.abs(elo.reduce((a, b) => a + b, 0))).toBeLessThan(1e-6);
          for (let i = 0; i < 3; i++)
            for (let j = 0; j < 3; j++)
              if ((wins[i] ?? 0) > (wins[j] ?? 0)) expect(elo[i] ?? 0).toBeGreaterThan(elo[j] ?? 0);
          expect(ratingsWithIntervals(3, tables, 20, seed)).toEqual(
            ratingsWithIntervals(3, tables, 20, seed),
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
