import { SHIPYARD_CARDS, type ShipyardCard } from './edition/edition.js';
import { checkGameStateArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import { checkMove, type IllegalMoveError } from './errors/illegal-move-error.js';
import { legalMoves } from './legal-moves.js';
import { isLegalMove } from './rules/is-legal-move.js';
import { performMove } from './rules/perform-move.js';
import { decisionOf } from './state/decision.js';
import type { GameEvent } from './state/events.js';
import { wasJustListed } from './state/listed-moves.js';
import type { Move } from './state/moves.js';
import type { GameState } from './state/state.js';
import { beginChange } from './state/writable.js';

/** The outcome of {@link tryApplyMove}. */
export type MoveResult =
  | {
      /** The move was legal and applied. */
      ok: true;
      /** The new state (the given one is unchanged). */
      state: GameState;
      /** What happened, in order: the move and everything it set off. */
      events: GameEvent[];
    }
  | {
      /** The move was refused; nothing changed. */
      ok: false;
      /** Why, with a stable `code`. */
      error: IllegalMoveError;
    };

/**
 * Applies a legal move and returns the new state; the given state is never changed.
 *
 * @throws {@link IllegalMoveError} with a stable `code` if the move is not legal now.
 */
export function applyMove(state: GameState, move: Move): GameState {
  try {
    checkGameStateArgument(state, 'applyMove');
    const error = refusal(state, move);
    if (error !== null) throw error;
    return performed(state, move, undefined);
  } catch (error) {
    throw asEngineError(error, 'applyMove');
  }
}

/** Like {@link applyMove} but never throws, and also returns what happened, step by step. */
export function tryApplyMove(state: GameState, move: Move): MoveResult {
  try {
    checkGameStateArgument(state, 'tryApplyMove');
    const error = refusal(state, move);
    if (error !== null) return { ok: false, error };
    const events: GameEvent[] = [];
    return { ok: true, state: performed(state, move, events), events };
  } catch (error) {
    throw asEngineError(error, 'tryApplyMove');
  }
}

/**
 * Applies a move WITHOUT checking any rule and returns the new state; the given state is never
 * changed. The move is performed as if it were legal: nothing checks whose decision it is,
 * whether the phase allows it, or whether the seat may afford it, so the new state may break the
 * rules (a building where its requirements are not met, a supply below zero, ...).
 *
 * Meant for trusted moves only, such as a replay's probe of a record: the notation package
 * follows a record with it where the Buildings that unseen cards put on the board are not known
 * yet. Never use it for play; use {@link applyMove} or {@link tryApplyMove}, which check the move.
 *
 * @param state - A game state (checked to be one; see the `invalid-argument` error).
 * @param move - The move to perform, taken as legal; draft cards may be in any order.
 * @returns The state after the move, with everything it set off (turn, Sun, game end).
 * @throws `EngineError` with code `invalid-argument` if `state` is not a sound game state or the
 * move cannot be performed on it at all (it names, for example, a ship or card the state does not
 * have; the original error as `cause`); never any other error.
 */
export function applyMoveUnchecked(state: GameState, move: Move): GameState {
  try {
    checkGameStateArgument(state, 'applyMoveUnchecked');
    return performed(state, inCanonicalOrder(move), undefined);
  } catch (error) {
    throw asEngineError(error, 'applyMoveUnchecked');
  }
}

/** Why `move` cannot be applied to `state`, or null. */
function refusal(state: GameState, move: Move): IllegalMoveError | null {
  if (wasJustListed(state, move) || isLegalMoveSafe(state, move)) return null;
  // checkMove reads hostile moves safely and matches draft cards in any order.
  return checkMove(move, legalMoves(state), decisionOf(state));
}

/** The state after a legal move; its events go to `events` when given. */
function performed(state: GameState, given: Move, events: GameEvent[] | undefined): GameState {
  const change = beginChange(state, events);
  performMove(change, inCanonicalOrder(given));
  change.state.moves++;
  return change.state;
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
  return { ...move, cards: [...move.cards].sort((a, b) => order(a) - order(b)) };
}
