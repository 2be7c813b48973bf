import {
  createRandom,
  DEFAULT_WEIGHTS,
  deriveSeed,
  determinize,
  evaluate,
  projectedPoints,
} from '@antarctica-game/bots/browser';
import { type GameState, playerView } from '@antarctica-game/engine';
import { draftsPicked } from './luck.js';
import { projectedMargins } from './margin-split.js';

// The forward judge of the margin split: each player's expected final margin in Victory Points,
// judged from their own view. Unlike the points as if the game were scored now, it sees what a
// card turned up or drawn is worth before anyone plays it, so chance gets its own share.

/**
 * Every seat's expected final margin over the best other seat, each from its own view: the mean,
 * over `draws` states drawn from what the seat sees (a waiting Shipyard draft picked through), of
 * each player's points as scored now plus what the heuristic bot expects their pieces and cards
 * still to bring (its potential, faded by how much of the game is left), the seat's less the best
 * other's. A finished game is judged by its final scores, exactly. Each seat's draws come from a
 * generator made afresh from `seed` and the seat, so two positions are compared over the same
 * draws, and the judgement does not depend on what was judged before.
 */
export function forwardMargins(state: GameState, draws: number, seed: number): number[] {
  if (state.phase === 'over') return projectedMargins(state);
  const seats = state.players.length;
  const margins: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const view = playerView(state, seat);
    const random = createRandom(deriveSeed(seed, 'judge', seat));
    let sum = 0;
    for (let draw = 0; draw < draws; draw++) {
      const drawn = draftsPicked(determinize(view, random));
      const expected = expectedPoints(drawn);
      sum += (expected[seat] ?? 0) - Math.max(...expected.filter((_, other) => other !== seat));
    }
    margins.push(sum / draws);
  }
  return margins;
}

/**
 * Each player's expected final points in a (fully known) state: the points as scored now plus
 * the heuristic bot's faded potential, read off the bots' public `evaluate` as the difference
 * between the evaluation with the game's remaining share and with none left.
 */
function expectedPoints(state: GameState): number[] {
  const now = projectedPoints(state).total;
  if (state.phase === 'over') return now;
  return now.map(
    (points, seat) =>
      points + evaluate(state, seat, DEFAULT_WEIGHTS) - evaluate(state, seat, DEFAULT_WEIGHTS, 0),
  );
}

/** The mean of every seat's {@link forwardMargins} over `outcomes` (at least one). */
export function meanForwardMargins(
  outcomes: readonly GameState[],
  draws: number,
  seed: number,
): number[] {
  const sums: number[] = [];
  for (const outcome of outcomes)
    forwardMargins(outcome, draws, seed).forEach((value, seat) => {
      sums[seat] = (sums[seat] ?? 0) + value;
    });
  return sums.map((sum) => sum / outcomes.length);
}
