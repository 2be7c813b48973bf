import {
  currentDecision,
  type GameState,
  legalMoves,
  newGame,
  playerView,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { mctsBot } from '../mcts/mcts-bot.js';
import type { MctsSearch } from '../mcts/mcts-options.js';
import { learnedEvaluator } from './learned-evaluator.js';

/** The seat deciding in a game that is not over. */
function seatOf(state: GameState): number {
  const decision = currentDecision(state);
  if (!('seat' in decision) || decision.seat === undefined) throw new Error('no seat decides');
  return decision.seat;
}

describe('learnedEvaluator as the evaluator of mctsBot', () => {
  it('runs a search that rates by the network, the same moves for the same seed', () => {
    const state = newGame({ players: 2, seed: 'learned-evaluator' });
    const view = playerView(state, seatOf(state));
    const legal = legalMoves(state);
    const searches: MctsSearch[] = [];
    let rated = 0;
    const evaluator = learnedEvaluator();
    const counting: typeof evaluator = (position, left) => {
      rated++;
      return evaluator(position, left);
    };
    const choose = (options: Parameters<typeof mctsBot>[0]) =>
      mctsBot(options).chooseMove(view, legal);
    const first = choose({
      budget: { iterations: 60 },
      seed: 3,
      rolloutDepth: 0,
      evaluator: counting,
      onSearch: (search) => searches.push(search),
    });
    expect(rated).toBeGreaterThan(0);
    expect(legal).toContainEqual(first);
    const [search] = searches;
    expect(search?.iterations).toBe(60);
    expect(search?.value).toBeGreaterThanOrEqual(0);
    expect(search?.value).toBeLessThanOrEqual(1);
    const again = choose({
      budget: { iterations: 60 },
      seed: 3,
      rolloutDepth: 0,
      evaluator: learnedEvaluator(),
    });
    expect(again).toEqual(first);
  });

  it('serves a search with rollouts too', () => {
    const state = newGame({ players: 2, seed: 'learned-evaluator/rollouts' });
    const bot = mctsBot({ budget: { iterations: 30 }, seed: 1, evaluator: learnedEvaluator() });
    const legal = legalMoves(state);
    expect(legal).toContainEqual(bot.chooseMove(playerView(state, seatOf(state)), legal));
    expect(bot.lastSearch?.iterations).toBe(30);
  });
});
