import { decisionOf } from '../state/decision.js';
import { moveKey } from '../state/move-key.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { isLegalDraftDraw, isLegalDraftPick } from './draft.js';
import { isLegalInSail } from './sail.js';
import { isLegalOpeningCube, isLegalPlaceShip } from './setup-moves.js';
import { isLegalInShipyardPick } from './shipyard-pick.js';
import { isLegalInTrackAction } from './track-action.js';
import { isLegalInTurn } from './turn.js';

/**
 * Whether `move` is one of `legalMoves(state)`, decided without listing them: `applyMove`
 * checks every move, and a bot has usually just listed the moves itself. Each decision's module
 * checks its moves. A test checks every move of every type against the list over thousands of
 * positions.
 */
export function isLegalMove(state: GameState, move: Move): boolean {
  if (Number.isNaN(moveKey(move))) return false;
  const decision = decisionOf(state);
  if (decision.kind === 'gameOver' || move.seat !== decision.seat) return false;
  switch (decision.kind) {
    case 'openingCube':
      return move.type === 'placeOpeningCube' && isLegalOpeningCube(state, move);
    case 'placeShip':
      return move.type === 'placeShip' && isLegalPlaceShip(state, move);
    case 'sail':
      return isLegalInSail(state, move, decision.from, decision.icebreaker);
    case 'turn':
      return isLegalInTurn(state, move, decision.area, decision.acted);
    case 'trackAction':
      return isLegalInTrackAction(state, move, decision.symbol);
    case 'shipyardPick':
      return isLegalInShipyardPick(state, move);
    case 'draftDraw':
      return isLegalDraftDraw(state, move, decision.count);
    case 'draft':
      return isLegalDraftPick(move, decision.cards);
  }
}
