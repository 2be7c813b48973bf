import { checkGameStateArgument } from './argument-guards.js';
import { decisionOf } from './decision.js';
import { SHIPYARD_CARDS, type ShipyardCard } from './edition/edition.js';
import type { GameEvent } from './events.js';
import { checkMove, type IllegalMoveError } from './illegal-move-error.js';
import { isLegalMove } from './is-legal-move.js';
import { legalMoves } from './legal-moves.js';
import { wasJustListed } from './listed-moves.js';
import type { Move } from './moves.js';
import { performMove } from './perform-move.js';
import type { GameState } from './state.js';
import { thawed } from './thaw.js';
import { beginChange } from './writable.js';

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
  checkGameStateArgument(state, 'applyMove');
  const result = apply(state, move, undefined);
  if (!result.ok) throw result.error;
  return result.state;
}

/** Like {@link applyMove} but never throws, and also returns what happened, step by step. */
export function tryApplyMove(state: GameState, move: Move): MoveResult {
  checkGameStateArgument(state, 'tryApplyMove');
  return apply(state, move, []);
}

function apply(given: GameState, move: Move, events: GameEvent[] | undefined): MoveResult {
  return applyTo(thawed(given), move, events);
}

function applyTo(state: GameState, given: Move, events: GameEvent[] | undefined): MoveResult {
  if (!wasJustListed(state, given) && !isLegalMoveSafe(state, given)) {
    // checkMove reads hostile moves safely and matches draft cards in any order.
    const error = checkMove(given, legalMoves(state), decisionOf(state));
    if (error !== null) return { ok: false, error };
  }
  const move = inCanonicalOrder(given);
  const change = beginChange(state, events);
  performMove(change, move);
  change.state.moves++;
  return { ok: true, state: change.state, events: events ?? [] };
}

/** {@link isLegalMove}, false for a move that throws when read (a hostile getter, say). */
function isLegalMoveSafe(state: GameState, move: Move): boolean {
  try {
    return isLegalMove(state, move);
  } catch {
    return false;
  }
}

/** The cards of a draft draw may be stated in any order: compare them in the listed order. */
function inCanonicalOrder(move: Move): Move {
  if (move?.type !== 'drawDraftCards' || !Array.isArray(move.cards)) return move;
  const order = (card: unknown) => SHIPYARD_CARDS.indexOf(card as ShipyardCard);
  return { ...move, cards: move.cards.slice().sort((a, b) => order(a) - order(b)) };
}
