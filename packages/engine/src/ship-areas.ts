import { checkGameStateArgument, checkSeatArgument } from './errors/argument-guards.js';
import { accessibleBuildings as accessOf } from './rules/board.js';
import { type GameState, SHIPS_PER_SEAT } from './state/state.js';

/**
 * The areas where a seat has ships on the board, each once, in the order of the seat's ship ids:
 * where it has access to Buildings (to build, a card's requirements need a ship in an area with
 * each). The one home of this reading for every package.
 *
 * @param state - The game state.
 * @param seat - The seat (0 is the first player).
 * @throws `EngineError` with code `invalid-argument` for a state or seat of the wrong kind.
 */
export function shipAreas(state: GameState, seat: number): number[] {
  checkGameStateArgument(state, 'shipAreas');
  checkSeatArgument(state, seat, 'shipAreas');
  const areas: number[] = [];
  for (let ship = seat * SHIPS_PER_SEAT; ship < (seat + 1) * SHIPS_PER_SEAT; ship++) {
    const where = state.ships[ship] ?? -1;
    if (where >= 0 && !areas.includes(where)) areas.push(where);
  }
  return areas;
}

/**
 * The Buildings a seat has access to, as a bit set over `BUILDING_TYPES` (bit i: the i-th kind),
 * as `state.areas[i].buildings` holds them: those of every area where it has a ship.
 *
 * @param state - The game state.
 * @param seat - The seat (0 is the first player).
 * @throws `EngineError` with code `invalid-argument` for a state or seat of the wrong kind.
 */
export function accessibleBuildings(state: GameState, seat: number): number {
  checkGameStateArgument(state, 'accessibleBuildings');
  checkSeatArgument(state, seat, 'accessibleBuildings');
  return accessOf(state, seat);
}
