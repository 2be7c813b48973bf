import { decisionOf } from '../state/decision.js';
import type { Move } from '../state/moves.js';
import type { GameState, TurnState } from '../state/state.js';
import { draftDrawMoves, draftMoves } from './draft.js';
import { sailDecisionMoves } from './sail.js';
import { openingCubeMoves, placeShipMoves } from './setup-moves.js';
import { shipyardPickMoves } from './shipyard-pick.js';
import { trackActionMoves } from './track-action.js';
import { turnActionMoves, turnMoves } from './turn.js';

/**
 * Every legal move of the player who must decide now, by the decision the game waits for; each
 * decision's module lists its moves. Empty once the game is over. See `legalMoves`.
 */
export function listMoves(state: GameState): Move[] {
  // Nearly every decision is a ship to sail or a turn to go on: read straight from the turn,
  // as decisionOf would, without making the decision object.
  const turn = turnDeciding(state);
  if (turn !== null)
    return turn.to < 0
      ? sailDecisionMoves(state, turn.seat, turn.from, turn.icebreaker)
      : turnMoves(state, turn.seat, turn.to, turn.acted);
  const decision = decisionOf(state);
  switch (decision.kind) {
    case 'gameOver':
      return [];
    case 'openingCube':
      return openingCubeMoves(state, decision.seat);
    case 'placeShip':
      return placeShipMoves(state, decision.seat);
    case 'sail':
      return sailDecisionMoves(state, decision.seat, decision.from, decision.icebreaker);
    case 'turn':
      return turnMoves(state, decision.seat, decision.area, decision.acted);
    case 'trackAction':
      return trackActionMoves(state, decision.seat, decision.symbol);
    case 'shipyardPick':
      return shipyardPickMoves(state, decision.seat);
    case 'draftDraw':
      return draftDrawMoves(state, decision.seat, decision.count);
    case 'draft':
      return draftMoves(decision.seat, decision.cards);
  }
}

/**
 * The action moves among {@link listMoves} (build, build a ship, recruit, research), in its
 * order, listing nothing else: none unless the decision is a turn whose action is still to take.
 * See `actionMoves`.
 */
export function listActionMoves(state: GameState): Move[] {
  const turn = turnDeciding(state);
  return turn === null || turn.to < 0 ? [] : turnActionMoves(state, turn.seat, turn.to, turn.acted);
}

/**
 * The turn whose ship sails or acts now (the decision `sail` or `turn`, as decisionOf reads it),
 * or null when the game waits for something else.
 */
function turnDeciding(state: GameState): TurnState | null {
  const turn = state.turn;
  return state.phase === 'playing' && state.pending.length === 0 ? turn : null;
}
