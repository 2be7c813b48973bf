import {
  checkGameStateArgument,
  checkSeatArgument,
  invalidArgument,
} from './errors/argument-guards.js';
import { presence as presenceOf } from './rules/board.js';
import type { GameState } from './state/state.js';

/**
 * A seat's presence in an area: its ships there plus its Scientists there. It is how many
 * Scientists a recruit at a Camp takes from the reserve (at most), and how far research at a
 * Research Center advances. The one home of this count for every package.
 *
 * @param state - The game state.
 * @param seat - The seat (0 is the first player).
 * @param area - The area's index in `state.areas`; an area that does not exist counts 0.
 * @throws `EngineError` with code `invalid-argument` for a state, seat or area of the wrong kind.
 */
export function presence(state: GameState, seat: number, area: number): number {
  checkGameStateArgument(state, 'presence');
  checkSeatArgument(state, seat, 'presence');
  if (typeof area !== 'number' || !Number.isInteger(area))
    throw invalidArgument('presence', 'an area index (a whole number)', [area]);
  return presenceOf(state, seat, area);
}
