// The rules of the turn's order over plain values, without a GameState: which area a ship may
// enter, whose ship is placed next, which ship is second in line, when a Shipyard Card may be
// played, where an Icebreaker may go and when it gives a turn, why the game ends and what
// follows a turn. The engine decides with them, and so does a table app that keeps only a tally
// (the companion's quick tally): one home for each rule, read with the game's rule readings.
import type { RuleOptions } from '../state/rule-options.js';

/** An area as far as sailing needs it: whether it is closed and how many ships stand in line. */
export interface AreaLine {
  /** Whether the area is out of play (two opposite areas at 2 players). */
  readonly closed: boolean;
  /** The ships in line (only their number counts here). */
  readonly ships: {
    /** How many ships stand in line. */
    readonly length: number;
  };
}

/** Whether a ship may sail, be placed or be moved into an area: open, with a free ship space. */
export function hasShipSpace(area: AreaLine, shipSpaces: number): boolean {
  return !area.closed && area.ships.length < shipSpaces;
}

/**
 * Whether the ship taking the turn may sail from `from` to `to`: never back to its own area, and
 * only into an area with a free ship space.
 */
export function maySailTo(
  areas: readonly AreaLine[],
  shipSpaces: number,
  from: number,
  to: number,
): boolean {
  const target = areas[to];
  return to !== from && target !== undefined && hasShipSpace(target, shipSpaces);
}

// Whose ship is placed next lives with the decision it drives (the state layer), and is a table
// rule like the others here.
export { placementSeat } from '../state/placement-order.js';

/**
 * Where the ship second in line stands in an area's line (as the rulebook counts it), or -1 if
 * none can be: index 1, except in the Sun's area during a turn. There the ship taking the turn
 * leaves the first space empty once it has sailed (the others move up only when the visit's
 * turns are over), so the ship now at index 0 is still the second; and in an Icebreaker turn the
 * second is that turn's own ship, so no ship is second.
 *
 * @param inSunsTurn - Whether the area is the Sun's and a turn is under way there.
 */
export function secondInLineIndex(
  inSunsTurn: boolean,
  icebreakerTurn: boolean,
  sailed: boolean,
): number {
  if (!inSunsTurn) return 1;
  if (icebreakerTurn) return -1;
  return sailed ? 0 : 1;
}

/**
 * Whether the turn has nothing left but its end because its player built a ship: with the
 * reading `afterShipBuilt: 'turnEnds'` (French rulebook) it has; with `'turnGoesOn'` it goes on.
 */
export function turnStoppedAfterShip(
  reading: RuleOptions['afterShipBuilt'],
  builtAShip: boolean,
): boolean {
  return reading === 'turnEnds' && builtAShip;
}

/**
 * Whether the player taking the turn may play a Shipyard Card at this point of it, as the
 * readings `cardTiming` (only once the ship has arrived, or at any time) and `afterShipBuilt` say.
 * One card per player and Sun move, and "Place a Scientist" waits for the ship to arrive in any
 * case; those are checked with the cards.
 */
export function cardTimingAllows(
  rules: Pick<RuleOptions, 'cardTiming' | 'afterShipBuilt'>,
  sailed: boolean,
  builtAShip: boolean,
): boolean {
  return (
    (sailed || rules.cardTiming === 'anyTime') &&
    !turnStoppedAfterShip(rules.afterShipBuilt, builtAShip)
  );
}

/**
 * Whether `seat` may play an Icebreaker on an area: its own ship is second in line there (see
 * {@link secondInLineIndex}), that ship was not built this turn (building it took the whole turn,
 * rules decision 21), and no Icebreaker already waits there.
 *
 * @param secondSeat - The owner of the ship second in line, or undefined if none is.
 */
export function icebreakerMayGo(
  seat: number,
  secondSeat: number | undefined,
  secondBuiltThisTurn: boolean,
  icebreakerWaiting: boolean,
): boolean {
  return secondSeat === seat && !secondBuiltThisTurn && !icebreakerWaiting;
}

/** The ship now second in line, as a waiting Icebreaker looks at it. */
export interface SecondShip {
  /** The seat owning it. */
  readonly seat: number;
  /** Whether it is the very ship the Icebreaker was played on. */
  readonly sameShip: boolean;
  /** Whether it was built during the turn being played (decision 21: it takes no turn). */
  readonly builtThisTurn: boolean;
}

/**
 * Whether a waiting Icebreaker gives its player a turn with the ship second in line: with the
 * reading `icebreakerBinding: 'ship'` only the ship it was played on, with `'area'` any ship of
 * that player's; never a ship built this turn.
 */
export function icebreakerGivesTurn(
  binding: RuleOptions['icebreakerBinding'],
  icebreakerSeat: number,
  second: SecondShip | undefined,
): boolean {
  if (second === undefined || second.builtThisTurn) return false;
  return binding === 'area' ? second.seat === icebreakerSeat : second.sameShip;
}

/** Why a game ends after a turn: a player placed their last scientist, or the last Building Card was taken. */
export type GameEndReason = 'lastScientist' | 'lastBuilding';

/**
 * Why the game ends after the turn just played, or null if it goes on: a player has no scientist
 * left (none in supply nor in reserve) or no Building Card is left in the piles. The last
 * scientist is named first when both happen in one turn.
 *
 * @param scientistsLeft - Each player's scientists not yet on the board (supply and reserve).
 */
export function gameEndReason(
  scientistsLeft: readonly number[],
  buildingCardsLeft: number,
): GameEndReason | null {
  for (let seat = 0; seat < scientistsLeft.length; seat++)
    if ((scientistsLeft[seat] as number) <= 0) return 'lastScientist';
  return buildingCardsLeft <= 0 ? 'lastBuilding' : null;
}

/** A turn that has just ended, as what follows it depends on. */
export interface EndedTurn {
  /** Why the game ends now (see {@link gameEndReason}), or null. */
  readonly gameEnd: GameEndReason | null;
  /** Whether the turn was itself an Icebreaker's extra turn. */
  readonly icebreakerTurn: boolean;
  /** The seat whose Icebreaker waits in the Sun's area for this visit, or null. */
  readonly icebreakerSeat: number | null;
  /** The ship now second in line in the Sun's area (at the front of its line), if any. */
  readonly second: SecondShip | undefined;
}

/**
 * What follows a turn: the game's end (before anything else, so a waiting Icebreaker turn does
 * not happen), else an Icebreaker's extra turn (never right after one), else the Sun moves on.
 */
export function whatFollowsTurn(
  binding: RuleOptions['icebreakerBinding'],
  turn: EndedTurn,
): 'gameEnds' | 'icebreakerTurn' | 'sunMoves' {
  if (turn.gameEnd !== null) return 'gameEnds';
  if (
    turn.icebreakerSeat !== null &&
    !turn.icebreakerTurn &&
    icebreakerGivesTurn(binding, turn.icebreakerSeat, turn.second)
  )
    return 'icebreakerTurn';
  return 'sunMoves';
}
