// Sailing: the first ship in line in the Sun's area must sail to another area (a discard may
// come first; an Icebreaker's extra turn may be declined). Its listing, check and effect.
import type { Change } from '../state/change.js';
import { passMove, sailMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { writableLine, writableShips } from '../state/writable.js';
import { addDiscardMoves, isLegalDiscard } from './discard.js';
import { takeShipFromBoard } from './ships.js';
import { addCardMoves, isLegalCard } from './shipyard-cards.js';
import { cardTimingAllows, maySailTo } from './table-rules.js';

type Sail = Extract<Move, { type: 'sail' }>;

/**
 * The moves of the sail decision: each area to sail to, the discards, the cards where the reading
 * `cardTiming: 'anyTime'` allows one before sailing, and a pass for an Icebreaker turn.
 */
export function sailDecisionMoves(
  state: GameState,
  seat: number,
  from: number,
  icebreaker: boolean,
): Move[] {
  const moves: Move[] = [];
  const shipSpaces = state.edition.shipSpaces;
  for (let to = 0; to < state.areas.length; to++)
    if (maySailTo(state.areas, shipSpaces, from, to)) moves.push(sailMove(seat, to));
  // Discarding is allowed at any time of the turn, so also before sailing (it can free a ship space).
  addDiscardMoves(state, seat, moves);
  // Before sailing no ship has been built this turn.
  if (cardTimingAllows(state.rules, false, false)) addCardMoves(state, seat, undefined, moves);
  if (icebreaker) moves.push(passMove(seat));
  return moves;
}

/** Whether `move` answers the sail decision: a sail elsewhere, a discard, or declining an Icebreaker turn. */
export function isLegalInSail(
  state: GameState,
  move: Move,
  from: number,
  icebreaker: boolean,
): boolean {
  if (move.type === 'sail') return maySailTo(state.areas, state.edition.shipSpaces, from, move.to);
  if (move.type === 'discard') return isLegalDiscard(state, move);
  if (
    move.type === 'playIcebreaker' ||
    move.type === 'playPlaceScientist' ||
    move.type === 'playPlusTwoScientists' ||
    move.type === 'playFastResearch'
  )
    return cardTimingAllows(state.rules, false, false) && isLegalCard(state, move);
  return move.type === 'pass' && icebreaker;
}

/** The ship taking the turn sails to the end of the line in `move.to`. */
export function sail(change: Change, move: Sail): void {
  const turn = change.state.turn;
  if (turn === null) return;
  takeShipFromBoard(change, turn.ship);
  writableLine(change, move.to).push(turn.ship);
  writableShips(change)[turn.ship] = move.to;
  turn.to = move.to;
  change.events?.push({ type: 'sailed', seat: move.seat, from: turn.from, to: move.to });
}
