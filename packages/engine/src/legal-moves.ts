import { decisionOf } from './decision.js';
import { SHIPYARD_CARDS, type ShipyardCard } from './edition/edition.js';
import { editionBits } from './edition/edition-bits.js';
import { checkGameStateArgument } from './errors/argument-guards.js';
import { buildingBit, canEnter, hasAvailableShip, hasBuilding, shipOwner } from './rules/board.js';
import { addBuildMoves } from './rules/build.js';
import { advanceThreeTracks } from './rules/effects.js';
import { icebreakerAreas } from './rules/icebreaker.js';
import { canResearchOn, researchTracks } from './rules/research.js';
import { addShipMoves } from './rules/ships.js';
import { rememberListed } from './state/listed-moves.js';
import {
  advanceMove,
  buildShipMove,
  discardMove,
  discardShipMove,
  draftPickMove,
  endTurnMove,
  frozenMove,
  passMove,
  placeOpeningCubeMove,
  placeShipMove,
  playFastResearchMove,
  playIcebreakerMove,
  playPlaceScientistMove,
  playPlusTwoScientistsMove,
  recruitMove,
  researchMove,
  sailMove,
  takeShipyardCardMove,
} from './state/move-pool.js';
import type { Move } from './state/moves.js';
import {
  type AreaState,
  type GameState,
  SHIPS_PER_SEAT,
  type TrackActionEffect,
} from './state/state.js';

/**
 * Every legal move of the player who must decide now, with its arguments. Empty once the game
 * is over. Moves that would change nothing (recruiting with an empty reserve, playing "+2
 * Scientists" with none left) are not listed; ending the turn covers doing nothing.
 *
 * The array is the caller's own, but the moves in it are frozen and shared between calls (the
 * same move is the same object every time): copy one to change it. Applying a listed move to
 * the state it was listed for skips checking it again, so treat states as immutable, as the
 * engine does.
 */
export function legalMoves(state: GameState): Move[] {
  checkGameStateArgument(state, 'legalMoves');
  const moves = movesOf(state);
  // The caller gets the array to sort or change; the remembered copy stays as listed.
  rememberListed(state, moves);
  return moves;
}

function movesOf(state: GameState): Move[] {
  // Nearly every decision is a ship to sail or a turn to go on: read straight from the turn,
  // as decisionOf would, without making the decision object.
  const turn = state.turn;
  if (state.phase === 'playing' && state.pending.length === 0 && turn !== null)
    return turn.to < 0
      ? sailMoves(state, turn.seat, turn.from, turn.icebreaker)
      : turnMoves(state, turn.seat, turn.to, turn.acted);
  const decision = decisionOf(state);
  switch (decision.kind) {
    case 'gameOver':
      return [];
    case 'openingCube':
      return openTracks(state).map((track) => placeOpeningCubeMove(decision.seat, track));
    case 'placeShip':
      return state.areas.flatMap((_, area) =>
        canEnter(state, area) ? [placeShipMove(decision.seat, area)] : [],
      );
    case 'sail':
      return sailMoves(state, decision.seat, decision.from, decision.icebreaker);
    case 'turn':
      return turnMoves(state, decision.seat, decision.area, decision.acted);
    case 'trackAction': {
      const seat = decision.seat;
      const effect = state.pending[0] as TrackActionEffect;
      const moves: Move[] = [];
      if (decision.symbol === 'moveShip') addShipMoves(state, seat, moves);
      else
        for (const track of advanceThreeTracks({ state }, effect, seat))
          moves.push(advanceMove(seat, track));
      moves.push(passMove(seat));
      return moves;
    }
    case 'shipyardPick': {
      const moves: Move[] = SHIPYARD_CARDS.filter((card) => state.shipyardPile.includes(card)).map(
        (card) => takeShipyardCardMove(decision.seat, card),
      );
      if (state.rules.shipyardCardChoice === 'optional') moves.push(passMove(decision.seat));
      return moves;
    }
    case 'draftDraw':
      return draftDraws(state.shipyardPile, decision.count).map((cards) =>
        frozenMove({ type: 'drawDraftCards', seat: decision.seat, cards }),
      );
    case 'draft':
      return SHIPYARD_CARDS.filter((card) => decision.cards.includes(card)).map((card) =>
        draftPickMove(decision.seat, card),
      );
  }
}

function openTracks(state: GameState): number[] {
  return state.tracks.flatMap((track, index) => (track.closed ? [] : [index]));
}

function sailMoves(state: GameState, seat: number, from: number, icebreaker: boolean): Move[] {
  const moves: Move[] = [];
  for (let to = 0; to < state.areas.length; to++)
    if (to !== from && canEnter(state, to)) moves.push(sailMove(seat, to));
  // Discarding is allowed at any time of the turn, so also before sailing (it can free a ship space).
  addDiscardMoves(state, seat, moves);
  if (icebreaker) moves.push(passMove(seat));
  return moves;
}

function turnMoves(state: GameState, seat: number, area: number, acted: boolean): Move[] {
  const moves: Move[] = [];
  const player = state.players[seat];
  const turn = state.turn;
  if (player === undefined || turn === null) return moves;
  // The tracks research may go to, worked out at most once for building and "Fast Research".
  let tracks: number[] | undefined;
  if (!acted) {
    tracks = addBuildMoves(state, seat, area, moves);
    if (canBuildShip(state, seat, area)) moves.push(buildShipMove(seat));
    if (canRecruit(state, seat, area)) moves.push(recruitMove(seat));
    for (const track of researchTracksAt(state, seat, area)) moves.push(researchMove(seat, track));
  }
  if (!state.visit.cardPlayed[seat]) {
    const cards = player.shipyardCards;
    if (cards.includes('icebreaker'))
      for (const target of icebreakerAreas(state, seat))
        moves.push(playIcebreakerMove(seat, target));
    if (canPlayPlaceScientist(state, seat)) moves.push(playPlaceScientistMove(seat));
    if (canPlayPlusTwoScientists(state, seat)) moves.push(playPlusTwoScientistsMove(seat));
    if (cards.includes('fastResearch'))
      for (const track of tracks ?? researchTracks(state, seat))
        moves.push(playFastResearchMove(seat, track));
  }
  addDiscardMoves(state, seat, moves);
  moves.push(endTurnMove(seat));
  return moves;
}

/** Whether a seat may build a ship at a Shipyard in `area`: a ship left, room in the Sun's area. */
export function canBuildShip(state: GameState, seat: number, area: number): boolean {
  const sunLine = state.areas[state.sun]?.ships.length ?? 0;
  return (
    hasBuilding(state, area, 'shipyard') &&
    hasAvailableShip(state, seat) &&
    sunLine < state.edition.shipSpaces
  );
}

/** Whether a seat may recruit at a Camp in `area` (with someone left in its reserve). */
export function canRecruit(state: GameState, seat: number, area: number): boolean {
  return hasBuilding(state, area, 'camp') && (state.players[seat]?.reserve ?? 0) > 0;
}

/** Whether a seat may play "Place a Scientist" now (card in hand, one in supply). */
export function canPlayPlaceScientist(state: GameState, seat: number): boolean {
  const player = state.players[seat];
  if (player === undefined) return false;
  return player.shipyardCards.includes('placeScientist') && player.supply > 0;
}

/** Whether a seat may play "+2 Scientists" now (card in hand, one in reserve). */
export function canPlayPlusTwoScientists(state: GameState, seat: number): boolean {
  const player = state.players[seat];
  if (player === undefined) return false;
  return player.shipyardCards.includes('plusTwoScientists') && player.reserve > 0;
}

/** The tracks the Research Centers in an area let a seat advance on. */
export function researchTracksAt(state: GameState, seat: number, area: number): number[] {
  const buildings = state.areas[area]?.buildings ?? 0;
  const tracks: number[] = [];
  if ((buildings & RESEARCH_CENTERS) === 0) return tracks;
  const centers = editionBits(state.edition).centers;
  for (let index = 0; index < centers.length; index++)
    if (((centers[index] as number) & buildings) !== 0 && canResearchOn(state, seat, index))
      tracks.push(index);
  return tracks;
}

/** The three Research Centers as a bit set. */
const RESEARCH_CENTERS =
  buildingBit('inlandResearchCenter') |
  buildingBit('coastalResearchCenter') |
  buildingBit('navalResearchCenter');

/**
 * Appends to `moves` the discards a seat may make now: once per turn, a cube, a ship from
 * Available Resources, or any of its ships on the board. The ship taking the turn must sail
 * first, and with the reading `turnShipDiscard: 'never'` it cannot be discarded at all.
 */
function addDiscardMoves(state: GameState, seat: number, moves: Move[]): void {
  const turn = state.turn;
  const player = state.players[seat];
  if (turn === null || player === undefined || turn.discarded) return;
  if (player.cubes > 0) moves.push(discardMove(seat, 'cube'));
  if (hasAvailableShip(state, seat)) moves.push(discardMove(seat, 'availableShip'));
  const turnShipMay = turnShipMayGo(state, turn.ship);
  // The moves follow board order (area, then place in line); only the lines holding one of the
  // seat's ships are read, found from where its ships are: a bit per area (an edition has at
  // most 16, see validateEdition).
  let areasWithShips = 0;
  const ships = state.ships;
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
    const where = ships[ship] ?? -1;
    if (where >= 0) areasWithShips |= 1 << where;
  }
  const areas = state.areas;
  while (areasWithShips !== 0) {
    // The lowest bit set first (x & -x isolates it), then clear it.
    const area = 31 - Math.clz32(areasWithShips & -areasWithShips);
    areasWithShips &= areasWithShips - 1;
    const line = (areas[area] as AreaState).ships;
    for (let index = 0; index < line.length; index++) {
      const ship = line[index] as number;
      if (shipOwner(ship) === seat && (ship !== turn.ship || turnShipMay))
        moves.push(discardShipMove(seat, ship));
    }
  }
}

/** Whether a ship may be discarded as far as the turn is concerned (see `addDiscardMoves`). */
export function turnShipMayGo(state: GameState, ship: number): boolean {
  const turn = state.turn;
  if (turn === null || ship !== turn.ship) return true;
  return turn.to >= 0 && state.rules.turnShipDiscard === 'afterSailing';
}

/**
 * Every distinct set of `count` Shipyard Cards the pile can turn up, each sorted in the order of
 * {@link SHIPYARD_CARDS}.
 */
export function draftDraws(pile: readonly ShipyardCard[], count: number): ShipyardCard[][] {
  const left = SHIPYARD_CARDS.map((card) => pile.filter((candidate) => candidate === card).length);
  const draws: ShipyardCard[][] = [];
  const pick = (kind: number, cards: ShipyardCard[]): void => {
    if (cards.length === count) {
      draws.push(cards.slice());
      return;
    }
    for (let next = kind; next < SHIPYARD_CARDS.length; next++) {
      if ((left[next] ?? 0) === 0) continue;
      left[next] = (left[next] ?? 0) - 1;
      cards.push(SHIPYARD_CARDS[next] as ShipyardCard);
      pick(next, cards);
      cards.pop();
      left[next] = (left[next] ?? 0) + 1;
    }
  };
  pick(0, []);
  return draws;
}
