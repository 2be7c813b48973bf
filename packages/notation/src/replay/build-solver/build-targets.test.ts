import { finalScores, newGame } from '@antarctica-game/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asteriskCountsScoring } from './build-targets.js';

/** The points the scorer's asterisk ranking gives four seats holding `counts` asterisk cards. */
function rankingPoints(counts: readonly number[]): number[] {
  const state = newGame({ players: 4, seed: 'asterisk-ranking' });
  const asterisk = state.edition.buildingCards.findIndex((card) => card.asterisk);
  const players = state.players.map((player, seat) => ({
    ...player,
    buildingCards: Array.from({ length: counts[seat] ?? 0 }, () => asterisk),
  }));
  const scores = finalScores({ ...state, players });
  const ranking = scores.categories.find((category) => category.kind === 'asterisk-cards');
  return ranking?.players.map((player) => player.points) ?? [];
}

describe('the asterisk ranking read backwards (the solver’s score targets)', () => {
  it('gives back the asterisk cards of every seat from the points the scorer gives them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 }),
        (counts) => {
          expect(asteriskCountsScoring(rankingPoints(counts))).toEqual(counts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds no counts for points the ranking cannot give', () => {
    // Four seats tied on the most score what all hold: 6 is no multiple of 4.
    expect(asteriskCountsScoring([6, 6, 6, 6])).toBeNull();
    // The two on top hold what the one below scores (1), so the total leaves it 2: not fewer.
    expect(asteriskCountsScoring([4, 4, 1, 0])).toBeNull();
    expect(asteriskCountsScoring([2, 2, 2, 1])).toBeNull();
    expect(asteriskCountsScoring([-1, 0, 0, 0])).toBeNull();
    expect(asteriskCountsScoring([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
  });
});
