import { describe, expect, it } from 'vitest';
import { player } from '../__fixtures__/sheets.js';
import { scoreTrack } from './score-track.js';

const players = [player('red'), player('blue'), player('green'), player('yellow')];

describe('Research Track scoring', () => {
  it('scores the rulebook example: cubes worth 7, 5, 2 give 14/7/5 and 0 without a cube', () => {
    const result = scoreTrack(
      {
        cubes: [
          { player: 'blue', value: 7 },
          { player: 'red', value: 5 },
          { player: 'yellow', value: 2 },
        ],
      },
      0,
      players,
    );
    expect(result.players.map((entry) => [entry.player, entry.rank, entry.points])).toEqual([
      ['red', 2, 7],
      ['blue', 1, 14],
      ['green', null, 0],
      ['yellow', 3, 5],
    ]);
    expect(result.players.map((entry) => entry.reason)).toEqual([
      '2nd: the value of the cube ahead, 7',
      "1st, furthest ahead: all cubes' values 7 + 5 + 2",
      'no cube on this track',
      '3rd: the value of the cube ahead, 5',
    ]);
  });

  it('gives a lone cube its own value', () => {
    const result = scoreTrack({ cubes: [{ player: 'green', value: 4 }] }, 2, players);
    expect(result.players[2]?.points).toBe(4);
    expect(result.label).toBe('Research Track 3');
  });

  it('ranks cubes by position even when they are worth the same', () => {
    const result = scoreTrack(
      {
        cubes: [
          { player: 'red', value: 3 },
          { player: 'blue', value: 3 },
        ],
      },
      0,
      players,
    );
    expect(result.players.map((entry) => entry.rank)).toEqual([1, 2, null, null]);
    expect(result.players.map((entry) => entry.points)).toEqual([6, 3, 0, 0]);
  });

  it('scores a cube worth 0 behind others', () => {
    const result = scoreTrack(
      {
        cubes: [
          { player: 'red', value: 2 },
          { player: 'blue', value: 0 },
        ],
      },
      0,
      players,
    );
    expect(result.players.map((entry) => entry.points)).toEqual([2, 2, 0, 0]);
  });
});
