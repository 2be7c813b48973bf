// Short words for a move, as the chooser lists them and the action bar labels its buttons.
import type { Move } from '@antarctica-game/engine';
import type { BoardState } from './board-state.js';
import { BUILDINGS, DECK_NAMES, ordinal, SHIPYARD_CARD_NAMES } from './names.js';

const track = (index: number | null) =>
  index === null ? 'no track' : `Research Track ${index + 1}`;

/** A move in a few words, e.g. "Build from the Basic pile, research on Research Track 2". */
export function moveLabel(move: Move, state: BoardState): string {
  switch (move.type) {
    case 'placeOpeningCube':
      return `Place the opening cube on ${track(move.track)}`;
    case 'placeShip':
      return `Place a ship in area ${move.area + 1}`;
    case 'sail':
      return `Sail to area ${move.to + 1}`;
    case 'build': {
      const grants = state.edition.resourceCards[move.resourceCard ?? -1]?.grants ?? [];
      const card =
        move.resourceCard === undefined
          ? ''
          : `, a Resource Card for the ${grants.map((type) => BUILDINGS[type][0]).join(' or ')}`;
      return `Build from the ${DECK_NAMES[move.deck]} pile, research on ${track(move.track)}${card}`;
    }
    case 'buildShip':
      return 'Build a ship';
    case 'recruit':
      return 'Recruit scientists';
    case 'research':
      return `Research on ${track(move.track)}`;
    case 'playIcebreaker':
      return `Play an Icebreaker in area ${move.area + 1}`;
    case 'playPlaceScientist':
      return 'Play Place a Scientist';
    case 'playPlusTwoScientists':
      return 'Play +2 Scientists';
    case 'playFastResearch':
      return `Play Fast Research on ${track(move.track)}`;
    case 'discard': {
      if (!('ship' in move))
        return move.resource === 'cube' ? 'Discard a cube' : 'Discard an available ship';
      const area = state.ships[move.ship] ?? -1;
      const at = state.areas[area]?.ships.indexOf(move.ship) ?? -1;
      return `Discard the ${ordinal(at + 1)} ship in area ${area + 1}`;
    }
    case 'endTurn':
      return 'End the turn';
    case 'moveShip': {
      const from = state.ships[move.ship] ?? -1;
      const at = state.areas[from]?.ships.indexOf(move.ship) ?? -1;
      return `Move the ${ordinal(at + 1)} ship of area ${from + 1} to area ${move.to + 1}`;
    }
    case 'advance':
      return `Advance three on ${track(move.track)}`;
    case 'takeShipyardCard':
      return `Take ${SHIPYARD_CARD_NAMES[move.card]}`;
    case 'draftPick':
      return `Pick ${SHIPYARD_CARD_NAMES[move.card]}`;
    case 'drawDraftCards':
      return `Turn up ${move.cards.map((card) => SHIPYARD_CARD_NAMES[card]).join(', ')}`;
    case 'pass':
      return 'Pass';
  }
}
