import { currentDecision, type GameState, legalMoves, playerView } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from './__fixtures__/positions.js';
import type { Bot } from './bot.js';
import { heuristicBot } from './heuristic/heuristic-bot.js';
import { mctsBot } from './mcts/mcts-bot.js';
import { createRandom } from './random.js';
import { randomBot } from './random-bot/random-bot.js';
import { determinize } from './view/determinize.js';

const bots: Array<[string, (seed: number) => Bot]> = [
  ['random', (seed) => randomBot({ seed })],
  ['heuristic', (seed) => heuristicBot({ seed })],
  ['mcts', (seed) => mctsBot({ budget: { iterations: 15 }, seed })],
];

/** A second state the deciding player cannot tell from `state`: other hands, pile orders and the generator redrawn. */
function twin(state: GameState, seat: number, seed: number): GameState {
  return determinize(playerView(state, seat), createRandom(seed));
}

describe('a bot sees only its player’s view', () => {
  for (const [name, make] of bots) {
    it(`${name}: two states that differ only in what the player cannot see get the same move`, () => {
      let compared = 0;
      let differing = 0;
      for (const players of [2, 4] as const) {
        for (const state of samplePositions(players, 2, 9)) {
          const decision = currentDecision(state);
          if (!('seat' in decision)) continue;
          const seat = decision.seat;
          const other = twin(state, seat, compared + 1);
          // The twin is a different game: its hidden parts differ, its view is the same.
          if (
            JSON.stringify(other.players) !== JSON.stringify(state.players) ||
            other.rng !== state.rng
          )
            differing++;
          expect(playerView(other, seat)).toEqual(playerView(state, seat));
          const first = make(11).chooseMove(playerView(state, seat), legalMoves(state));
          const second = make(11).chooseMove(playerView(other, seat), legalMoves(other));
          expect(second).toEqual(first);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(30);
      expect(differing).toBeGreaterThan(compared / 2);
    });
  }
});
