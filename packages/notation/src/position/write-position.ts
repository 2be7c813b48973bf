import {
  BUILDING_TYPES,
  DECKS,
  type Effect,
  type GameState,
  SHIP_AVAILABLE,
  SHIP_DISCARDED,
  SHIP_IN_BOX,
  SHIPS_PER_SEAT,
} from '@antarctica-game/engine';
import { BUILDING_CODES, SHIPYARD_LETTERS, seatLetter } from '../syntax/vocabulary.js';
import {
  buildingsOf,
  EFFECT_LETTERS,
  SHIP_PLACES,
  SYMBOL_LETTERS,
  shipRef,
} from './position-codes.js';

/** Options of {@link writePosition}. */
export interface WritePositionOptions {
  /**
   * Write the position as this seat sees it: the order of the Building Card piles under their
   * top cards, the Shipyard pile, the other players' Shipyard Cards and the random generator's
   * state become `?`.
   */
  seenBy?: number;
}

/**
 * Writes a game state as a position: one line of 16 fields separated by spaces, as FEN does for
 * chess (see docs/notation.md, "Positions"). The players' colours and names, the edition and the
 * rule readings are not part of it: a record states them in its tags. Reading the text back with
 * `readPosition` gives the same state.
 */
export function writePosition(state: GameState, options: WritePositionOptions = {}): string {
  const hidden = options.seenBy;
  const ids = (list: readonly number[]) =>
    list.length === 0 ? '-' : list.map((id) => id + 1).join('.');
  const areas = state.areas
    .map((area) => {
      const body = `${buildingsOf(area.buildings)
        .map((type) => BUILDING_CODES[type])
        .join('')}:${area.ships.map(shipRef).join('')}:${
        area.scientists.every((count) => count === 0) ? '' : area.scientists.join(',')
      }`;
      if (!area.closed) return body;
      return body === '::' ? '-' : `-${body}`;
    })
    .join('/');
  const players = state.players
    .map((player, seat) => {
      const cards =
        hidden !== undefined && hidden !== seat
          ? '?'.repeat(player.shipyardCards.length)
          : player.shipyardCards.map((card) => SHIPYARD_LETTERS[card]).join('');
      return `${player.supply}.${player.reserve}.${player.cubes}.${player.discarded}:${ids(player.buildingCards)}:${cards || '-'}:${ids(player.resourceCards)}:${player.startingBasicCard === null ? '-' : player.startingBasicCard + 1}`;
    })
    .join('/');
  const tracks = state.tracks
    .map(
      (track) =>
        `${track.closed ? '-' : ''}${track.spaces.map((seat) => (seat < 0 ? '.' : seatLetter(seat))).join('')}:${track.blueUsed.map(Number).join('')}`,
    )
    .join('/');
  const ships = state.players
    .map((_, seat) => {
      let out = '';
      for (let k = 0; k < SHIPS_PER_SEAT; k++) {
        const where = state.ships[seat * SHIPS_PER_SEAT + k] ?? SHIP_IN_BOX;
        out +=
          where >= 0
            ? SHIP_PLACES.board
            : where === SHIP_AVAILABLE
              ? SHIP_PLACES.available
              : where === SHIP_DISCARDED
                ? SHIP_PLACES.discarded
                : SHIP_PLACES.box;
      }
      return out;
    })
    .join('/');
  const piles = DECKS.map((deck) => {
    const pile = state.piles[deck];
    if (pile.length === 0) return '-';
    if (hidden === undefined) return ids(pile);
    return [...pile.slice(0, -1).map(() => '?'), (pile[pile.length - 1] as number) + 1].join('.');
  }).join('/');
  const shipyardPile =
    state.shipyardPile.length === 0
      ? '-'
      : hidden !== undefined
        ? '?'.repeat(state.shipyardPile.length)
        : state.shipyardPile.map((card) => SHIPYARD_LETTERS[card]).join('');
  const supply = BUILDING_TYPES.map((type) => state.buildingSupply[type] ?? 0).join('.');
  const icebreakers =
    state.icebreakers.length === 0
      ? '-'
      : state.icebreakers
          .map((entry) => `${entry.area + 1}${seatLetter(entry.seat)}${shipRef(entry.ship)}`)
          .join(',');
  const phase = `${state.phase === 'openingCube' ? 'o' : state.phase === 'placement' ? 'p' : state.phase === 'playing' ? 'g' : 'x'}${state.placed}${state.ended === null ? '' : state.ended === 'lastScientist' ? 's' : state.ended === 'lastBuilding' ? 'b' : 'n'}`;
  const turn = state.turn;
  const turnText =
    turn === null
      ? '-'
      : `${seatLetter(turn.seat)}${shipRef(turn.ship)}:${turn.from + 1}:${turn.to < 0 ? '-' : turn.to + 1}:${`${turn.acted ? 'a' : ''}${turn.discarded ? 'd' : ''}${turn.icebreaker ? 'i' : ''}` || '-'}:${turn.builtShips.length === 0 ? '-' : turn.builtShips.map(shipRef).join('')}`;
  const visit = state.visit;
  const played = visit.cardPlayed.map((value) => (value ? '1' : '0')).join('');
  const visitText = `${visit.area + 1}:${visit.icebreaker === null ? '-' : `${seatLetter(visit.icebreaker.seat)}${shipRef(visit.icebreaker.ship)}`}:${played}`;
  const pending = state.pending.length === 0 ? '-' : state.pending.map(writeEffect).join(',');
  const chance = `${state.chance === 'table' ? 't' : 'r'}${hidden !== undefined ? '?' : state.rng}`;
  return [
    areas,
    String(state.sun + 1),
    players,
    tracks,
    ships,
    piles,
    shipyardPile,
    ids(state.resourcePile),
    supply,
    icebreakers,
    phase,
    turnText,
    visitText,
    pending,
    chance,
    String(state.moves),
  ].join(' ');
}

function seats(list: readonly number[]): string {
  return list.map(seatLetter).join('');
}

function writeEffect(effect: Effect): string {
  const letter = EFFECT_LETTERS[effect.kind];
  switch (effect.kind) {
    case 'trackAction':
      return `${letter}${SYMBOL_LETTERS[effect.symbol]}${seatLetter(effect.mover)}:${seats(effect.seats)}:${effect.usedTracks.map((track) => track + 1).join('')}${effect.deferred.length === 0 ? '' : `(${effect.deferred.map(writeEffect).join(',')})`}`;
    case 'shipyardPick':
      return `${letter}:${seats(effect.seats)}`;
    case 'draft':
      return `${letter}:${seats(effect.seats)}:${effect.cards.map((card) => SHIPYARD_LETTERS[card]).join('')}`;
    case 'draftDraw':
      return `${letter}:${seats(effect.seats)}:${effect.count}`;
  }
}
