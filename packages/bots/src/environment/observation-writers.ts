import {
  type AreaState,
  BUILDING_TYPES,
  type Decision,
  type Edition,
  type Effect,
  type Icebreaker,
  type PlayerState,
  SHIP_AVAILABLE,
  SHIP_DISCARDED,
  SHIPS_PER_SEAT,
  SHIPYARD_CARDS,
  type ShipyardCard,
  shipOwner,
  TRACK_SYMBOLS,
  type TrackState,
  type TurnState,
} from '@antarctica-game/engine';

// The blocks of an observation, each written by one function into an array that holds zeros where
// the block is: the encoder of a view writes them all into a fresh array, the environment's
// encoder (`state-observation.ts`) only those whose part of the state changed since its last
// observation of the seat. Each writes only its ones and counts and reads no list past its end
// (V8 reads an element beyond an array's length many times slower than one inside).

/** Seats are always laid out for four players (empty seats are zeros). */
export const SEATS = 4;
export const DECISIONS = [
  'openingCube',
  'placeShip',
  'sail',
  'turn',
  'trackAction',
  'shipyardPick',
  'draft',
  'gameOver',
] as const;
export const EFFECTS = ['trackAction', 'shipyardPick', 'draft', 'draftDraw'] as const;
export const PER_SEAT = [
  'present',
  'supply',
  'reserve',
  'cubes',
  'discarded',
  'buildingCards',
  'shipyardCards',
  'resourceCards',
  'shipsOnBoard',
  'shipsAvailable',
  'shipsDiscarded',
] as const;

/** Fills `relative` with each seat as seen from the viewer: 0 is the viewer, 1 the next seat. */
export function relativeSeats(relative: number[], viewer: number, players: number): void {
  for (let seat = 0; seat < players; seat++) relative[seat] = (seat - viewer + players) % players;
}

/** How many numbers the block before the areas holds. */
export const headerSize = (edition: Edition): number =>
  3 + DECISIONS.length + SEATS + 1 + edition.areas * 2 + 2;

/** How many numbers each area's block holds. */
export const areaSize = (edition: Edition): number =>
  1 + edition.shipSpaces * SEATS + BUILDING_TYPES.length + SEATS + SEATS;

/** How many numbers the block of every seat (relative) holds. */
export const SEATS_SIZE = SEATS * PER_SEAT.length;

/** Writes the block before the areas at 0: players, decision, deciding seat, Sun, turn. */
export function writeHeader(
  out: number[],
  edition: Edition,
  players: number,
  viewer: number,
  relative: readonly number[],
  decision: Decision,
  sun: number,
  turn: TurnState | null,
): void {
  const areaCount = edition.areas;
  let at = 0;
  if (players - 2 >= 0 && players - 2 < 3) out[players - 2] = 1;
  at += 3;
  const kind = DECISIONS.indexOf(decision.kind as (typeof DECISIONS)[number]);
  if (kind >= 0) out[at + kind] = 1;
  at += DECISIONS.length;
  const deciding = 'seat' in decision ? decision.seat : -1;
  if (deciding >= 0) out[at + (relative[deciding] as number)] = 1;
  at += SEATS;
  out[at++] = deciding === viewer ? 1 : 0;
  if (sun >= 0 && sun < areaCount) out[at + sun] = 1;
  at += areaCount;
  if (turn !== null && turn.to >= 0 && turn.to < areaCount) out[at + turn.to] = 1;
  at += areaCount;
  out[at++] = turn?.acted ? 1 : 0;
  out[at] = turn?.icebreaker ? 1 : 0;
}

/** Writes area `index`'s block at `at`: closed, its line of ships, buildings, scientists, Icebreaker. */
export function writeArea(
  out: number[],
  at: number,
  edition: Edition,
  players: number,
  relative: readonly number[],
  area: AreaState,
  index: number,
  icebreakers: readonly Icebreaker[],
): void {
  const shipSpaces = edition.shipSpaces;
  if (area.closed) out[at] = 1;
  at++;
  const line = area.ships;
  const inLine = Math.min(line.length, shipSpaces);
  for (let space = 0; space < inLine; space++)
    out[at + space * SEATS + (relative[shipOwner(line[space] as number)] as number)] = 1;
  at += shipSpaces * SEATS;
  for (let bits = area.buildings & BUILDING_BITS; bits !== 0; bits &= bits - 1)
    out[at + 31 - Math.clz32(bits & -bits)] = 1;
  at += BUILDING_TYPES.length;
  const scientists = area.scientists;
  const seated = Math.min(scientists.length, players);
  for (let seat = 0; seat < seated; seat++)
    out[at + (relative[seat] as number)] = scientists[seat] as number;
  at += SEATS;
  for (let entry = 0; entry < icebreakers.length; entry++) {
    const icebreaker = icebreakers[entry] as Icebreaker;
    if (icebreaker.area !== index) continue;
    out[at + (relative[icebreaker.seat] as number)] = 1;
    break;
  }
}

/** Writes a Research Track's block at `at` (`spaces` of the edition's track); the index after it. */
export function writeTrack(
  out: number[],
  at: number,
  relative: readonly number[],
  track: TrackState,
  spaces: number,
): number {
  if (track.closed) out[at] = 1;
  at++;
  const held = track.spaces;
  const written = Math.min(held.length, spaces);
  for (let space = 0; space < written; space++) {
    const seat = held[space] as number;
    if (seat >= 0) out[at + space * SEATS + (relative[seat] as number)] = 1;
  }
  at += spaces * SEATS;
  const blueUsed = track.blueUsed;
  for (let symbol = 0; symbol < blueUsed.length; symbol++)
    if (blueUsed[symbol]) out[at + symbol] = 1;
  return at + blueUsed.length;
}

/** A player as the block of every seat reads them: the view's or the state's (a hand is counted either way). */
export interface SeatCounts {
  supply: number;
  reserve: number;
  cubes: number;
  discarded: number;
  buildingCards: readonly number[];
  shipyardCards: number | readonly unknown[];
  resourceCards: number | readonly unknown[];
}

/**
 * Writes the block of every seat at `perSeat`: present, the counts of the player's pieces and
 * cards (here), and their ships (see {@link writeSeatShips}). Every number of a present seat is
 * written (none is a one-hot), so the block needs no clearing while the players stay.
 */
export function writeSeatCounts(
  out: number[],
  perSeat: number,
  relative: readonly number[],
  seats: readonly SeatCounts[],
): void {
  const players = seats.length;
  for (let seat = 0; seat < players; seat++) {
    const base = perSeat + (relative[seat] as number) * PER_SEAT.length;
    const player = seats[seat] as SeatCounts;
    out[base] = 1;
    out[base + 1] = player.supply;
    out[base + 2] = player.reserve;
    out[base + 3] = player.cubes;
    out[base + 4] = player.discarded;
    out[base + 5] = player.buildingCards.length;
    out[base + 6] = countOf(player.shipyardCards);
    out[base + 7] = countOf(player.resourceCards);
  }
}

/**
 * Writes each seat's ships on the board, on Available Resources and discarded into the block of
 * every seat at `perSeat` (a seat's ships are the ids from seat * SHIPS_PER_SEAT on).
 */
export function writeSeatShips(
  out: number[],
  perSeat: number,
  relative: readonly number[],
  players: number,
  ships: readonly number[],
): void {
  for (let seat = 0; seat < players; seat++) {
    const base = perSeat + (relative[seat] as number) * PER_SEAT.length + 8;
    let onBoard = 0;
    let available = 0;
    let discarded = 0;
    for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
      const place = ships[ship];
      if (place === undefined) continue;
      if (place >= 0) onBoard++;
      else if (place === SHIP_AVAILABLE) available++;
      else if (place === SHIP_DISCARDED) discarded++;
    }
    out[base] = onBoard;
    out[base + 1] = available;
    out[base + 2] = discarded;
  }
}

/** Writes the viewer's own hand at `at` (Shipyard Cards by kind, Resource Cards by id, starting card); the index after it. */
export function writeOwnHand(
  out: number[],
  at: number,
  edition: Edition,
  me:
    | PlayerState
    | { shipyardCards: unknown; resourceCards: unknown; startingBasicCard: unknown }
    | undefined,
): number {
  const ownShipyard = me !== undefined && Array.isArray(me.shipyardCards) ? me.shipyardCards : [];
  at = countKinds(out, at, ownShipyard);
  if (me !== undefined && Array.isArray(me.resourceCards)) {
    const held = me.resourceCards as number[];
    for (let index = 0; index < held.length; index++) {
      const id = held[index] as number;
      out[at + id] = (out[at + id] ?? 0) + 1;
    }
  }
  at += edition.resourceCards.length;
  out[at++] = me?.startingBasicCard === null || me?.startingBasicCard === undefined ? 0 : 1;
  return at;
}

/** Writes a Building Card pile's size and top card at `at`; the index after it. */
export function writePile(
  out: number[],
  at: number,
  edition: Edition,
  count: number,
  top: number,
): number {
  const cards = edition.buildingCards.length;
  out[at++] = count;
  if (top >= 0 && top < cards) out[at + top] = 1;
  return at + cards;
}

/**
 * Writes the blocks after the piles at `at`: the Shipyard pile (its size, and its cards by kind
 * when shown), the Resource Card pile, the first waiting effect, the draft's cards shown, the
 * building pieces left and the moves played.
 */
export function writeRest(
  out: number[],
  at: number,
  shipyard: readonly ShipyardCard[] | number,
  resourcePile: number,
  effect: Effect | undefined,
  supply: Readonly<Record<string, number>>,
  moves: number,
): void {
  out[at++] = Array.isArray(shipyard) ? shipyard.length : (shipyard as number);
  at = countKinds(out, at, Array.isArray(shipyard) ? shipyard : []);
  out[at++] = resourcePile;
  const effectKind = effect === undefined ? -1 : EFFECTS.indexOf(effect.kind);
  if (effectKind >= 0) out[at + effectKind] = 1;
  at += EFFECTS.length;
  const symbol = effect?.kind === 'trackAction' ? TRACK_SYMBOLS.indexOf(effect.symbol) : -1;
  if (symbol >= 0) out[at + symbol] = 1;
  at += TRACK_SYMBOLS.length;
  at = countKinds(out, at, effect?.kind === 'draft' ? effect.cards : []);
  at = supplyCounts(out, at, supply);
  out[at] = moves;
}

const BUILDING_BITS = (1 << BUILDING_TYPES.length) - 1;

/**
 * Writes the building pieces left, in {@link BUILDING_TYPES} order, at `at`; the index after them.
 * Read by name: a loop over the names makes each read a slow lookup by a changing key.
 */
function supplyCounts(out: number[], at: number, supply: Readonly<Record<string, number>>): number {
  if (BUILDING_TYPES.length !== 14 || BUILDING_TYPES[13] !== 'parabolicAntenna') {
    for (let building = 0; building < BUILDING_TYPES.length; building++)
      out[at + building] = supply[BUILDING_TYPES[building] as string] ?? 0;
    return at + BUILDING_TYPES.length;
  }
  out[at] = supply.camp ?? 0;
  out[at + 1] = supply.shipyard ?? 0;
  out[at + 2] = supply.crane ?? 0;
  out[at + 3] = supply.shaftTower ?? 0;
  out[at + 4] = supply.derrick ?? 0;
  out[at + 5] = supply.windTurbine ?? 0;
  out[at + 6] = supply.lab ?? 0;
  out[at + 7] = supply.factory ?? 0;
  out[at + 8] = supply.inlandResearchCenter ?? 0;
  out[at + 9] = supply.coastalResearchCenter ?? 0;
  out[at + 10] = supply.navalResearchCenter ?? 0;
  out[at + 11] = supply.headquarters ?? 0;
  out[at + 12] = supply.planktonFarm ?? 0;
  out[at + 13] = supply.parabolicAntenna ?? 0;
  return at + 14;
}

/** Writes how many of `cards` are of each Shipyard Card kind at `at`; the index after them. */
function countKinds(out: number[], at: number, cards: readonly ShipyardCard[]): number {
  for (let index = 0; index < cards.length; index++) {
    const kind = SHIPYARD_CARDS.indexOf(cards[index] as ShipyardCard);
    if (kind >= 0) out[at + kind] = (out[at + kind] as number) + 1;
  }
  return at + SHIPYARD_CARDS.length;
}

function countOf(cards: number | readonly unknown[]): number {
  return typeof cards === 'number' ? cards : cards.length;
}
