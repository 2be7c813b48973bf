// The Research Track cubes at the table: tied values in the order the players say, and B's
// opening cube at 2 players (issue 20).
import { describe, expect, it } from 'vitest';
import { play } from '../__fixtures__/play.js';
import { type CompanionAction, refusal } from './actions.js';
import { liveScores } from './score.js';
import { newSession, type Session } from './session.js';

const players = [
  { color: 'red' as const, name: 'Ann' },
  { color: 'blue' as const, name: 'Ben' },
  { color: 'green' as const, name: 'Chloe' },
];

const placing = (count: 2 | 3): Session =>
  play(newSession(), {
    type: 'start',
    choice: { players: players.slice(0, count), firstGameShips: false },
  });
const started = (count: 2 | 3): Session =>
  play(
    newSession(),
    { type: 'start', choice: { players: players.slice(0, count) } },
    { type: 'begin' },
  );

describe('cubes of the same value', () => {
  it('are put in the order the players say: ahead of or behind another cube (issue 20)', () => {
    // Ann researches to value 2 on track 1; Ben to 1, then to 2: the guess puts Ben first.
    let session = play(
      started(2),
      { type: 'setCube', track: 0, color: 'red', value: 2 },
      { type: 'setCube', track: 0, color: 'blue', value: 1 },
      { type: 'setCube', track: 0, color: 'blue', value: 2 },
    );
    expect(session.tracks[0]?.cubes.map((cube) => cube.player)).toEqual(['blue', 'red']);
    const behind: CompanionAction = {
      type: 'orderCube',
      track: 0,
      color: 'blue',
      other: 'red',
      ahead: false,
    };
    session = play(session, behind);
    expect(session.tracks[0]?.cubes.map((cube) => cube.player)).toEqual(['red', 'blue']);
    // Ann leads: the sum of both values; Ben scores Ann's value.
    const track = liveScores(session).categories.find((entry) => entry.kind === 'track');
    expect(track?.players.map((entry) => entry.points)).toEqual([4, 2]);
    expect(refusal(session, behind)).toBe('no-change');
    expect(refusal(session, { ...behind, other: 'blue' })).toBe('no-such-cube');
    expect(refusal(session, { ...behind, track: 9 })).toBe('no-such-track');
  });
});

describe('the 2-player opening cube', () => {
  it('puts B’s cube on the first space of the track chosen during the set-up, one at a time', () => {
    let session = placing(2);
    session = play(session, { type: 'openingCube', track: 1 });
    expect(session.tracks[1]?.cubes).toEqual([{ player: 'blue', value: 0 }]);
    session = play(session, { type: 'openingCube', track: 2 });
    expect(session.tracks.map((track) => track.cubes.length)).toEqual([0, 0, 1, 0, 0]);
    expect(refusal(session, { type: 'openingCube', track: 2 })).toBe('no-change');
    expect(refusal(session, { type: 'openingCube', track: 3 })).toBe('track-closed');
    expect(refusal(placing(3), { type: 'openingCube', track: 0 })).toBe('player-count');
    expect(refusal(started(2), { type: 'openingCube', track: 0 })).toBe('wrong-phase');
  });
});
