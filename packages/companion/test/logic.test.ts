import { scoreSheet } from '@antarctica-game/scoring';
import { describe, expect, it } from 'vitest';
import { reduce } from '../src/logic/actions.js';
import { liveScores, sessionToSheet } from '../src/logic/score.js';
import { newSession, type Session } from '../src/logic/session.js';
import { actingSeat, canSailTo, upcomingTurns } from '../src/logic/turns.js';

const players = [
  { color: 'red' as const, name: 'Alice' },
  { color: 'blue' as const, name: 'Bob' },
  { color: 'green' as const, name: 'Chloe' },
  { color: 'yellow' as const, name: 'Dan' },
];

const started = (count: 2 | 3 | 4 = 4): Session =>
  reduce(newSession(), { type: 'start', choice: { players: players.slice(0, count) } });

describe('the table session', () => {
  it('starts with the Sun already moved from the lower-left area to the first area with ships', () => {
    const session = started(4);
    expect(session.phase).toBe('play');
    expect(session.sun).toBe(1);
    expect(actingSeat(session)).toBe(0);
  });

  it('closes two opposite areas and the tracks marked 3 and 4 for 2 players', () => {
    const session = started(2);
    expect(session.areas.flatMap((area, index) => (area.closed ? [index] : []))).toEqual([1, 5]);
    expect(session.tracks.map((track) => track.closed)).toEqual([false, false, false, true, true]);
  });

  it('sails the acting ship to the end of the target line, never back, into a full or a closed area', () => {
    let session = started(2);
    expect(canSailTo(session, session.sun)).toBe(false);
    expect(canSailTo(session, 1)).toBe(false);
    const from = session.sun;
    const to = session.areas.findIndex((area, index) => index !== from && !area.closed);
    session = reduce(session, { type: 'sail', to });
    expect(session.areas[to]?.ships.at(-1)).toBe(started(2).areas[from]?.ships[0]);
    expect(reduce(session, { type: 'sail', to: 7 })).toBe(session);
  });

  it('moves the Sun on to the next area with ships after the turn, skipping empty areas', () => {
    let session = started(4);
    session = reduce(session, { type: 'sail', to: 0 });
    session = reduce(session, { type: 'endTurn' });
    expect(session.sun).toBe(2);
    expect(actingSeat(session)).toBe(1);
  });

  it('gives an Icebreaker turn to the owner of the second ship, then moves the Sun on', () => {
    let session = started(4);
    session = reduce(session, { type: 'addShip', area: 2, seat: 3 });
    session = reduce(session, { type: 'setIcebreaker', area: 2, seat: 3 });
    session = reduce(reduce(session, { type: 'sail', to: 5 }), { type: 'endTurn' });
    expect(session.sun).toBe(2);
    session = reduce(reduce(session, { type: 'sail', to: 6 }), { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(true);
    expect(actingSeat(session)).toBe(3);
    session = reduce(reduce(session, { type: 'sail', to: 7 }), { type: 'endTurn' });
    expect(session.icebreakerTurn).toBe(false);
    expect(session.sun).toBe(3);
  });

  it('forecasts the next turns counter-clockwise, with waiting Icebreakers', () => {
    let session = started(4);
    session = reduce(session, { type: 'addShip', area: 3, seat: 1 });
    session = reduce(session, { type: 'setIcebreaker', area: 3, seat: 1 });
    expect(
      upcomingTurns(session, 4).map((turn) => [turn.seat, turn.area, turn.icebreaker]),
    ).toEqual([
      [1, 2, false],
      [2, 3, false],
      [1, 3, true],
      [3, 4, false],
    ]);
  });

  it('refuses tallies the box cannot hold: more scientists of a colour than it has, more than 14 buildings', () => {
    let session = started(4);
    session = reduce(session, { type: 'setScientists', area: 0, color: 'red', count: 12 });
    expect(reduce(session, { type: 'setScientists', area: 2, color: 'red', count: 1 })).toBe(
      session,
    );
    expect(reduce(session, { type: 'setBuildings', area: 2, count: 15 })).toBe(session);
    expect(
      reduce(session, { type: 'setPlayerCount', color: 'red', field: 'asteriskCards', count: 1 }),
    ).toBe(session);
  });

  it('scores the tally exactly as the scorer scores its sheet', () => {
    let session = started(4);
    session = reduce(session, { type: 'setScientists', area: 0, color: 'red', count: 3 });
    session = reduce(session, { type: 'setScientists', area: 0, color: 'blue', count: 3 });
    session = reduce(session, { type: 'setScientists', area: 0, color: 'green', count: 1 });
    session = reduce(session, { type: 'setBuildings', area: 0, count: 8 });
    session = reduce(session, { type: 'addCube', track: 0, color: 'blue', value: 7 });
    const live = liveScores(session);
    expect(live.ok && live.result).toEqual(scoreSheet(sessionToSheet(session)));
    expect(
      live.ok &&
        live.result.categories
          .find((category) => category.index === 0 && category.kind === 'area')
          ?.players.map((entry) => entry.points),
    ).toEqual([16, 16, 3, 0]);
  });
});

describe('the shareable summary', () => {
  it('names the winner, the deciding rule and every player by place', async () => {
    const { resultSummary } = await import('../src/logic/summary.js');
    let session = started(2);
    session = reduce(session, { type: 'setScientists', area: 0, color: 'blue', count: 2 });
    expect(resultSummary(session).split('\n')).toEqual([
      'Antarctica — Winner: Bob (most Victory Points)',
      '1. Bob: 4 VP (First places: 1, Building Cards: 0)',
      '2. Alice: 0 VP (First places: 0, Building Cards: 0)',
    ]);
  });
});
