// Discarding, once per turn at any time of it: a cube, a ship from Available Resources or one of
// one's ships on the board goes to Discarded Resources, and a scientist comes from the reserve.
// Its listing, check and effect.
import type { Change } from '../state/change.js';
import { discardMove, discardShipMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import { type AreaState, type GameState, SHIP_DISCARDED, SHIPS_PER_SEAT } from '../state/state.js';
import { writablePlayer, writableShips } from '../state/writable.js';
import { firstAvailableShip, hasAvailableShip, shipOwner } from './board.js';
import { takeShipFromBoard } from './ships.js';

type Discard = Extract<Move, { type: 'discard' }>;

/**
 * Appends to `moves` the discards a seat may make now: once per turn, a cube, a ship from
 * Available Resources, or any of its ships on the board. The ship taking the turn must sail
 * first, and with the reading `turnShipDiscard: 'never'` it cannot be discarded at all.
 */
export function addDiscardMoves(state: GameState, seat: number, moves: Move[]): void {
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

/** Whether a discard is one of {@link addDiscardMoves}. */
export function isLegalDiscard(state: GameState, move: Discard): boolean {
  const turn = state.turn;
  const player = state.players[move.seat];
  if (turn === null || player === undefined || turn.discarded) return false;
  switch (move.resource) {
    case 'cube':
      return player.cubes > 0;
    case 'availableShip':
      return hasAvailableShip(state, move.seat);
    case 'boardShip':
      return (
        shipOwner(move.ship) === move.seat &&
        (state.ships[move.ship] ?? -1) >= 0 &&
        turnShipMayGo(state, move.ship)
      );
  }
}

/** Whether a ship may be discarded as far as the turn is concerned (see `addDiscardMoves`). */
export function turnShipMayGo(state: GameState, ship: number): boolean {
  const turn = state.turn;
  if (turn === null || ship !== turn.ship) return true;
  return turn.to >= 0 && state.rules.turnShipDiscard === 'afterSailing';
}

/** Discards the resource; a scientist comes from the reserve to the supply, if one is left. */
export function discard(change: Change, move: Discard): void {
  const { state } = change;
  const seat = move.seat;
  const turn = state.turn;
  if (turn === null) return;
  turn.discarded = true;
  const player = writablePlayer(change, seat);
  let area: number | undefined;
  if (move.resource === 'cube') {
    player.cubes--;
  } else {
    const ship = move.resource === 'boardShip' ? move.ship : firstAvailableShip(state, seat);
    if (ship < 0) return;
    if (move.resource === 'boardShip') {
      area = state.ships[ship];
      takeShipFromBoard(change, ship);
    }
    writableShips(change)[ship] = SHIP_DISCARDED;
  }
  player.discarded++;
  if (player.reserve > 0) {
    player.reserve--;
    player.supply++;
  }
  change.events?.push({
    type: 'discarded',
    seat,
    resource: move.resource === 'cube' ? 'cube' : 'ship',
    ...(move.resource === 'boardShip' ? { area: area ?? -1, ship: move.ship } : {}),
  });
}
