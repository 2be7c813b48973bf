import { checkGameStateArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import { listActionMoves, listMoves } from './rules/list-moves.js';
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

/**
 * The legal moves of the turn's one action (`build`, `buildShip`, `recruit`, `research`) of the
 * player who must decide now: exactly the moves of those types that {@link legalMoves} lists, in
 * its order, without working out the others (Shipyard Cards, discards, ending the turn). Empty
 * when the game waits for another decision, or once the turn's action is taken.
 *
 * For bots that weigh only the actions after sailing, as the heuristic of `@antarctica-game/bots`
 * does for each area it could sail to. As with {@link legalMoves}, the array is the caller's own,
 * the moves are frozen and shared, and applying one to the state it was listed for skips checking
 * it again.
 */
export function actionMoves(state: GameState): Move[] {
  try {
    checkGameStateArgument(state, 'actionMoves');
    const moves = listActionMoves(state);
    rememberListed(state, moves);
    return moves;
  } catch (error) {
    throw asEngineError(error, 'actionMoves');
  }
}
