import { learnedEvaluator } from '../learned/learned-evaluator.js';
import { BotError } from '../play/bot-error.js';
import type { Evaluator, EvaluatorChoice } from './mcts-options.js';

// Which evaluator rates a search's unfinished positions, by the number of players. `null` stands
// for the heuristic rating (the logistic of the heuristic margin, worked out in `rate.ts`).

/**
 * A function giving the evaluator of a game of `players` players for the `choice` of the options
 * (`'auto'`: the shipped learned network at 2 players, where it was trained and measured stronger,
 * the heuristic rating at 3 and 4). A learned evaluator is made once, when first needed.
 *
 * @throws {@link BotError} `invalid-options` for a choice that is none of these.
 */
export function evaluatorPicker(choice: EvaluatorChoice): (players: number) => Evaluator | null {
  if (typeof choice === 'function') return () => choice;
  if (choice === 'heuristic') return () => null;
  let learned: Evaluator | null = null;
  const shipped = () => {
    learned ??= learnedEvaluator();
    return learned;
  };
  if (choice === 'learned') return shipped;
  if (choice === 'auto') return (players) => (players === 2 ? shipped() : null);
  throw new BotError(
    'invalid-options',
    `the MCTS evaluator must be a function, 'auto', 'heuristic' or 'learned', not ${JSON.stringify(choice)}`,
  );
}
