import type { Change } from '../state/change.js';
import type { GameState, Icebreaker } from '../state/state.js';
import { writableIcebreakers, writableVisit } from '../state/writable.js';
import { shipOwner } from './board.js';
import { icebreakerGivesTurn, icebreakerMayGo, secondInLineIndex } from './table-rules.js';

/**
 * The ship second in line in an area, as the rulebook counts it. Once the first ship of the Sun's
 * area has sailed, its space stays empty until the turns of this visit are over (the others move
 * up only then), so the ship now at the front of that line is still the second.
 */
export function secondInLine(state: GameState, area: number): number | undefined {
  const line = state.areas[area]?.ships;
  if (line === undefined) return undefined;
  const turn = state.turn;
  const index =
    turn === null || area !== state.sun
      ? secondInLineIndex(false, false, false)
      : secondInLineIndex(true, turn.icebreaker, turn.to >= 0);
  return index < 0 ? undefined : line[index];
}

/**
 * The areas where a seat may play an Icebreaker now: its own ship is second in line, and no
 * Icebreaker already waits there. In the Sun's area that is the ship right behind the one taking
 * this turn, and its extra turn follows this one; a ship built this turn is never that ship,
 * since building it takes the whole turn (see {@link builtThisTurn}).
 */
export function icebreakerAreas(state: GameState, seat: number): number[] {
  const areas: number[] = [];
  for (let area = 0; area < state.areas.length; area++) {
    const second = secondInLine(state, area);
    if (second === undefined || shipOwner(second) !== seat) continue;
    const waiting =
      area === state.sun ? state.visit.icebreaker !== null : hasIcebreaker(state, area);
    if (icebreakerMayGo(seat, shipOwner(second), builtThisTurn(state, second), waiting))
      areas.push(area);
  }
  return areas;
}

/**
 * Whether a ship was built during the turn being played (at a Shipyard or by the "build a ship"
 * track space). Such a ship takes no turn and no action in the Sun's visit it was built in: the
 * rulebooks say building it takes an entire turn (rules-decisions, "A newly built ship").
 */
export function builtThisTurn(state: GameState, ship: number): boolean {
  return state.turn?.builtShips.includes(ship) ?? false;
}

/** Whether an Icebreaker waits on an area away from the Sun. */
function hasIcebreaker(state: GameState, area: number): boolean {
  const icebreakers = state.icebreakers;
  for (let index = 0; index < icebreakers.length; index++)
    if ((icebreakers[index] as Icebreaker).area === area) return true;
  return false;
}

/** Puts an Icebreaker on an area (see {@link icebreakerAreas}). */
export function placeIcebreaker(change: Change, seat: number, area: number): void {
  const { state } = change;
  const ship = secondInLine(state, area) ?? -1;
  if (area === state.sun) writableVisit(change).icebreaker = { seat, ship };
  else writableIcebreakers(change).push({ area, seat, ship });
}

/**
 * Whether a waiting Icebreaker gives its owner a turn with `ship` (second in line): always the
 * ship it was played on, or with the area reading any ship of its owner's.
 */
export function icebreakerFits(
  state: GameState,
  icebreaker: { seat: number; ship: number },
  ship: number | undefined,
): boolean {
  if (ship === undefined) return false;
  return icebreakerGivesTurn(state.rules.icebreakerBinding, icebreaker.seat, {
    seat: shipOwner(ship),
    sameShip: ship === icebreaker.ship,
    builtThisTurn: builtThisTurn(state, ship),
  });
}
