import type { Change } from '../state/change.js';
import type { Move } from '../state/moves.js';
import { performBuild } from './build.js';
import { buildShip } from './build-ship.js';
import { discard } from './discard.js';
import { draftPick, drawDraftCards } from './draft.js';
import { runEffects } from './effects.js';
import { pass } from './pass.js';
import { recruit } from './recruit.js';
import { research } from './research.js';
import { sail } from './sail.js';
import { placeOpeningCube, placeShip } from './setup-moves.js';
import {
  playFastResearch,
  playIcebreaker,
  playPlaceScientist,
  playPlusTwoScientists,
} from './shipyard-cards.js';
import { takeShipyardCard } from './shipyard-pick.js';
import { performAdvance, performMoveShip } from './track-action.js';
import { endTurn } from './turn.js';

/**
 * Carries out a move that is known to be legal, changing `change.state` in place, then resolves
 * whatever follows without a decision. Each kind of move is carried out by its rule's module;
 * the moves that can set off effects (actions, track actions, cards that advance, picks) are
 * followed by {@link runEffects}.
 */
export function performMove(change: Change, move: Move): void {
  if (change.state.players[move.seat] === undefined) return;
  switch (move.type) {
    case 'placeOpeningCube':
      placeOpeningCube(change, move);
      return;
    case 'placeShip':
      placeShip(change, move);
      return;
    case 'sail':
      sail(change, move);
      return;
    case 'playIcebreaker':
      playIcebreaker(change, move);
      return;
    case 'playPlaceScientist':
      playPlaceScientist(change, move);
      return;
    case 'playPlusTwoScientists':
      playPlusTwoScientists(change, move);
      return;
    case 'discard':
      discard(change, move);
      return;
    case 'build':
      performBuild(change, move);
      break;
    case 'buildShip':
      buildShip(change, move);
      break;
    case 'recruit':
      recruit(change, move);
      break;
    case 'research':
      research(change, move);
      break;
    case 'playFastResearch':
      playFastResearch(change, move);
      break;
    case 'endTurn':
      endTurn(change);
      break;
    case 'moveShip':
      performMoveShip(change, move);
      break;
    case 'advance':
      performAdvance(change, move);
      break;
    case 'pass':
      pass(change);
      break;
    case 'takeShipyardCard':
      takeShipyardCard(change, move);
      break;
    case 'drawDraftCards':
      drawDraftCards(change, move);
      break;
    case 'draftPick':
      draftPick(change, move);
      break;
  }
  runEffects(change);
}
