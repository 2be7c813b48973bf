// The turn after sailing: one action (build, build a ship, recruit, research) until one is
// taken, a card, a discard, and ending the turn. The decision's listing and check, each kind of
// move in its own module; ending the turn is here.
import type { Change } from '../state/change.js';
import { endTurnMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState, TurnState } from '../state/state.js';
import { shipOwner } from './board.js';
import { addBuildMoves, isLegalBuild } from './build.js';
import { addBuildShipMoves, canBuildShip } from './build-ship.js';
import { addDiscardMoves, isLegalDiscard } from './discard.js';
import { addRecruitMoves, canRecruit } from './recruit.js';
import { addResearchMoves, isLegalResearch } from './research.js';
import { addCardMoves, isLegalCard } from './shipyard-cards.js';
import { turnStoppedAfterShip } from './table-rules.js';
import { finishTurn } from './turn-flow.js';

/** The moves of the turn decision of `seat`, whose ship sailed to `area`. */
export function turnMoves(state: GameState, seat: number, area: number, acted: boolean): Move[] {
  const moves: Move[] = [];
  if (state.players[seat] === undefined || state.turn === null) return moves;
  if (turnStopped(state, seat)) {
    moves.push(endTurnMove(seat));
    return moves;
  }
  // The tracks research may go to, worked out at most once for building and "Fast Research".
  const tracks = acted ? undefined : addActionMoves(state, seat, area, moves);
  addCardMoves(state, seat, tracks, moves);
  addDiscardMoves(state, seat, moves);
  moves.push(endTurnMove(seat));
  return moves;
}

/**
 * The action moves among {@link turnMoves} (build, build a ship, recruit, research), in the same
 * order, without listing the cards, discards and end of turn: none once the action is taken.
 */
export function turnActionMoves(
  state: GameState,
  seat: number,
  area: number,
  acted: boolean,
): Move[] {
  const moves: Move[] = [];
  if (acted || state.players[seat] === undefined || state.turn === null) return moves;
  if (!turnStopped(state, seat)) addActionMoves(state, seat, area, moves);
  return moves;
}

/**
 * Appends the turn's action moves, each kind from its own module, in the order both listings
 * give them; returns the tracks building may send research to (see `addBuildMoves`).
 */
function addActionMoves(
  state: GameState,
  seat: number,
  area: number,
  moves: Move[],
): number[] | undefined {
  const tracks = addBuildMoves(state, seat, area, moves);
  addBuildShipMoves(state, seat, area, moves);
  addRecruitMoves(state, seat, area, moves);
  addResearchMoves(state, seat, area, moves);
  return tracks;
}

/** Whether `move` is one of {@link turnMoves}, decided without listing them. */
export function isLegalInTurn(state: GameState, move: Move, area: number, acted: boolean): boolean {
  const seat = move.seat;
  if (state.players[seat] === undefined) return false;
  if (move.type === 'endTurn') return true;
  if (turnStopped(state, seat)) return false;
  switch (move.type) {
    case 'discard':
      return isLegalDiscard(state, move);
    case 'build':
      return !acted && isLegalBuild(state, move, area);
    case 'buildShip':
      return !acted && canBuildShip(state, seat, area);
    case 'recruit':
      return !acted && canRecruit(state, seat, area);
    case 'research':
      return !acted && isLegalResearch(state, move, area);
    case 'playIcebreaker':
    case 'playPlaceScientist':
    case 'playPlusTwoScientists':
    case 'playFastResearch':
      return isLegalCard(state, move);
    default:
      return false;
  }
}

/**
 * Whether the turn has nothing left but its end: with the reading `afterShipBuilt: 'turnEnds'`
 * (French rulebook), once the player has built a ship this turn, at a Shipyard or by the
 * "build a ship" track space.
 */
function turnStopped(state: GameState, seat: number): boolean {
  const turn = state.turn;
  return turn !== null && turnStoppedAfterShip(state.rules.afterShipBuilt, builtAShip(turn, seat));
}

/** Whether `seat` built a ship during this turn. */
function builtAShip(turn: TurnState, seat: number): boolean {
  const built = turn.builtShips;
  for (let index = 0; index < built.length; index++)
    if (shipOwner(built[index] as number) === seat) return true;
  return false;
}

/** Ends the turn (taking no action if none was taken). */
export function endTurn(change: Change): void {
  finishTurn(change);
}
