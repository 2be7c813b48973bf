import { createRandom, deriveSeed, projectedPoints } from '@antarctica-game/bots/browser';
import { applyMove, currentDecision, type GameState, type Move } from '@antarctica-game/engine';
import type { MarginSplit } from './analysis-types.js';
import { redrawUnseen } from './luck.js';

// Where a player's final margin came from, split so that the parts add up by construction: the
// margin is measured after every move by one judge that every player can read (the Victory
// Points as if the game were scored there, exact at the end), and each move's change of it is
// given to the player who decided, or to chance.

/** A seat's margin in `state`: its projected points less the best other seat's. */
export function projectedMargins(state: GameState): number[] {
  const { total } = projectedPoints(state);
  return total.map(
    (points, seat) => points - Math.max(...total.filter((_, other) => other !== seat)),
  );
}

/**
 * Splits every player's margin over a replayed game. `states[i]` is the state before `moves[i]`
 * (and `states[moves.length]` the last); `chance` holds the indexes of the moves whose outcome
 * was left to chance. Such a move's change is split in two: what it was expected to give (the
 * mean over `samples` outcomes redrawn as the luck of the analysis redraws them, or, at a table's
 * draw, over other legal draws) goes to the player who decided, the rest is luck. A table's draw
 * of Shipyard Cards is chance alone. The parts sum to `final - start` exactly, up to rounding.
 */
export function splitMargins(
  states: readonly GameState[],
  moves: readonly Move[],
  chance: ReadonlySet<number>,
  samples: number,
  seed: number,
): MarginSplit[] {
  const first = states[0];
  if (first === undefined) return [];
  const seats = first.players.length;
  const start = projectedMargins(first);
  const split: MarginSplit[] = start.map((margin, seat) => ({
    seat,
    start: margin,
    ownPlay: 0,
    othersPlay: 0,
    luck: 0,
    final: margin,
  }));
  for (const [index, move] of moves.entries()) {
    const before = states[index];
    const after = states[index + 1];
    if (before === undefined || after === undefined) break;
    const decision = currentDecision(before);
    const decider = 'seat' in decision ? decision.seat : -1;
    const was = projectedMargins(before);
    const now = projectedMargins(after);
    let expected = now;
    if (decision.kind === 'draftDraw') expected = was;
    else if (chance.has(index)) {
      const random = createRandom(deriveSeed(seed, 'split', index));
      const sums = new Array<number>(seats).fill(0);
      let drawn = 0;
      for (let sample = 0; sample < samples; sample++) {
        try {
          const other = projectedMargins(applyMove(redrawUnseen(before, random), move));
          for (let seat = 0; seat < seats; seat++)
            sums[seat] = (sums[seat] ?? 0) + (other[seat] ?? 0);
          drawn++;
        } catch {
          // A move the engine refuses after a redraw is left out, as in the luck.
        }
      }
      if (drawn > 0) expected = sums.map((sum) => sum / drawn);
    }
    for (const part of split) {
      const played = (expected[part.seat] ?? 0) - (was[part.seat] ?? 0);
      if (part.seat === decider) part.ownPlay += played;
      else part.othersPlay += played;
      part.luck += (now[part.seat] ?? 0) - (expected[part.seat] ?? 0);
      part.final = now[part.seat] ?? 0;
    }
  }
  return split;
}
