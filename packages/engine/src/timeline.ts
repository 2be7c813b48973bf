import { describeValue } from '@antarctica-game/foundation/shape-check';
import { tryApplyMove } from './apply-move.js';
import { checkGameStateArgument } from './errors/argument-guards.js';
import { EngineError } from './errors/engine-error.js';
import { decisionOf } from './state/decision.js';
import type { GameEvent } from './state/events.js';
import type { Move } from './state/moves.js';
import type { GameState } from './state/state.js';

/** A game with its history, for undo. Plain data, like the state. */
export interface Timeline {
  /** Every state from the start, the current one last. */
  states: GameState[];
  /** The moves between them. */
  moves: Move[];
  /** How many of the last moves can be undone. */
  undoable: number;
}

/** Events that reveal something hidden or bring in another player's decision: no undo past them. */
const FINAL_EVENTS: ReadonlySet<GameEvent['type']> = new Set([
  'built',
  'shipyardCardTaken',
  'shipyardCardsBoxed',
  'resourceCardGained',
  'turnEnded',
  'turnStarted',
  'sunMoved',
  'gameEnded',
]);

/** Starts a timeline at a state. */
export function startTimeline(state: GameState): Timeline {
  checkGameStateArgument(state, 'startTimeline');
  return { states: [state], moves: [], undoable: 0 };
}

/** The current state of a timeline. */
export function currentState(timeline: Timeline): GameState {
  checkTimelineArgument(timeline, 'currentState');
  return timeline.states[timeline.states.length - 1] as GameState;
}

/**
 * Plays a move on a timeline (throwing like {@link applyMove} if illegal). The move can be undone
 * while the same player goes on deciding in the same turn and nothing hidden came out: building
 * (which turns up the next card), taking or drawing cards, or another player's decision end
 * what can be undone.
 */
export function playMove(timeline: Timeline, move: Move): Timeline {
  checkTimelineArgument(timeline, 'playMove');
  const before = timeline.states[timeline.states.length - 1] as GameState;
  const result = tryApplyMove(before, move);
  if (!result.ok) throw result.error;
  const decisionBefore = decisionOf(before);
  const decisionAfter = decisionOf(result.state);
  const sameDecider =
    'seat' in decisionBefore &&
    'seat' in decisionAfter &&
    decisionBefore.seat === decisionAfter.seat &&
    decisionAfter.kind === 'turn';
  const reversible = sameDecider && result.events.every((event) => !FINAL_EVENTS.has(event.type));
  return {
    states: [...timeline.states, result.state],
    moves: [...timeline.moves, move],
    undoable: reversible ? timeline.undoable + 1 : 0,
  };
}

/** Whether the last move can be undone. */
export function canUndo(timeline: Timeline): boolean {
  checkTimelineArgument(timeline, 'canUndo');
  return timeline.undoable > 0;
}

/**
 * Undoes the last move of the player deciding now, within their turn.
 *
 * @throws {@link EngineError} with code `nothing-to-undo` if nothing can be undone ({@link canUndo}
 * is false), `invalid-argument` if `timeline` is not one.
 */
export function undoMove(timeline: Timeline): Timeline {
  checkTimelineArgument(timeline, 'undoMove');
  if (timeline.undoable === 0)
    throw new EngineError(
      'nothing-to-undo',
      'nothing to undo: the last move revealed something or ended a decision of this player',
    );
  return {
    states: timeline.states.slice(0, -1),
    moves: timeline.moves.slice(0, -1),
    undoable: timeline.undoable - 1,
  };
}

/**
 * Checks, cheaply, that an argument looks like a timeline (from `startTimeline` or `playMove`):
 * an object with a game state last, its moves, and a count of moves that can be undone.
 *
 * @throws {@link EngineError} with code `invalid-argument`.
 */
function checkTimelineArgument(timeline: unknown, fn: string): asserts timeline is Timeline {
  if (typeof timeline === 'object' && timeline !== null) {
    const { states, moves, undoable } = timeline as Partial<Record<keyof Timeline, unknown>>;
    if (
      Array.isArray(states) &&
      states.length > 0 &&
      Array.isArray(moves) &&
      moves.length === states.length - 1 &&
      typeof undoable === 'number' &&
      Number.isInteger(undoable) &&
      undoable >= 0 &&
      undoable <= moves.length
    ) {
      checkGameStateArgument(states[states.length - 1], fn);
      return;
    }
  }
  throw new EngineError(
    'invalid-argument',
    `${fn} needs a timeline (from startTimeline or playMove), not ${describeValue(timeline, 60)}`,
  );
}
