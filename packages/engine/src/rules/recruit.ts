// Recruiting at a Camp (a turn's action): its listing, check and effect.
import type { Change } from '../state/change.js';
import { recruitMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { writablePlayer } from '../state/writable.js';
import { hasBuilding, presence } from './board.js';

/** Whether a seat may recruit at a Camp in `area` (with someone left in its reserve). */
export function canRecruit(state: GameState, seat: number, area: number): boolean {
  return hasBuilding(state, area, 'camp') && (state.players[seat]?.reserve ?? 0) > 0;
}

/** Appends the recruit a seat may make in `area` now, if any. */
export function addRecruitMoves(state: GameState, seat: number, area: number, moves: Move[]) {
  if (canRecruit(state, seat, area)) moves.push(recruitMove(seat));
}

/** Reserve to supply: as many scientists as the seat's ships and scientists in the area. */
export function recruit(change: Change, move: Extract<Move, { type: 'recruit' }>): void {
  const { state } = change;
  const turn = state.turn;
  if (turn === null) return;
  turn.acted = true;
  const seat = move.seat;
  const player = writablePlayer(change, seat);
  const count = Math.min(player.reserve, presence(state, seat, turn.to));
  player.reserve -= count;
  player.supply += count;
  change.events?.push({ type: 'recruited', seat, scientists: count });
}
