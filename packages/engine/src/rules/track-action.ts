// A Research Track action with a choice, for its mover or for each player in turn: move one of
// one's ships, or advance three on a track no one else chose; `pass` declines (see `pass.ts`).
// Its listing, check and effect; the actions without a choice are done in `effects.ts`.
import type { Change } from '../state/change.js';
import { advanceMove, passMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState, TrackActionEffect } from '../state/state.js';
import { canEnter, shipOwner } from './board.js';
import { advanceThreeTracks } from './effects.js';
import { advance } from './research-track.js';
import { addShipMoves, moveShip, mustSail } from './ships.js';

/** The moves of the track action decision: the ship moves or the tracks, then a pass. */
export function trackActionMoves(
  state: GameState,
  seat: number,
  symbol: 'moveShip' | 'advanceThree',
): Move[] {
  const moves: Move[] = [];
  if (symbol === 'moveShip') addShipMoves(state, seat, moves);
  else
    for (const track of advanceThreeTracks({ state }, state.pending[0] as TrackActionEffect, seat))
      moves.push(advanceMove(seat, track));
  moves.push(passMove(seat));
  return moves;
}

/** Whether `move` is one of {@link trackActionMoves}, decided without listing them. */
export function isLegalInTrackAction(
  state: GameState,
  move: Move,
  symbol: 'moveShip' | 'advanceThree',
): boolean {
  if (move.type === 'pass') return true;
  const seat = move.seat;
  if (symbol === 'moveShip') {
    if (move.type !== 'moveShip') return false;
    const from = state.ships[move.ship] ?? -1;
    return (
      shipOwner(move.ship) === seat &&
      from >= 0 &&
      from !== move.to &&
      !(state.turn?.builtShips.includes(move.ship) ?? false) &&
      !mustSail(state, move.ship) &&
      canEnter(state, move.to)
    );
  }
  const effect = state.pending[0] as TrackActionEffect;
  return (
    move.type === 'advance' && advanceThreeTracks({ state }, effect, seat).includes(move.track)
  );
}

/** "Move a ship": one's ship to the end of the line in another area. */
export function performMoveShip(change: Change, move: Extract<Move, { type: 'moveShip' }>): void {
  const effect = change.state.pending[0] as TrackActionEffect;
  effect.seats.shift();
  moveShip(change, move.seat, move.ship, move.to);
}

/** "Advance three": what it triggers waits until everyone has advanced. */
export function performAdvance(change: Change, move: Extract<Move, { type: 'advance' }>): void {
  const effect = change.state.pending[0] as TrackActionEffect;
  effect.seats.shift();
  effect.usedTracks.push(move.track);
  effect.deferred.push(...advance(change, move.seat, move.track, 3));
}
