import { buildingBit } from '../edition/building-bit.js';
import { BUILDING_TYPES, type BuildingType } from '../edition/edition.js';
import {
  type AreaState,
  type GameState,
  SHIP_AVAILABLE,
  SHIP_IN_BOX,
  SHIPS_PER_SEAT,
} from '../state/state.js';
import { hasShipSpace } from './table-rules.js';

/** Whether an area has a building of the given kind. */
export function hasBuilding(state: GameState, area: number, type: BuildingType): boolean {
  return ((state.areas[area]?.buildings ?? 0) & buildingBit(type)) !== 0;
}

/** The buildings standing in an area, as kinds. */
export function buildingsIn(state: GameState, area: number): BuildingType[] {
  const set = state.areas[area]?.buildings ?? 0;
  return BUILDING_TYPES.filter((_, index) => (set & (1 << index)) !== 0);
}

/** Number of buildings standing in an area. */
export function buildingCount(state: GameState, area: number): number {
  let set = state.areas[area]?.buildings ?? 0;
  let count = 0;
  while (set !== 0) {
    set &= set - 1;
    count++;
  }
  return count;
}

/**
 * The seat owning a ship: ship ids run seat by seat, `SHIPS_PER_SEAT` to a seat. The one place
 * every package reads this from.
 */
export function shipOwner(ship: number): number {
  // The division by SHIPS_PER_SEAT (8) as a shift: the same floor, also for the negative places,
  // and it was one of the hottest lines of move generation.
  return ship >> SHIP_ID_SHIFT;
}

/** A ship's place among its seat's ships, from 0: the other half of a ship id. */
export function shipNumber(ship: number): number {
  return ship & (SHIPS_PER_SEAT - 1);
}

/** log2 of {@link SHIPS_PER_SEAT}. */
const SHIP_ID_SHIFT = 3;
if (1 << SHIP_ID_SHIFT !== SHIPS_PER_SEAT)
  throw new Error('SHIP_ID_SHIFT must match SHIPS_PER_SEAT');

/** The seat's first ship (lowest id) on Available Resources, or -1 if it has none there. */
/**
 * How many ships a seat still has to play with: on the board or on Available Resources (not in the
 * box, not discarded). `ships` is `state.ships` or a player view's.
 */
export function shipsLeft(ships: readonly number[], seat: number): number {
  let left = 0;
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++)
    if ((ships[ship] ?? SHIP_IN_BOX) >= SHIP_AVAILABLE) left++;
  return left;
}

export function firstAvailableShip(state: GameState, seat: number): number {
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++)
    if (state.ships[ship] === SHIP_AVAILABLE) return ship;
  return -1;
}

/** Whether a seat has a ship on Available Resources. */
export function hasAvailableShip(state: GameState, seat: number): boolean {
  return firstAvailableShip(state, seat) >= 0;
}

/** How many of a seat's ships are in an area. */
export function shipsOfSeatIn(state: GameState, seat: number, area: number): number {
  const ships = state.areas[area]?.ships;
  if (ships === undefined) return 0;
  let count = 0;
  for (let index = 0; index < ships.length; index++)
    if (shipOwner(ships[index] as number) === seat) count++;
  return count;
}

/** Own ships plus own scientists in an area: what a Camp recruits and a Research Center researches. */
export function presence(state: GameState, seat: number, area: number): number {
  return shipsOfSeatIn(state, seat, area) + (state.areas[area]?.scientists[seat] ?? 0);
}

/** Whether a ship can sail or be moved into an area: open and with a free ship space. */
export function canEnter(state: GameState, area: number): boolean {
  const target = state.areas[area];
  return target !== undefined && hasShipSpace(target, state.edition.shipSpaces);
}

/** Whether a ship in `from` has anywhere to go: another open area with a free ship space. */
export function canSailFrom(state: GameState, from: number): boolean {
  for (let area = 0; area < state.areas.length; area++)
    if (area !== from && canEnter(state, area)) return true;
  return false;
}

/** The buildings a seat has access to (a ship of its in their area), as a bit set. */
export function accessibleBuildings(state: GameState, seat: number): number {
  // Read from where the seat's ships are (a handful) rather than from every line.
  let set = 0;
  const { ships, areas } = state;
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
    const where = ships[ship] ?? -1;
    if (where >= 0) set |= (areas[where] as AreaState).buildings;
  }
  return set;
}

/** Seats in counter-clockwise order starting with `first`. */
export function seatsFrom(state: GameState, first: number): number[] {
  const count = state.players.length;
  const seats: number[] = [];
  for (let offset = 0; offset < count; offset++) seats.push((first + offset) % count);
  return seats;
}
