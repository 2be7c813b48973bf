import { invalidArgument } from './errors/argument-guards.js';
import {
  shipsLeft as leftOf,
  shipNumber as numberOf,
  shipOwner as ownerOf,
} from './rules/board.js';

/**
 * The seat owning a ship id (0 is the first player): ship ids run seat by seat, `SHIPS_PER_SEAT`
 * to a seat. The one home of this fact for every package.
 *
 * @throws `EngineError` with code `invalid-argument` if `ship` is not a whole number from 0.
 *
 * @param ship - A ship id, as in `state.ships` and the areas' lines.
 */
export function shipOwner(ship: number): number {
  checkShipId('shipOwner', ship);
  return ownerOf(ship);
}

/**
 * A ship's place among its owner's ships, from 0 (the notation writes ship `A1` for seat 0's
 * number 0): with {@link shipOwner}, the two halves of a ship id.
 *
 * @throws `EngineError` with code `invalid-argument` if `ship` is not a whole number from 0.
 *
 * @param ship - A ship id, as in `state.ships` and the areas' lines.
 */
export function shipNumber(ship: number): number {
  checkShipId('shipNumber', ship);
  return numberOf(ship);
}

/**
 * How many ships a seat still has to play with: on the board or on Available Resources (not in
 * the box, not discarded). The bots keep their last ships from a discard by it.
 *
 * @throws `EngineError` with code `invalid-argument` if `ships` is not an array or `seat` not a
 * whole number from 0.
 *
 * @param ships - Where every ship is: `state.ships`, or a player view's `ships`.
 * @param seat - The seat (0 is the first player).
 */
export function shipsLeft(ships: readonly number[], seat: number): number {
  if (!Array.isArray(ships) || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0)
    throw invalidArgument('shipsLeft', 'where the ships are and a seat', [ships, seat]);
  return leftOf(ships, seat);
}

function checkShipId(name: string, ship: number): void {
  if (typeof ship !== 'number' || !Number.isInteger(ship) || ship < 0)
    throw invalidArgument(name, 'a ship id (a whole number from 0)', [ship]);
}
