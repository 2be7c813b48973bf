import { nextSunArea } from '@antarctica-game/engine/helpers';
import { type Session, SHIP_SPACES } from './session.js';

/** The seat whose ship is first in line in the Sun's area: who acts now. */
export function actingSeat(session: Session): number | null {
  if (session.acting !== null) return session.acting;
  return session.areas[session.sun]?.ships[0] ?? null;
}

/** Whether the acting ship may sail to an area: not back where it is, not closed, not full. */
export function canSailTo(session: Session, area: number): boolean {
  const target = session.areas[area];
  return (
    target !== undefined &&
    area !== session.sun &&
    !target.closed &&
    target.ships.length < SHIP_SPACES
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
      here.icebreaker !== null &&
      second === here.icebreaker &&
      !newShip
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
    if (record?.icebreaker != null && second === record.icebreaker && turns.length < count) {
      turns.push({ seat: second, area, icebreaker: true });
    }
  }
  return turns.slice(0, count);
}
