import { cloneState } from './clone-state.js';
import { currentDecision } from './decision.js';
import { SHIPYARD_CARDS, type ShipyardCard } from './edition/edition.js';
import type { Change, GameEvent } from './events.js';
import { checkMove, type IllegalMoveError } from './illegal-move-error.js';
import { legalMoves } from './legal-moves.js';
import type { Move } from './moves.js';
import { performMove } from './perform-move.js';
import type { GameState } from './state.js';

/** The outcome of {@link tryApplyMove}. */
export type MoveResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: IllegalMoveError };

/**
 * Applies a legal move and returns the new state; the given state is never changed.
 *
 * @throws {@link IllegalMoveError} with a stable `code` if the move is not legal now.
 */
export function applyMove(state: GameState, move: Move): GameState {
  const result = apply(state, move, undefined);
  if (!result.ok) throw result.error;
  return result.state;
}

/** Like {@link applyMove} but never throws, and also returns what happened, step by step. */
export function tryApplyMove(state: GameState, move: Move): MoveResult {
  return apply(state, move, []);
}

function apply(state: GameState, given: Move, events: GameEvent[] | undefined): MoveResult {
  const move = inCanonicalOrder(given);
  const error = checkMove(move, legalMoves(state), currentDecision(state));
  if (error !== null) return { ok: false, error };
  const change: Change = { state: cloneState(state), events };
  performMove(change, move);
  change.state.moves++;
  return { ok: true, state: change.state, events: events ?? [] };
}

/** The cards of a draft draw may be stated in any order: compare them in the listed order. */
function inCanonicalOrder(move: Move): Move {
  if (move?.type !== 'drawDraftCards' || !Array.isArray(move.cards)) return move;
  const order = (card: unknown) => SHIPYARD_CARDS.indexOf(card as ShipyardCard);
  return { ...move, cards: move.cards.slice().sort((a, b) => order(a) - order(b)) };
}
