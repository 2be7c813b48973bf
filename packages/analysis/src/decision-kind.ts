import type { Decision, GameState, Move } from '@antarctica-game/engine';
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

/**
 * Where the chance of a move's outcome came from: a build turns a Building Card up (and, when its
 * research starts a Shipyard draft, draws Shipyard Cards too); a table's draw states Shipyard
 * Cards; a draft that starts after any other move draws them.
 */
export function chanceKind(move: Move, before: GameState, after: GameState): ChanceKind {
  const drafts = (state: GameState): number =>
    state.pending.filter((effect) => effect.kind === 'draft' || effect.kind === 'draftDraw').length;
  const draft = drafts(after) > drafts(before) || move.type === 'drawDraftCards';
  if (move.type === 'build') return draft ? 'buildingCardAndShipyardCards' : 'buildingCard';
  return draft ? 'shipyardCards' : 'other';
}
