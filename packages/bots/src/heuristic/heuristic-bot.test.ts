import { finalScores, newGame } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from '../__fixtures__/positions.js';
import { BotError } from '../play/bot-error.js';
import { playGameSync } from '../play/play-game.js';
import { randomBot } from '../random-bot/random-bot.js';
import { DEFAULT_WEIGHTS, evaluate, evaluateSeats, gameLeft } from './evaluate.js';
import { heuristicBot, mergeWeights } from './heuristic-bot.js';
import { projectedPoints } from './projected-points.js';

describe('projectedPoints', () => {
  it('gives the same totals as the engine’s final scores, in every category', () => {
    for (const players of [2, 3, 4] as const) {
      for (const state of samplePositions(players, 3, 11)) {
        const mine = projectedPoints(state);
        const theirs = finalScores(state);
        expect(mine.total).toEqual(theirs.standings.map((standing) => standing.points));
        const byKind = (kind: string) =>
          state.players.map((_, seat) =>
            theirs.categories
              .filter((category) => category.kind === kind)
              .reduce((sum, category) => sum + (category.players[seat]?.points ?? 0), 0),
          );
        expect(mine.areas).toEqual(byKind('area'));
        expect(mine.tracks).toEqual(byKind('track'));
        expect(mine.asteriskCards).toEqual(byKind('asterisk-cards'));
        expect(mine.discardedResources).toEqual(byKind('discarded-resources'));
      }
    }
  });
});

describe('evaluate', () => {
  it('rates every seat at once exactly as seat by seat', () => {
    for (const players of [2, 4] as const) {
      for (const state of samplePositions(players, 2, 13)) {
        const left = gameLeft(state);
        expect(evaluateSeats(state, DEFAULT_WEIGHTS, left)).toEqual(
          state.players.map((_, seat) => evaluate(state, seat, DEFAULT_WEIGHTS, left)),
        );
        expect(evaluateSeats(state)).toEqual(state.players.map((_, seat) => evaluate(state, seat)));
      }
    }
  });

  it('rates a finished game by the margin, plus the win bonus for the winner', () => {
    const [finished] = samplePositions(2, 1, 1000).slice(-1);
    if (finished === undefined) throw new Error('no game');
    const result = finalScores(finished);
    const winner = finished.players.findIndex((player) => result.winners.includes(player.color));
    const points = projectedPoints(finished).total;
    const margin = (points[winner] ?? 0) - (points[1 - winner] ?? 0);
    expect(evaluate(finished, winner)).toBe(DEFAULT_WEIGHTS.winBonus + margin);
    expect(evaluate(finished, 1 - winner)).toBe(-margin);
  });

  it('counts the game left from the piles and the scientists, between 0 and 1', () => {
    const start = newGame({ players: 3, seed: 1 });
    expect(gameLeft(start)).toBe(1);
    for (const state of samplePositions(3, 2, 5)) {
      expect(gameLeft(state)).toBeGreaterThanOrEqual(0);
      expect(gameLeft(state)).toBeLessThanOrEqual(1);
    }
  });
});

describe('heuristicBot', () => {
  it('finishes games against itself at every player count', () => {
    for (const players of [2, 3, 4] as const) {
      const bots = Array.from({ length: players }, (_, seat) => heuristicBot({ seed: seat }));
      const { state } = playGameSync(newGame({ players, seed: `self-${players}` }), bots);
      expect(state.phase).toBe('over');
    }
  });

  it('beats the weighted random bot in most 2-player games (seats swapped)', () => {
    let wins = 0;
    const games = 10;
    for (let game = 0; game < games; game++) {
      const seat = game % 2;
      const bots = [0, 1].map((other) =>
        other === seat ? heuristicBot({ seed: game }) : randomBot({ seed: game }),
      );
      const { state } = playGameSync(newGame({ players: 2, seed: `duel-${game}` }), bots);
      if (finalScores(state).winners.includes(state.players[seat]?.color ?? 'red')) wins++;
    }
    // The bench measures the rate over 400 games; here only that it is clearly better.
    expect(wins).toBeGreaterThanOrEqual(8);
  });

  it('takes tuned weights and refuses weights that are not finite numbers', () => {
    expect(mergeWeights({ majorityReach: 2 }).majorityReach).toBe(2);
    expect(
      mergeWeights({ shipyardCards: { icebreaker: 0 } as never }).shipyardCards.fastResearch,
    ).toBe(DEFAULT_WEIGHTS.shipyardCards.fastResearch);
    expect(() => heuristicBot({ weights: { areaPoints: Number.NaN } })).toThrow(BotError);
    expect(() => heuristicBot({ weights: { boardShips: [] } })).toThrow(/at least one/);
  });
});
