import type { Decision, Move } from '@antarctica-game/engine';
import type { ChanceKind, DecisionKind } from './analysis-types.js';

/** The kind of a decision, from the engine's decision and the move played there. */
export function decisionKind(decision: Decision, move: Move): DecisionKind {
  switch (decision.kind) {
    case 'openingCube':
    case 'placeShip':
      return 'setup';
    case 'sail':
      return 'sail';
    case 'trackAction':
      return 'track';
    case 'shipyardPick':
    case 'draft':
      return 'cards';
    default:
      break;
  }
  switch (move.type) {
    case 'build':
    case 'buildShip':
      return 'build';
    case 'research':
      return 'research';
    case 'playIcebreaker':
    case 'playPlaceScientist':
    case 'playPlusTwoScientists':
    case 'playFastResearch':
      return 'cards';
    default:
      return 'other';
  }
}

/** Where the chance of a move's outcome came from, by the move. */
export function chanceKind(move: Move): ChanceKind {
  if (move.type === 'build') return 'buildingCard';
  if (
    move.type === 'buildShip' ||
    move.type === 'drawDraftCards' ||
    move.type === 'takeShipyardCard'
  )
    return 'shipyardCards';
  return 'other';
}
