// The quick tally follows the engine's rule readings about turns (docs/rules-decisions.md):
// icebreakerBinding, cardTiming, afterShipBuilt, and decision 21, each named by its reading.
import type { RuleOptions } from '@antarctica-game/engine/helpers';
import { describe, expect, it } from 'vitest';
import { play } from '../__fixtures__/play.js';
import { type CompanionAction, reduce, refusal } from './actions.js';
import { newSession, type Session } from './session.js';
import { isSession } from './storage.js';
import { actingSeat, icebreakerAreas, upcomingTurns } from './turns.js';

const players = [
  { color: 'red' as const, name: 'Alice' },
  { color: 'blue' as const, name: 'Bob' },
  { color: 'green' as const, name: 'Chloe' },
  { color: 'yellow' as const, name: 'Dan' },
];

/** A 4-player game with the first-game layout and these readings, its first turn begun (the Sun in area 1, A acting). */
const started = (rules: Partial<RuleOptions>): Session =>
  play(newSession(), { type: 'start', choice: { players, rules } }, { type: 'begin' });

/** The first area the acting ship may sail to. */
const free = (session: Session) =>
  session.areas.findIndex(
    (record, index) => index !== session.sun && !record.closed && record.ships.length < 3,
  );

/** Ends turns (sailing each acting ship to the first area it may enter) until the Sun is in `area`. */
function sunTo(session: Session, area: number): Session {
  for (let guard = 0; session.sun !== area && guard < 20; guard++)
    session = play(session, { type: 'sail', to: free(session) }, { type: 'endTurn' });
  expect(session.sun).toBe(area);
  return session;
}

describe('icebreakerBinding (an Icebreaker belongs to its ship, or to the area)', () => {
  /** Area 3 holds C, B, B with B's Icebreaker on the first B; then C's ship leaves the line. */
  function shipAheadLeaves(binding: RuleOptions['icebreakerBinding']): Session {
    return play(
      started({ icebreakerBinding: binding }),
      { type: 'addShip', area: 3, seat: 1 },
      { type: 'setIcebreaker', area: 3, seat: 1 },
      { type: 'addShip', area: 3, seat: 1 },
      { type: 'removeShip', area: 3, index: 0 },
    );
  }

  it("'ship' (default): the Icebreaker is lost once its ship is no longer second in line", () => {
    let session = shipAheadLeaves('ship');
    expect(session.areas[3]?.icebreaker).toBeNull();
    expect(upcomingTurns(session, 4).some((turn) => turn.icebreaker)).toBe(false);
    session = sunTo(session, 3);
    session = play(session, { type: 'sail', to: free(session) }, { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(false);
    expect(session.sun).not.toBe(3);
  });

  it("'area': the Icebreaker gives a turn to whichever ship of its player is second when the Sun arrives", () => {
    let session = shipAheadLeaves('area');
    expect(session.areas[3]?.icebreaker).toBe(1);
    expect(upcomingTurns(session, 4)).toContainEqual({ seat: 1, area: 3, icebreaker: true });
    session = sunTo(session, 3);
    session = play(session, { type: 'sail', to: free(session) }, { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(true);
    expect(actingSeat(session)).toBe(1);
  });

  it("'ship': taking the Icebreaker's own ship off loses it; 'area' keeps it waiting for another", () => {
    const line = (binding: RuleOptions['icebreakerBinding']) =>
      play(
        started({ icebreakerBinding: binding }),
        { type: 'addShip', area: 3, seat: 1 },
        { type: 'setIcebreaker', area: 3, seat: 1 },
        { type: 'addShip', area: 3, seat: 1 },
        { type: 'removeShip', area: 3, index: 1 },
      );
    expect(line('ship').areas[3]?.icebreaker).toBeNull();
    expect(line('area').areas[3]?.icebreaker).toBe(1);
    // A ship behind the second leaving changes nothing, whatever the reading.
    const behind = play(
      started({}),
      { type: 'addShip', area: 3, seat: 1 },
      { type: 'setIcebreaker', area: 3, seat: 1 },
      { type: 'addShip', area: 3, seat: 2 },
      { type: 'removeShip', area: 3, index: 2 },
    );
    expect(behind.areas[3]?.icebreaker).toBe(1);
  });

  it("'area': the Sun's arrival uses the Icebreaker up when no ship of its player is second then", () => {
    let session = play(
      started({ icebreakerBinding: 'area' }),
      { type: 'addShip', area: 3, seat: 1 },
      { type: 'setIcebreaker', area: 3, seat: 1 },
      { type: 'removeShip', area: 3, index: 1 },
      { type: 'addShip', area: 3, seat: 3 },
    );
    expect(session.areas[3]?.icebreaker).toBe(1);
    session = sunTo(session, 3);
    expect(session.areas[3]?.icebreaker).toBeNull();
  });
});

describe('cardTiming (when a Shipyard Card may be played)', () => {
  /** A's two ships in line in the Sun's area (area 1), before sailing. */
  const behind = (timing: RuleOptions['cardTiming']) =>
    play(started({ cardTiming: timing }), { type: 'addShip', area: 1, seat: 0 });
  const icebreaker: CompanionAction = { type: 'playIcebreaker', area: 1 };

  it("'afterSailing' (default; English and Polish): no Icebreaker before the ship has arrived", () => {
    const session = behind('afterSailing');
    expect(icebreakerAreas(session)).toEqual([]);
    expect(refusal(session, icebreaker)).toBe('not-sailed');
    const sailed = play(session, { type: 'sail', to: 0 });
    // Once sailed, A's ship now at the front of the Sun's line is second: its turn follows.
    expect(icebreakerAreas(sailed)).toContain(1);
    const next = play(sailed, icebreaker, { type: 'endTurn' });
    expect(next.icebreakerTurn).toBe(true);
    expect(actingSeat(next)).toBe(0);
  });

  it("'anyTime' (French): an Icebreaker before sailing goes on the ship behind, whose turn follows", () => {
    let session = behind('anyTime');
    expect(icebreakerAreas(session)).toEqual([1]);
    session = play(session, icebreaker, { type: 'sail', to: 0 }, { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(true);
    expect(session.sun).toBe(1);
    expect(actingSeat(session)).toBe(0);
    // No ship is second in the Sun's area during an Icebreaker turn.
    expect(icebreakerAreas(session)).not.toContain(1);
  });
});

describe('afterShipBuilt (what is left of a turn in which a ship was built)', () => {
  const shipBuilt = (reading: RuleOptions['afterShipBuilt']) =>
    play(
      started({ afterShipBuilt: reading }),
      { type: 'addShip', area: 4, seat: 0 },
      { type: 'sail', to: 0 },
      { type: 'shipBuilt' },
    );

  it("'turnGoesOn' (default; English and Polish): a card may still be played", () => {
    const session = shipBuilt('turnGoesOn');
    expect(icebreakerAreas(session)).toContain(4);
    expect(refusal(session, { type: 'playIcebreaker', area: 4 })).toBeNull();
  });

  it("'turnEnds' (French): nothing is left but the turn's end", () => {
    const session = shipBuilt('turnEnds');
    expect(icebreakerAreas(session)).toEqual([]);
    expect(refusal(session, { type: 'playIcebreaker', area: 4 })).toBe('turn-over');
    expect(refusal(session, { type: 'built' })).toBe('turn-over');
    expect(refusal(session, { type: 'shipBuilt' })).toBe('turn-over');
    expect(refusal(session, { type: 'endTurn' })).toBeNull();
  });
});

describe('rules decision 21: a ship built this turn takes no turn in this visit', () => {
  it.each(['ship', 'area'] as const)('with icebreakerBinding %s', (binding) => {
    let session = play(started({ icebreakerBinding: binding }), {
      type: 'addShip',
      area: 1,
      seat: 0,
    });
    session = play(session, { type: 'sail', to: 0 }, { type: 'playIcebreaker', area: 1 });
    // A's other ship leaves by hand; the ship A builds now stands at the front.
    session = play(session, { type: 'removeShip', area: 1, index: 0 }, { type: 'shipBuilt' });
    expect(session.areas[1]?.ships).toEqual([0]);
    expect(icebreakerAreas(session)).not.toContain(1);
    session = play(session, { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(false);
    expect(session.sun).not.toBe(1);
  });
});

describe('the readings in a session', () => {
  it('are refused at setup and in saved data unless the engine names them', () => {
    const start = (rules: unknown): CompanionAction =>
      ({ type: 'start', choice: { players, rules } }) as CompanionAction;
    expect(refusal(newSession(), start({ icebreakerBinding: 'nowhere' }))).toBe('invalid-option');
    expect(refusal(newSession(), start({ houseRule: 'ship' }))).toBe('invalid-option');
    expect(refusal(newSession(), start('ship'))).toBe('invalid-option');
    const session = reduce(newSession(), start({ cardTiming: 'anyTime' }));
    expect(session.rules).toEqual({ cardTiming: 'anyTime' });
    expect(isSession(session)).toBe(true);
    expect(isSession({ ...session, rules: { cardTiming: 'never' } })).toBe(false);
    // Sessions saved before the readings were kept play with the defaults.
    const { rules: _left, ...older } = session;
    expect(isSession(older)).toBe(true);
  });
});
