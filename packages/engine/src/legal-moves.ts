import { checkGameStateArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import { listMoves } from './rules/list-moves.js';
import { rememberListed } from './state/listed-moves.js';
import type { Move } from './state/moves.js';
import type { GameState } from './state/state.js';

/**
 * Every legal move of the player who must decide now, with its arguments. Empty once the game
 * is over. Moves that would change nothing (recruiting with an empty reserve, playing "+2
 * Scientists" with none left) are not listed; ending the turn covers doing nothing.
 *
 * The array is the caller's own, but the moves in it are frozen and shared between calls (the
 * same move is the same object every time): copy one to change it. Applying a listed move to
 * the state it was listed for skips checking it again, so treat states as immutable, as the
 * engine does.
 */
export function legalMoves(state: GameState): Move[] {
  try {
    checkGameStateArgument(state, 'legalMoves');
    const moves = listMoves(state);
    // The caller gets the array to sort or change; the remembered copy stays as listed.
    rememberListed(state, moves);
    return moves;
  } catch (error) {
    throw asEngineError(error, 'legalMoves');
  }
}
