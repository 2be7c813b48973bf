import { invalidArgument } from './errors/argument-guards.js';
import { shipOwner as ownerOf } from './rules/board.js';

/**
 * The seat owning a ship id (0 is the first player): ship ids run seat by seat, `SHIPS_PER_SEAT`
 * to a seat. The one home of this fact for every package.
 *
 * @throws `EngineError` with code `invalid-argument` if `ship` is not a whole number from 0.
 *
 * @param ship - A ship id, as in `state.ships` and the areas' lines.
 */
export function shipOwner(ship: number): number {
  if (typeof ship !== 'number' || !Number.isInteger(ship) || ship < 0)
    throw invalidArgument('shipOwner', 'a ship id (a whole number from 0)', [ship]);
  return ownerOf(ship);
}
