import { gameLeft } from '../heuristic/evaluate.js';
import type { Evaluator } from '../mcts/mcts-options.js';
import { shippedValueNetwork } from './shipped-network.js';
import { VALUE_FEATURES, writeValueFeatures } from './value-features.js';
import type { ValueNetwork } from './value-network.js';

/**
 * An MCTS {@link Evaluator} that rates a position by a learned value network: each seat's
 * features (the points so far by category, the heuristic evaluation, scientists, cubes, cards,
 * ships, buildable cards and majorities in reach, for the seat and its strongest rival, and how
 * much of the game is left), one logit a seat, and their softmax as the seats' win shares (in
 * [0, 1], summing to 1). The features are read at the rated position itself (its own `gameLeft`),
 * not at the search's root, as the network was trained. Without a network, the network shipped
 * with the package (trained on 2-player games, see docs/simulation.md, "A learned evaluator").
 * `mctsBot`'s default evaluator at 2 players (`evaluator: 'auto'`): with it, MCTS at 100 ms
 * a move won 70.2 % of 400 games against MCTS with the heuristic rating. Untested at 3 and 4
 * players.
 *
 * The evaluator is deterministic and keeps only scratch arrays between calls; one evaluator
 * serves one search at a time (make one per bot).
 *
 * @example
 * ```ts
 * import { learnedEvaluator, mctsBot } from '@antarctica-game/bots/browser';
 *
 * const bot = mctsBot({ budget: { ms: 100 }, seed: 1, evaluator: learnedEvaluator() });
 * ```
 */
export function learnedEvaluator(network: ValueNetwork = shippedValueNetwork()): Evaluator {
  const width = VALUE_FEATURES.length;
  const features = new Float64Array(4 * width);
  const logits = [0, 0, 0, 0];
  return (state) => {
    const count = state.players.length;
    writeValueFeatures(state, gameLeft(state), features);
    let top = Number.NEGATIVE_INFINITY;
    for (let seat = 0; seat < count; seat++) {
      const logit = network.logit(features, seat * width);
      logits[seat] = logit;
      if (logit > top) top = logit;
    }
    let sum = 0;
    const values = new Array<number>(count);
    for (let seat = 0; seat < count; seat++) {
      const share = Math.exp((logits[seat] as number) - top);
      values[seat] = share;
      sum += share;
    }
    for (let seat = 0; seat < count; seat++) values[seat] = (values[seat] as number) / sum;
    return values;
  };
}
