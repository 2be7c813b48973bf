// Setup decisions: the opening cube of a 2-player game, and ships placed one by one in later
// games. Each move's listing, check and effect.
import type { Change } from '../state/change.js';
import { placeOpeningCubeMove, placeShipMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { writableLine, writablePlayer, writableShips, writableTrack } from '../state/writable.js';
import { canEnter, firstAvailableShip } from './board.js';
import { moveSun } from './turn-flow.js';

type PlaceOpeningCube = Extract<Move, { type: 'placeOpeningCube' }>;
type PlaceShip = Extract<Move, { type: 'placeShip' }>;

/** The opening cube: one move per open track. */
export function openingCubeMoves(state: GameState, seat: number): Move[] {
  const moves: Move[] = [];
  for (let track = 0; track < state.tracks.length; track++)
    if (!state.tracks[track]?.closed) moves.push(placeOpeningCubeMove(seat, track));
  return moves;
}

/** Whether the opening cube may go on this track (an open one). */
export function isLegalOpeningCube(state: GameState, move: PlaceOpeningCube): boolean {
  return state.tracks[move.track]?.closed === false;
}

/** Puts player B's cube on the first space of a track; setup goes on to placing ships. */
export function placeOpeningCube(change: Change, move: PlaceOpeningCube): void {
  const { state } = change;
  writablePlayer(change, move.seat).cubes--;
  writableTrack(change, move.track).spaces[0] = move.seat;
  change.events?.push({ type: 'openingCubePlaced', seat: move.seat, track: move.track });
  state.phase = 'placement';
  if (placementDone(state)) startPlaying(change);
}

/** Placing a ship: one move per area a ship can enter. */
export function placeShipMoves(state: GameState, seat: number): Move[] {
  const moves: Move[] = [];
  for (let area = 0; area < state.areas.length; area++)
    if (canEnter(state, area)) moves.push(placeShipMove(seat, area));
  return moves;
}

/** Whether a ship may be placed in this area (open, with a free ship space). */
export function isLegalPlaceShip(state: GameState, move: PlaceShip): boolean {
  return canEnter(state, move.area);
}

/** Places a ship from Available Resources (where setup keeps them until placed). */
export function placeShip(change: Change, move: PlaceShip): void {
  const { state } = change;
  const ship = firstAvailableShip(state, move.seat);
  writableLine(change, move.area).push(ship);
  writableShips(change)[ship] = move.area;
  state.placed++;
  change.events?.push({ type: 'shipPlaced', seat: move.seat, area: move.area });
  if (placementDone(state)) startPlaying(change);
}

function placementDone(state: GameState): boolean {
  return (
    state.placed >= (state.edition.placementOrder[state.players.length as 2 | 3 | 4]?.length ?? 0)
  );
}

/** Setup is done: the Sun moves from its starting area to the first area with ships. */
export function startPlaying(change: Change): void {
  change.state.phase = 'playing';
  moveSun(change);
}
