// The turn's order in the quick tally: who acts, where the acting ship may sail, where an
// Icebreaker may go and when it gives a turn, and the forecast. Every rule is the engine's
// (`@antarctica-game/engine/helpers`, read with the session's rule readings); what is here is
// only how the tally's data (lines of seats, one Icebreaker per area) feeds those rules.
import {
  cardTimingAllows,
  icebreakerGivesTurn,
  icebreakerMayGo,
  maySailTo,
  nextSunArea,
  secondInLineIndex,
  turnStoppedAfterShip,
} from '@antarctica-game/engine/helpers';
import { type Session, SHIP_SPACES, sessionRules } from './session.js';

/** The seat whose ship is first in line in the Sun's area: who acts now. */
export function actingSeat(session: Session): number | null {
  if (session.acting !== null) return session.acting;
  return session.areas[session.sun]?.ships[0] ?? null;
}

/** Whether the acting ship may sail to an area: not back where it is, not closed, not full. */
export function canSailTo(session: Session, area: number): boolean {
  return maySailTo(session.areas, SHIP_SPACES, session.sun, area);
}

/**
 * Where the ship second in line stands in an area's line, or -1 if none is (the engine's
 * reading of the rulebook): in the Sun's area, once the acting ship has sailed, the ship at the
 * front of the line; none during an Icebreaker turn there.
 */
export function secondIndex(session: Session, area: number): number {
  const inSunsTurn = session.phase === 'play' && area === session.sun && session.acting !== null;
  return secondInLineIndex(inSunsTurn, session.icebreakerTurn, session.sailed);
}

/** Whether the acting player built a ship this turn. */
function builtAShip(session: Session): boolean {
  return (session.builtThisTurn ?? 0) > 0;
}

/**
 * Whether the turn has nothing left but its end: with the reading `afterShipBuilt: 'turnEnds'`
 * (French rulebook), once the acting player has built a ship.
 */
export function turnStopped(session: Session): boolean {
  return turnStoppedAfterShip(sessionRules(session).afterShipBuilt, builtAShip(session));
}

/**
 * Whether the acting player may play an Icebreaker at this point of the turn, as the readings
 * `cardTiming` (before sailing too, or only once the ship has arrived) and `afterShipBuilt` say.
 */
export function cardTimeNow(session: Session): boolean {
  return (
    session.phase === 'play' &&
    session.acting !== null &&
    cardTimingAllows(sessionRules(session), session.sailed, builtAShip(session))
  );
}

/** Whether the ship at `index` of an area's line was built this turn (they stand last in the Sun's line). */
function builtThisTurn(session: Session, area: number, index: number): boolean {
  if (area !== session.sun) return false;
  const line = session.areas[area]?.ships ?? [];
  return index >= line.length - (session.builtThisTurn ?? 0);
}

/**
 * The areas where the acting player may play an Icebreaker now: the timing allows a card, their
 * ship is second in line there (in the Sun's area too, for a turn right after this one), not
 * built this turn, and no other Icebreaker waits there.
 */
export function icebreakerAreas(session: Session): number[] {
  const seat = session.acting;
  if (seat === null || !cardTimeNow(session)) return [];
  return session.areas.flatMap((record, area) => {
    const index = secondIndex(session, area);
    const second = index < 0 ? undefined : record.ships[index];
    const waiting = record.icebreaker !== null && record.icebreaker !== seat;
    return !record.closed &&
      icebreakerMayGo(seat, second, builtThisTurn(session, area, index), waiting)
      ? [area]
      : [];
  });
}

/**
 * Whether an area's waiting Icebreaker gives its player a turn with the ship second in line.
 * The tally drops an Icebreaker bound to its ship (`icebreakerBinding: 'ship'`) as soon as that
 * ship leaves second place, so a waiting one is on its ship while the owner's ship is second.
 */
export function icebreakerTurnWith(
  session: Session,
  icebreaker: number | null,
  second: number | undefined,
  secondIsNew: boolean,
): boolean {
  if (icebreaker === null) return false;
  return icebreakerGivesTurn(
    sessionRules(session).icebreakerBinding,
    icebreaker,
    second === undefined
      ? undefined
      : { seat: second, sameShip: second === icebreaker, builtThisTurn: secondIsNew },
  );
}

/**
 * Whether the ship at the front of the Sun's line was built this turn (the built ships stand
 * last in that line): such a ship takes no Icebreaker turn in this visit (rules decision 21).
 */
export function frontShipIsNew(session: Session): boolean {
  const line = session.areas[session.sun]?.ships ?? [];
  return line.length > 0 && line.length <= (session.builtThisTurn ?? 0);
}

/** The area the Sun moves to next: the next one counter-clockwise with ships (-1 if none has any). */
export function nextSun(session: Session): number {
  return nextSunArea(
    session.areas.map((area) => area.ships.length),
    session.sun,
  );
}

/** One coming turn: whose, and in which area the Sun will be. */
export interface UpcomingTurn {
  /** The seat whose ship sails (0 is the first player). */
  seat: number;
  /** The area the Sun will be in, its ship sailing from there (0-7). */
  area: number;
  /** Whether it is the extra turn of an Icebreaker. */
  icebreaker: boolean;
}

/**
 * The next turns as far as the board tells now: after the current one, the first ship of each
 * next area with ships, counter-clockwise (with an Icebreaker's extra turn where one waits). The
 * ship about to sail is left out: where it goes is not known yet. Ships that sail later change
 * this; it is a forecast, not a promise.
 */
export function upcomingTurns(session: Session, count: number): UpcomingTurn[] {
  const turns: UpcomingTurn[] = [];
  const lines = session.areas.map((area) => [...area.ships]);
  const here = session.areas[session.sun];
  if (session.phase === 'play' && here !== undefined) {
    // Before it sails, the acting ship still heads the Sun's line; it will not act there again.
    if (!session.sailed) lines[session.sun]?.shift();
    // A waiting Icebreaker in the Sun's area takes the next turn, before the Sun moves on.
    const second = here.ships[session.sailed ? 0 : 1];
    const newShip = session.sailed && frontShipIsNew(session);
    if (
      !session.icebreakerTurn &&
      second !== undefined &&
      icebreakerTurnWith(session, here.icebreaker, second, newShip)
    ) {
      turns.push({ seat: second, area: session.sun, icebreaker: true });
      lines[session.sun]?.shift();
    }
  }
  const counts = lines.map((line) => line.length);
  let area = session.sun;
  for (let guard = 0; turns.length < count && guard < 2 * lines.length; guard++) {
    area = nextSunArea(counts, area);
    if (area < 0) break;
    const line = lines[area] ?? [];
    const first = line[0];
    if (first === undefined) break;
    turns.push({ seat: first, area, icebreaker: false });
    const record = session.areas[area];
    const second = line[1];
    if (
      second !== undefined &&
      icebreakerTurnWith(session, record?.icebreaker ?? null, second, false) &&
      turns.length < count
    ) {
      turns.push({ seat: second, area, icebreaker: true });
    }
  }
  return turns.slice(0, count);
}
