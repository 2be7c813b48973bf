// The words a screen reader reads for each focusable part of the board: what stands in an area
// (who is first in line, buildings, scientists, who leads the majority), a track, a player.
import {
  BUILDING_TYPES,
  type DECKS,
  SHIP_AVAILABLE,
  SHIP_DISCARDED,
  shipOwner,
} from '@antarctica-game/engine';
import {
  type BoardState,
  majorityLeaders,
  pileCount,
  pileTop,
  resourceHand,
  shipsAt,
  shipyardHand,
} from './board-state.js';
import {
  BUILDINGS,
  DECK_NAMES,
  ordinal,
  SHIPYARD_CARD_NAMES,
  seatLetter,
  TRACK_SYMBOLS,
} from './names.js';

/** A player as the descriptions name them: "A (red)", or "you (A, red)" for the viewing seat. */
export function playerName(state: BoardState, seat: number, you?: number): string {
  const player = state.players[seat];
  const color = player?.color ?? '';
  const name = player?.name ? `${player.name}, ` : '';
  return seat === you
    ? `you (${name}${seatLetter(seat)}, ${color})`
    : `${seatLetter(seat)} (${name}${color})`;
}

const list = (items: string[], none: string): string => (items.length ? items.join(', ') : none);

/** The names of the Buildings standing in an area, from its bit set. */
export function buildingNames(bits: number): string[] {
  return BUILDING_TYPES.filter((_, index) => bits & (1 << index)).map((type) => BUILDINGS[type][0]);
}

/** What stands in one area, for a screen reader. */
export function describeArea(state: BoardState, index: number, you?: number): string {
  const area = state.areas[index];
  if (!area) return `Area ${index + 1}: no such area.`;
  const parts = [`Area ${index + 1}${state.sun === index ? ', the Sun is here' : ''}`];
  if (area.closed) parts.push('closed');
  const short = (seat: number) => (seat === you ? 'you' : seatLetter(seat));
  if (area.ships.length === 0) parts.push('no ships');
  else {
    const line = area.ships.map(
      (ship, at) =>
        `${ordinal(at + 1)} ${short(shipOwner(ship))}${state.icebreakers.some((ice) => ice.ship === ship && ice.area === index) ? ' with an Icebreaker' : ''}`,
    );
    parts.push(`first in line ${playerName(state, shipOwner(area.ships[0] as number), you)}`);
    parts.push(`ships in line: ${line.join(', ')}`);
  }
  parts.push(`buildings: ${list(buildingNames(area.buildings), 'none')}`);
  const scientists = area.scientists
    .map((count, seat) => (count > 0 ? `${short(seat)} ${count}` : ''))
    .filter(Boolean);
  parts.push(`scientists: ${list(scientists, 'none')}`);
  const leaders = majorityLeaders(area.scientists);
  if (leaders.length === 1)
    parts.push(`${playerName(state, leaders[0] as number, you)} leads the majority`);
  else if (leaders.length > 1)
    parts.push(`tied for the majority: ${leaders.map((seat) => short(seat)).join(' and ')}`);
  return `${parts.join('; ')}.`;
}

/** One Research Track, for a screen reader: its cubes by space and its symbols. */
export function describeTrack(state: BoardState, index: number, you?: number): string {
  const track = state.tracks[index];
  const data = state.edition.tracks[index];
  if (!track || !data) return `Research Track ${index + 1}: no such track.`;
  const parts = [`Research Track ${index + 1}`];
  if (track.closed) parts.push('closed');
  const cubes = track.spaces
    .map((seat, space) =>
      seat >= 0 ? `${seat === you ? 'you' : seatLetter(seat)} on ${space + 1}` : '',
    )
    .filter(Boolean);
  parts.push(`cubes: ${list(cubes, 'none')}`);
  const symbols = data.symbols.map(
    (symbol, at) =>
      `${symbol.color} ${TRACK_SYMBOLS[symbol.symbol][0]} on ${symbol.space + 1}${symbol.color === 'blue' && track.blueUsed[at] ? ' (used)' : ''}`,
  );
  parts.push(`spaces: ${list(symbols, 'no symbols')}`);
  return `${parts.join('; ')}.`;
}

/** One player's pieces and cards, for a screen reader; a hidden hand is told as a count. */
export function describePlayer(state: BoardState, seat: number, you?: number): string {
  const player = state.players[seat];
  if (!player) return `No player ${seatLetter(seat)}.`;
  const parts = [`Player ${playerName(state, seat, you)}`];
  if (state.turn?.seat === seat) parts.push('taking the turn');
  parts.push(
    `${shipsAt(state, seat, SHIP_AVAILABLE)} ships and ${player.cubes} cubes on Available Resources`,
    `${player.discarded} on Discarded Resources (${shipsAt(state, seat, SHIP_DISCARDED)} of them ships)`,
    `scientists: ${player.supply} in supply, ${player.reserve} in reserve`,
    `Building Cards: ${list(
      player.buildingCards.map(
        (card) => BUILDINGS[state.edition.buildingCards[card]?.builds ?? 'camp'][0],
      ),
      'none',
    )}`,
  );
  const shipyard = shipyardHand(state, seat);
  parts.push(
    typeof shipyard === 'number'
      ? `${shipyard} hidden Shipyard Card${shipyard === 1 ? '' : 's'}`
      : `Shipyard Cards: ${list(
          shipyard.map((card) => SHIPYARD_CARD_NAMES[card]),
          'none',
        )}`,
  );
  const resources = resourceHand(state, seat);
  parts.push(
    typeof resources === 'number'
      ? `${resources} hidden Resource Card${resources === 1 ? '' : 's'}`
      : `${resources.length} Resource Card${resources.length === 1 ? '' : 's'}`,
  );
  return `${parts.join('; ')}.`;
}

/** A Building Card pile: its top card and size. */
export function describePile(state: BoardState, deck: (typeof DECKS)[number]): string {
  const top = pileTop(state, deck);
  const count = pileCount(state, deck);
  const card = top === null ? undefined : state.edition.buildingCards[top];
  const name = `${DECK_NAMES[deck]} pile, ${count} cards`;
  if (!card) return `${name}, empty.`;
  const needs = card.requires.map((type) => BUILDINGS[type][0]).join(' and ');
  return `${name}; top: ${BUILDINGS[card.builds][0]}, needs ${needs || 'nothing'}, ${card.scientists} scientists, ${card.research} research${card.asterisk ? ', asterisk' : ''}.`;
}

/** Whose turn it is, or where the game is, in a few words. */
export function turnLine(state: BoardState, you?: number): string {
  if (state.phase === 'over') return 'Game over';
  if (state.phase === 'openingCube') return 'Opening cube';
  if (state.phase === 'placement') return 'Placing ships';
  return state.turn ? `Turn: ${playerName(state, state.turn.seat, you)}` : '';
}

/** Who must decide what before the turn goes on (a track action, a Shipyard Card), or ''. */
export function waitingLine(state: BoardState, you?: number): string {
  const effect = state.pending[0];
  const seat = effect?.seats[0];
  if (!effect || seat === undefined) return '';
  const who = seat === you ? 'you' : seatLetter(seat);
  switch (effect.kind) {
    case 'trackAction':
      return `${who}: ${TRACK_SYMBOLS[effect.symbol][0]}`;
    case 'shipyardPick':
      return `${who}: take a Shipyard Card?`;
    case 'draft':
      return `${who}: pick from the draft`;
    case 'draftDraw':
      return `${who}: turn up ${effect.count} Shipyard Cards`;
  }
}
