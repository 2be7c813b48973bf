import type { Change } from '../state/change.js';
import type { AreaState, GameState, Icebreaker, PlayerState } from '../state/state.js';
import { writableVisit } from '../state/writable.js';
import { canSailFrom, shipOwner } from './board.js';
import { icebreakerFits } from './icebreaker.js';
import { nextSunArea } from './sun.js';
import { type GameEndReason, gameEndReason, whatFollowsTurn } from './table-rules.js';

/** How many ships each area holds, refilled at each move of the Sun (no list made per move). */
const shipCounts: number[] = [];

/** Moves the Sun on to the next area with ships and starts that area's turn. */
export function moveSun(change: Change): void {
  const { state } = change;
  const areas = state.areas;
  for (let area = 0; area < areas.length; area++)
    shipCounts[area] = (areas[area] as AreaState).ships.length;
  if (shipCounts.length !== areas.length) shipCounts.length = areas.length; // another edition
  const next = nextSunArea(shipCounts, state.sun);
  if (next < 0) {
    endGame(change, 'noShips');
    return;
  }
  startVisit(change, next);
}

/**
 * The Sun arrives in an area. An Icebreaker there gives its owner a turn after the first ship's
 * if the ship it was played on (or, read as bound to the area, any of its owner's ships) is
 * second in line; Icebreakers in the area are used up
 * either way.
 */
function startVisit(change: Change, area: number): void {
  const { state } = change;
  state.sun = area;
  change.events?.push({ type: 'sunMoved', area });
  const second = state.areas[area]?.ships[1];
  let icebreaker: Icebreaker | undefined;
  let waitingHere = false;
  const icebreakers = state.icebreakers;
  for (let index = 0; index < icebreakers.length; index++) {
    const entry = icebreakers[index] as Icebreaker;
    if (entry.area !== area) continue;
    waitingHere = true;
    if (icebreaker === undefined && icebreakerFits(state, entry, second)) icebreaker = entry;
  }
  const cardPlayed: boolean[] = [];
  for (let seat = 0; seat < state.players.length; seat++) cardPlayed.push(false);
  state.visit = {
    area,
    icebreaker: icebreaker === undefined ? null : { seat: icebreaker.seat, ship: icebreaker.ship },
    cardPlayed,
  };
  if (waitingHere) state.icebreakers = state.icebreakers.filter((entry) => entry.area !== area);
  startTurn(change, state.areas[area]?.ships[0] ?? -1, false);
}

function startTurn(change: Change, ship: number, icebreaker: boolean): void {
  const { state } = change;
  const seat = shipOwner(ship);
  state.turn = {
    seat,
    ship,
    from: state.sun,
    to: -1,
    acted: false,
    discarded: false,
    icebreaker,
    builtShips: [],
  };
  change.events?.push({ type: 'turnStarted', seat, area: state.sun, icebreaker });
  // A ship with nowhere to sail cannot take a turn (never seen with the printed board's space).
  if (!canSailFrom(state, state.sun)) finishTurn(change);
}

/**
 * Ends the turn: the game ends if a player has placed their last scientist or the last Building
 * Card was taken; otherwise an Icebreaker turn follows, or the Sun moves on.
 */
export function finishTurn(change: Change): void {
  const { state } = change;
  const turn = state.turn;
  if (turn !== null) change.events?.push({ type: 'turnEnded', seat: turn.seat });
  state.turn = null;
  const icebreaker = state.visit.icebreaker;
  // The ship that sailed left the first space empty, so the ship now at the front was second.
  // A ship built in this turn takes no turn in this visit, whatever Icebreaker waits for it.
  const second = state.areas[state.sun]?.ships[0];
  const gameEnd = endReason(state);
  const next = whatFollowsTurn(state.rules.icebreakerBinding, {
    gameEnd,
    icebreakerTurn: turn?.icebreaker ?? false,
    icebreakerSeat: icebreaker?.seat ?? null,
    // (Read only for a waiting Icebreaker: made only then, as this runs at every turn's end.)
    second:
      second === undefined || icebreaker === null
        ? undefined
        : {
            seat: shipOwner(second),
            sameShip: second === icebreaker?.ship,
            builtThisTurn: turn?.builtShips.includes(second) ?? false,
          },
  });
  if (next === 'gameEnds' && gameEnd !== null) {
    endGame(change, gameEnd);
    return;
  }
  if (icebreaker !== null) writableVisit(change).icebreaker = null;
  if (next === 'icebreakerTurn' && second !== undefined) {
    startTurn(change, second, true);
    return;
  }
  moveSun(change);
}

/** Scientists each player has left (supply and reserve), refilled at each turn's end. */
const scientistsLeft: number[] = [];

function endReason(state: GameState): GameEndReason | null {
  const players = state.players;
  for (let seat = 0; seat < players.length; seat++) {
    const player = players[seat] as PlayerState;
    scientistsLeft[seat] = player.supply + player.reserve;
  }
  // (Setting the length is a slow call: only when the player count changed.)
  if (scientistsLeft.length !== players.length) scientistsLeft.length = players.length;
  const { basic, double, advanced } = state.piles;
  return gameEndReason(scientistsLeft, basic.length + double.length + advanced.length);
}

function endGame(change: Change, reason: NonNullable<GameState['ended']>): void {
  change.state.phase = 'over';
  change.state.ended = reason;
  change.state.turn = null;
  change.events?.push({ type: 'gameEnded', reason });
}
