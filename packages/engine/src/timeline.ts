import { tryApplyMove } from './apply-move.js';
import { currentDecision } from './current-decision.js';
import { checkGameStateArgument } from './errors/argument-guards.js';
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
  return timeline.states[timeline.states.length - 1] as GameState;
}

/**
 * Plays a move on a timeline (throwing like {@link applyMove} if illegal). The move can be undone
 * while the same player goes on deciding in the same turn and nothing hidden came out: building
 * (which turns up the next card), taking or drawing cards, or another player's decision end
 * what can be undone.
 */
export function playMove(timeline: Timeline, move: Move): Timeline {
  const before = currentState(timeline);
  const result = tryApplyMove(before, move);
  if (!result.ok) throw result.error;
  const decisionBefore = currentDecision(before);
  const decisionAfter = currentDecision(result.state);
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
  return timeline.undoable > 0;
}

/**
 * Undoes the last move of the player deciding now, within their turn.
 *
 * @throws Error if nothing can be undone ({@link canUndo} is false).
 */
export function undoMove(timeline: Timeline): Timeline {
  if (!canUndo(timeline))
    throw new Error(
      'nothing to undo: the last move revealed something or ended a decision of this player',
    );
  return {
    states: timeline.states.slice(0, -1),
    moves: timeline.moves.slice(0, -1),
    undoable: timeline.undoable - 1,
  };
}
