import type { Change } from '../state/change.js';
import { moveShipMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { AreaState, Effect, GameState } from '../state/state.js';
import { writableLine, writableShips } from '../state/writable.js';
import { canEnter, firstAvailableShip, seatsFrom, shipOwner } from './board.js';

/**
 * Puts one of a seat's available ships last in line in the Sun's area and gives every other
 * player a Shipyard Card (none if the pile cannot serve them all). Returns the effects to resolve,
 * or nothing if no ship could be built.
 */
export function buildShipInSunArea(change: Change, seat: number): Effect[] {
  const { state } = change;
  const ship = firstAvailableShip(state, seat);
  const line = state.areas[state.sun]?.ships;
  if (ship < 0 || line === undefined || line.length >= state.edition.shipSpaces) return [];
  writableLine(change, state.sun).push(ship);
  writableShips(change)[ship] = state.sun;
  // A new list: the list is shared between the states of a turn.
  if (state.turn !== null) state.turn.builtShips = [...state.turn.builtShips, ship];
  change.events?.push({ type: 'shipBuilt', seat, area: state.sun });
  const others = seatsFrom(state, seat).slice(1);
  if (state.shipyardPile.length < others.length) {
    if (state.shipyardPile.length > 0)
      change.events?.push({ type: 'shipyardCardsBoxed', count: state.shipyardPile.length });
    state.shipyardPile = [];
    return [];
  }
  return [{ kind: 'shipyardPick', seats: others }];
}

/**
 * Appends to `moves` the ship moves a seat could make with the "move a ship" track action: any of
 * its ships on the board except those built this turn, to any other open area with room. Order:
 * area, place in line, then target area.
 */
export function addShipMoves(state: GameState, seat: number, moves: Move[]): void {
  shipMoves(state, seat, moves);
}

/** Whether a seat has any move of {@link addShipMoves} (found without listing them). */
export function hasShipMove(state: GameState, seat: number): boolean {
  return shipMoves(state, seat, null);
}

/** The ship moves of {@link addShipMoves}, appended to `moves`; with null, whether there is one. */
function shipMoves(state: GameState, seat: number, moves: Move[] | null): boolean {
  const built = state.turn?.builtShips ?? [];
  const areas = state.areas;
  let found = false;
  for (let from = 0; from < areas.length; from++) {
    const line = (areas[from] as AreaState).ships;
    for (let index = 0; index < line.length; index++) {
      const ship = line[index] as number;
      if (shipOwner(ship) !== seat || built.includes(ship) || mustSail(state, ship)) continue;
      for (let to = 0; to < areas.length; to++) {
        if (to === from || !canEnter(state, to)) continue;
        if (moves === null) return true;
        moves.push(moveShipMove(seat, ship, to));
        found = true;
      }
    }
  }
  return found;
}

/**
 * Whether a ship is the one taking the turn and has not sailed yet: it must sail from where it
 * is, so "move a ship" (reached before sailing with the reading `cardTiming: 'anyTime'`) cannot
 * take it.
 */
export function mustSail(state: GameState, ship: number): boolean {
  const turn = state.turn;
  return turn !== null && turn.to < 0 && turn.ship === ship;
}

/** Moves a ship to the end of the line in another area. */
export function moveShip(change: Change, seat: number, ship: number, to: number): void {
  const { state } = change;
  const from = state.ships[ship] ?? -1;
  takeShipFromBoard(change, ship);
  writableLine(change, to).push(ship);
  writableShips(change)[ship] = to;
  change.events?.push({ type: 'shipMoved', seat, ship, from, to });
}

/** Removes a ship from its area's line (sailing, discarding). */
export function takeShipFromBoard(change: Change, ship: number): void {
  const where = change.state.ships[ship] ?? -1;
  const index = change.state.areas[where]?.ships.indexOf(ship) ?? -1;
  if (index < 0) return;
  // The ships behind move up one space; unlike splice, no list of the removed is made.
  const line = writableLine(change, where);
  for (let space = index; space < line.length - 1; space++) line[space] = line[space + 1] as number;
  line.pop();
}
