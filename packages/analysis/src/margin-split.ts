import { projectedPoints } from '@antarctica-game/bots/browser';
import { currentDecision, type GameState, type Move } from '@antarctica-game/engine';
import type { MarginSplit } from './analysis-types.js';

// Where a player's final margin came from, split so that the parts add up by construction: one
// forward judge (each player's expected final margin from their own view, `forwardMargins`) is
// read after the set-up and after every move, and each change of it is given to the player who
// decided, to the others, or to chance. A finished game's last judgement is its final scores',
// so the parts add up to the final margin exactly, up to rounding.

/** A seat's margin in `state`: its projected points less the best other seat's. */
export function projectedMargins(state: GameState): number[] {
  const { total } = projectedPoints(state);
  return total.map(
    (points, seat) => points - Math.max(...total.filter((_, other) => other !== seat)),
  );
}

/** The forward judge read at one step: after it, and, where chance played, over what could have turned up. */
export interface ForwardJudgement {
  /** Every seat's judged expected final margin after the step. */
  after: number[];
  /** Its mean over the other outcomes chance could have given, or null when chance did not play. */
  expected: number[] | null;
}

/**
 * Splits every player's margin over a replayed game. `states[i]` is the state before `moves[i]`
 * (and `states[moves.length]` the last); `setup` is the judge at the start (`expected`: its mean
 * over other set-ups) and `judged[i]` after `moves[i]`. A move's change of the judge goes to the
 * player who decided (`ownPlay`) or to the others (`othersPlay`); where chance played, only its
 * change up to the expectation over what could have turned up does, and the rest is `luck`
 * (GNU Backgammon's luck of a roll, in Victory Points). A table's draw of Shipyard Cards is
 * chance alone. `start` is the expectation before the set-up. The parts sum to the last
 * judgement, and `judgeError` is the final margin (the points as scored at the end) less it: 0
 * in a finished game, whose last judgement is its final scores'.
 */
export function splitMargins(
  states: readonly GameState[],
  moves: readonly Move[],
  setup: ForwardJudgement,
  judged: readonly (ForwardJudgement | undefined)[],
): MarginSplit[] {
  const first = states[0];
  if (first === undefined) return [];
  const startValue = setup.expected ?? setup.after;
  const split: MarginSplit[] = startValue.map((value, seat) => ({
    seat,
    start: value,
    ownPlay: 0,
    othersPlay: 0,
    luck: (setup.after[seat] ?? 0) - value,
    judgeError: 0,
    final: 0,
  }));
  let was = setup.after;
  for (const [index] of moves.entries()) {
    const before = states[index];
    const step = judged[index];
    if (before === undefined || step === undefined) continue;
    const decision = currentDecision(before);
    const decider = 'seat' in decision ? decision.seat : -1;
    const now = step.after;
    const expected = decision.kind === 'draftDraw' ? was : (step.expected ?? now);
    for (const part of split) {
      const played = (expected[part.seat] ?? 0) - (was[part.seat] ?? 0);
      if (part.seat === decider) part.ownPlay += played;
      else part.othersPlay += played;
      part.luck += (now[part.seat] ?? 0) - (expected[part.seat] ?? 0);
    }
    was = now;
  }
  const final = projectedMargins(states.at(-1) ?? first);
  for (const part of split) {
    part.final = final[part.seat] ?? 0;
    part.judgeError = part.final - (was[part.seat] ?? 0);
  }
  return split;
}
