import {
  currentDecision,
  DECKS,
  type GameState,
  legalMoves,
  SHIP_AVAILABLE,
  shipOwner,
} from '@antarctica-game/engine';
import { buildingsOf } from '../position/position-codes.js';
import { engineMoveText } from '../replay/line/convert-move.js';
import { buildingCardName, buildingCardRefOf, buildingCodes } from '../syntax/card-names.js';
import {
  BUILDING_CODES,
  PLACE_LETTERS,
  SHIPYARD_LETTERS,
  seatLetter,
} from '../syntax/vocabulary.js';

/**
 * The board of a state as plain text, in the notation's words: the Sun, each area's buildings,
 * ships in line and scientists, the Research Tracks, the piles, each player's pieces and cards,
 * and who must decide now with the legal moves written as tokens.
 */
export function boardText(state: GameState): string {
  const lines: string[] = [];
  const seats = state.players.map((_, seat) => seatLetter(seat));
  lines.push(
    `Sun in area ${state.sun + 1}; ${state.moves} move${state.moves === 1 ? '' : 's'} played`,
  );
  lines.push('');
  lines.push('Areas (ships first in line first; scientists by player)');
  state.areas.forEach((area, index) => {
    if (area.closed) {
      lines.push(`  ${pad(`${index + 1}${index === state.sun ? '*' : ''}`, 3)} closed`);
      return;
    }
    const buildings = buildingsOf(area.buildings)
      .map((type) => BUILDING_CODES[type])
      .join(' ');
    const ships = area.ships
      .map((ship, place) => `${PLACE_LETTERS[place]}:${seatLetter(shipOwner(ship))}`)
      .join(' ');
    const scientists = area.scientists
      .map((count, seat) => (count > 0 ? `${seats[seat]}${count}` : ''))
      .filter((entry) => entry !== '')
      .join(' ');
    const icebreaker = state.icebreakers.some((entry) => entry.area === index) ? ' icebreaker' : '';
    lines.push(
      `  ${pad(`${index + 1}${index === state.sun ? '*' : ''}`, 3)} ${pad(buildings || '-', 26)} ships ${pad(ships || '-', 12)} scientists ${scientists || '-'}${icebreaker}`,
    );
  });
  lines.push('');
  lines.push('Research Tracks (one character per space, from the first)');
  state.tracks.forEach((track, index) => {
    if (track.closed) {
      lines.push(`  ${index + 1}  closed`);
      return;
    }
    const spaces = track.spaces.map((seat) => (seat < 0 ? '.' : seatLetter(seat))).join('');
    lines.push(`  ${index + 1}  ${spaces}`);
  });
  lines.push('');
  const piles = DECKS.map((deck) => {
    const pile = state.piles[deck];
    const top = pile[pile.length - 1];
    return `${deck} ${pile.length}${top === undefined ? '' : ` (top ${buildingCardName(buildingCardRefOf(state.edition, top))})`}`;
  });
  lines.push(`Piles: ${piles.join(', ')}; Shipyard Cards ${state.shipyardPile.length}`);
  lines.push('');
  lines.push('Players');
  state.players.forEach((player, seat) => {
    const name = player.name === undefined ? player.color : `${player.color} ${player.name}`;
    const asterisks = player.buildingCards.filter(
      (card) => state.edition.buildingCards[card]?.asterisk,
    ).length;
    const shipyard = player.shipyardCards.map((card) => SHIPYARD_LETTERS[card]).join('') || '-';
    const resources =
      player.resourceCards
        .map((card) => buildingCodes(state.edition.resourceCards[card]?.grants ?? []))
        .join(' ') || '-';
    const ships = state.ships.filter(
      (place, ship) => place === SHIP_AVAILABLE && shipOwner(ship) === seat,
    ).length;
    lines.push(
      `  ${seats[seat]} ${name}: supply ${player.supply}, reserve ${player.reserve}, cubes ${player.cubes}, ships available ${ships}, discarded ${player.discarded}, Building Cards ${player.buildingCards.length} (${asterisks} *), Shipyard Cards ${shipyard}, Resource Cards ${resources}`,
    );
  });
  lines.push('');
  const decision = currentDecision(state);
  if (decision.kind === 'gameOver') lines.push(`Game over (${state.ended ?? 'ended'})`);
  else {
    const legal = legalMoves(state).map((move) => engineMoveText(state, move));
    lines.push(
      `Player ${seatLetter(decision.seat)} decides (${decision.kind}): ${legal.join(' ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}
