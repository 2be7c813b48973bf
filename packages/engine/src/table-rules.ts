// The public face of `rules/table-rules.ts` for table apps: the same rules, each checking its
// arguments first so that a wrong one gives an EngineError, not a TypeError from inside (the
// engine's own hot paths call the unchecked functions).
import { invalidArgument } from './errors/argument-guards.js';
import * as rules from './rules/table-rules.js';
import { RULE_OPTIONS, type RuleOptions } from './state/rule-options.js';

export type { AreaLine, EndedTurn, GameEndReason, SecondShip } from './rules/table-rules.js';

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isAreaLine = (value: unknown): value is rules.AreaLine =>
  isObject(value) &&
  typeof value.closed === 'boolean' &&
  isObject(value.ships) &&
  isNumber((value.ships as { length?: unknown }).length);
const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && Array.from(value).every(isNumber);
const isReading = <K extends keyof RuleOptions>(name: K, value: unknown): value is RuleOptions[K] =>
  (RULE_OPTIONS[name] as readonly unknown[]).includes(value);
const isSecondShip = (value: unknown): value is rules.SecondShip | undefined =>
  value === undefined ||
  (isObject(value) &&
    isNumber(value.seat) &&
    typeof value.sameShip === 'boolean' &&
    typeof value.builtThisTurn === 'boolean');

/**
 * Whether a ship may sail, be placed or be moved into an area: open, with a free ship space.
 *
 * @throws `EngineError` with code `invalid-argument` for an area that is not `{ closed, ships }`.
 * @param shipSpaces - Ship spaces in an area (the edition's `shipSpaces`).
 */
export function hasShipSpace(area: rules.AreaLine, shipSpaces: number): boolean {
  if (!isAreaLine(area) || !isNumber(shipSpaces))
    throw invalidArgument('hasShipSpace', 'an area ({ closed, ships }) and the ship spaces', [
      area,
      shipSpaces,
    ]);
  return rules.hasShipSpace(area, shipSpaces);
}

/**
 * Whether the ship taking the turn may sail from area `from` to area `to`: never back to its own
 * area, only into an open area with a free ship space.
 *
 * @throws `EngineError` with code `invalid-argument` for arguments of the wrong kind.
 */
export function maySailTo(
  areas: readonly rules.AreaLine[],
  shipSpaces: number,
  from: number,
  to: number,
): boolean {
  if (
    !Array.isArray(areas) ||
    !Array.from(areas).every(isAreaLine) ||
    !isNumber(shipSpaces) ||
    !isNumber(from) ||
    !isNumber(to)
  )
    throw invalidArgument('maySailTo', 'the areas, the ship spaces and two areas', [
      areas,
      shipSpaces,
      from,
      to,
    ]);
  return rules.maySailTo(areas, shipSpaces, from, to);
}

/**
 * Whose ship is placed next in setup: the first seat of the placement order that has placed
 * fewer ships than the order has given it so far; null once every ship of the order is placed.
 *
 * @throws `EngineError` with code `invalid-argument` unless both are lists of numbers.
 * @param order - The edition's `placementOrder` for the player count.
 * @param placedBySeat - How many ships each seat has placed.
 */
export function placementSeat(
  order: readonly number[],
  placedBySeat: readonly number[],
): number | null {
  if (!isNumberList(order) || !isNumberList(placedBySeat) || !order.every(isSeatNumber))
    throw invalidArgument('placementSeat', 'the placement order and the ships placed by seat', [
      order,
      placedBySeat,
    ]);
  return rules.placementSeat(order, placedBySeat);
}
const isSeatNumber = (seat: number) => Number.isInteger(seat) && seat >= 0 && seat < 4;

/**
 * Where the ship second in line stands in an area's line: 1, or in the Sun's area during a turn
 * 0 once its ship has sailed, and -1 (none) in an Icebreaker turn.
 *
 * @throws `EngineError` with code `invalid-argument` unless all three are booleans.
 * @param inSunsTurn - Whether the area is the Sun's and a turn is under way there.
 */
export function secondInLineIndex(
  inSunsTurn: boolean,
  icebreakerTurn: boolean,
  sailed: boolean,
): number {
  if (![inSunsTurn, icebreakerTurn, sailed].every((flag) => typeof flag === 'boolean'))
    throw invalidArgument('secondInLineIndex', 'three booleans', [
      inSunsTurn,
      icebreakerTurn,
      sailed,
    ]);
  return rules.secondInLineIndex(inSunsTurn, icebreakerTurn, sailed);
}

/**
 * Whether the turn has nothing left but its end because its player built a ship (the reading
 * `afterShipBuilt`).
 *
 * @throws `EngineError` with code `invalid-argument` for an unknown reading.
 */
export function turnStoppedAfterShip(
  reading: RuleOptions['afterShipBuilt'],
  builtAShip: boolean,
): boolean {
  if (!isReading('afterShipBuilt', reading) || typeof builtAShip !== 'boolean')
    throw invalidArgument('turnStoppedAfterShip', 'an afterShipBuilt reading and a boolean', [
      reading,
      builtAShip,
    ]);
  return rules.turnStoppedAfterShip(reading, builtAShip);
}

/**
 * Whether the player taking the turn may play a Shipyard Card at this point of it (the readings
 * `cardTiming` and `afterShipBuilt`).
 *
 * @throws `EngineError` with code `invalid-argument` for unknown readings.
 */
export function cardTimingAllows(
  readings: Pick<RuleOptions, 'cardTiming' | 'afterShipBuilt'>,
  sailed: boolean,
  builtAShip: boolean,
): boolean {
  if (
    !isObject(readings) ||
    !isReading('cardTiming', readings.cardTiming) ||
    !isReading('afterShipBuilt', readings.afterShipBuilt) ||
    typeof sailed !== 'boolean' ||
    typeof builtAShip !== 'boolean'
  )
    throw invalidArgument(
      'cardTimingAllows',
      'the readings cardTiming and afterShipBuilt, and two booleans',
      [readings, sailed, builtAShip],
    );
  return rules.cardTimingAllows(readings, sailed, builtAShip);
}

/**
 * Whether `seat` may play an Icebreaker on an area: its own ship is second in line there, not
 * built this turn, and no Icebreaker already waits there.
 *
 * @throws `EngineError` with code `invalid-argument` for arguments of the wrong kind.
 * @param secondSeat - The owner of the ship second in line, or undefined if none is.
 */
export function icebreakerMayGo(
  seat: number,
  secondSeat: number | undefined,
  secondBuiltThisTurn: boolean,
  icebreakerWaiting: boolean,
): boolean {
  if (
    !isNumber(seat) ||
    !(secondSeat === undefined || isNumber(secondSeat)) ||
    typeof secondBuiltThisTurn !== 'boolean' ||
    typeof icebreakerWaiting !== 'boolean'
  )
    throw invalidArgument('icebreakerMayGo', 'a seat, the second ship’s seat and two booleans', [
      seat,
      secondSeat,
      secondBuiltThisTurn,
      icebreakerWaiting,
    ]);
  return rules.icebreakerMayGo(seat, secondSeat, secondBuiltThisTurn, icebreakerWaiting);
}

/**
 * Whether a waiting Icebreaker gives its player a turn with the ship second in line (the reading
 * `icebreakerBinding`; never a ship built this turn).
 *
 * @throws `EngineError` with code `invalid-argument` for arguments of the wrong kind.
 */
export function icebreakerGivesTurn(
  binding: RuleOptions['icebreakerBinding'],
  icebreakerSeat: number,
  second: rules.SecondShip | undefined,
): boolean {
  if (
    !isReading('icebreakerBinding', binding) ||
    !isNumber(icebreakerSeat) ||
    !isSecondShip(second)
  )
    throw invalidArgument(
      'icebreakerGivesTurn',
      'an icebreakerBinding reading, a seat and the second ship',
      [binding, icebreakerSeat, second],
    );
  return rules.icebreakerGivesTurn(binding, icebreakerSeat, second);
}

/**
 * Why the game ends after the turn just played, or null: a player has no scientist left, or no
 * Building Card is left.
 *
 * @throws `EngineError` with code `invalid-argument` for arguments of the wrong kind.
 * @param scientistsLeft - Each player's scientists not yet on the board (supply and reserve).
 */
export function gameEndReason(
  scientistsLeft: readonly number[],
  buildingCardsLeft: number,
): rules.GameEndReason | null {
  if (!isNumberList(scientistsLeft) || !isNumber(buildingCardsLeft))
    throw invalidArgument(
      'gameEndReason',
      'the scientists left by player and the Building Cards left',
      [scientistsLeft, buildingCardsLeft],
    );
  return rules.gameEndReason(scientistsLeft, buildingCardsLeft);
}

/**
 * What follows a turn: the game's end, else an Icebreaker's extra turn (never right after one),
 * else the Sun moves on.
 *
 * @throws `EngineError` with code `invalid-argument` for arguments of the wrong kind.
 */
export function whatFollowsTurn(
  binding: RuleOptions['icebreakerBinding'],
  turn: rules.EndedTurn,
): 'gameEnds' | 'icebreakerTurn' | 'sunMoves' {
  if (
    !isReading('icebreakerBinding', binding) ||
    !isObject(turn) ||
    !(
      turn.gameEnd === null ||
      turn.gameEnd === 'lastScientist' ||
      turn.gameEnd === 'lastBuilding'
    ) ||
    typeof turn.icebreakerTurn !== 'boolean' ||
    !(turn.icebreakerSeat === null || isNumber(turn.icebreakerSeat)) ||
    !isSecondShip(turn.second)
  )
    throw invalidArgument('whatFollowsTurn', 'an icebreakerBinding reading and the ended turn', [
      binding,
      turn,
    ]);
  return rules.whatFollowsTurn(binding, turn);
}
