// Building a ship at a Shipyard (a turn's action): its listing, check and effect.
import type { Change } from '../state/change.js';
import { buildShipMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { hasAvailableShip, hasBuilding } from './board.js';
import { resolveNext } from './effects.js';
import { buildShipInSunArea } from './ships.js';

/** Whether a seat may build a ship at a Shipyard in `area`: a ship left, room in the Sun's area. */
export function canBuildShip(state: GameState, seat: number, area: number): boolean {
  const sunLine = state.areas[state.sun]?.ships.length ?? 0;
  return (
    hasBuilding(state, area, 'shipyard') &&
    hasAvailableShip(state, seat) &&
    sunLine < state.edition.shipSpaces
  );
}

/** Appends the ship a seat may build in `area` now, if any. */
export function addBuildShipMoves(state: GameState, seat: number, area: number, moves: Move[]) {
  if (canBuildShip(state, seat, area)) moves.push(buildShipMove(seat));
}

/** Builds a ship in the Sun's area; the other players then take Shipyard Cards. */
export function buildShip(change: Change, move: Extract<Move, { type: 'buildShip' }>): void {
  const turn = change.state.turn;
  if (turn === null) return;
  turn.acted = true;
  resolveNext(change, buildShipInSunArea(change, move.seat));
}
