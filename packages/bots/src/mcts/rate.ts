import type { GameState } from '@antarctica-game/engine';
import { evaluateSeats, type HeuristicWeights } from '../heuristic/evaluate.js';
import { projectedPoints } from '../heuristic/projected-points.js';
import { BotError } from '../play/bot-error.js';
import type { Evaluator } from './mcts-options.js';

/** What rating a position needs of a search. */
export interface RatingOptions {
  weights: HeuristicWeights;
  scale: number;
  evaluator: Evaluator | null;
}

/**
 * Every seat's rating of a position in [0, 1]: for a finished game 1 for a win (shared among the
 * winners) and 0 otherwise; else the logistic of the seat's evaluation less the best other seat's.
 */
export function rate(search: RatingOptions, state: GameState, left: number): number[] {
  const count = state.players.length;
  const values = new Array<number>(count);
  if (state.phase === 'over') {
    const winners = winnersOf(state);
    for (let seat = 0; seat < count; seat++)
      values[seat] = winners.includes(seat) ? 1 / winners.length : 0;
    return values;
  }
  if (search.evaluator !== null) return checkedValues(search.evaluator(state, left), count);
  const evaluations = evaluateSeats(state, search.weights, left);
  for (let seat = 0; seat < count; seat++) {
    let best = Number.NEGATIVE_INFINITY;
    for (let other = 0; other < count; other++)
      if (other !== seat) best = Math.max(best, evaluations[other] ?? 0);
    values[seat] = 1 / (1 + Math.exp(-((evaluations[seat] ?? 0) - best) / search.scale));
  }
  return values;
}

/**
 * Every seat's margin in Victory Points over the best other seat, the points projected as if the
 * game were scored in `state` (its final scores once it is over).
 */
export function marginsOf(state: GameState): number[] {
  const totals = projectedPoints(state).total;
  return totals.map((points, seat) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let other = 0; other < totals.length; other++)
      if (other !== seat) best = Math.max(best, totals[other] ?? 0);
    return points - best;
  });
}

/** An evaluator's answer as one number in [0, 1] per seat, or a clear error. */
function checkedValues(values: readonly number[], count: number): number[] {
  if (!Array.isArray(values) || values.length !== count)
    throw new BotError(
      'invalid-options',
      `the MCTS evaluator must give ${count} values, one per seat`,
    );
  const checked = new Array<number>(count);
  for (let seat = 0; seat < count; seat++) {
    const value = values[seat];
    if (typeof value !== 'number' || !(value >= 0 && value <= 1))
      throw new BotError(
        'invalid-options',
        `the MCTS evaluator gave ${String(value)} for seat ${seat}: values must be in [0, 1]`,
      );
    checked[seat] = value;
  }
  return checked;
}

/**
 * The seats that win a finished game: the most Victory Points, then the most Building Cards
 * (the engine's scorer also counts first places first; close enough for rating positions).
 */
function winnersOf(state: GameState): number[] {
  const totals = projectedPoints(state).total;
  const top = Math.max(...totals);
  const tied = totals.flatMap((points, seat) => (points === top ? [seat] : []));
  if (tied.length === 1) return tied;
  const cards = tied.map((seat) => state.players[seat]?.buildingCards.length ?? 0);
  const most = Math.max(...cards);
  return tied.filter((_, index) => cards[index] === most);
}
