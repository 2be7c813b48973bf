import type { ShipyardCard } from '@antarctica-game/engine';
import { buildingCardName, resourceCardName } from './card-names.js';
import type { NotationMove, ShipRef } from './record.js';
import { DECK_LETTERS, PLACE_LETTERS, SHIPYARD_LETTERS } from './vocabulary.js';

/** Writes the token of a move, without seat letter or annotation. */
export function writeMoveToken(move: NotationMove): string {
  switch (move.type) {
    case 'sail':
      return `s${move.to + 1}`;
    case 'build': {
      let token = `b${DECK_LETTERS[move.deck]}${move.track === null ? '-' : move.track + 1}`;
      if (move.resourceCard !== undefined) token += `+${resourceCardName(move.resourceCard)}`;
      if (move.reveal !== undefined)
        token += move.reveal === null ? '>?' : `>${buildingCardName(move.reveal)}`;
      return token;
    }
    case 'buildShip':
      return 'y';
    case 'recruit':
      return 'c';
    case 'research':
      return `r${move.track + 1}`;
    case 'playIcebreaker':
      return `ki${move.area + 1}`;
    case 'playPlaceScientist':
      return 'ks';
    case 'playPlusTwoScientists':
      return 'kp';
    case 'playFastResearch':
      return `kf${move.track + 1}`;
    case 'discard':
      if (move.resource === 'boardShip') return `x${shipName(move.ship)}`;
      return move.resource === 'cube' ? 'xc' : 'xa';
    case 'endTurn':
      return 'e';
    case 'moveShip':
      return `m${shipName(move.ship)}${move.to + 1}`;
    case 'advance':
      return `a${move.track + 1}`;
    case 'takeShipyardCard':
      return `t${cardLetter(move.card)}`;
    case 'draftPick':
      return `d${cardLetter(move.card)}`;
    case 'drawDraftCards':
      return move.cards === null ? 'w?' : `w${move.cards.map(cardLetter).join('')}`;
    case 'pass':
      return '-';
    case 'placeOpeningCube':
      return `o${move.track + 1}`;
    case 'placeShip':
      return `p${move.area + 1}`;
  }
}

/** A ship as written: its area from 1, then its place in line as a letter (`3b`). */
export function shipName(ship: ShipRef): string {
  return `${ship.area + 1}${PLACE_LETTERS[ship.place] ?? '?'}`;
}

function cardLetter(card: ShipyardCard | null): string {
  return card === null ? '?' : SHIPYARD_LETTERS[card];
}
