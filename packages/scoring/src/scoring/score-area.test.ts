import { describe, expect, it } from 'vitest';
import { player } from '../__fixtures__/sheets.js';
import { scoreArea } from './score-area.js';

const players = [player('red'), player('blue'), player('green'), player('yellow')];

describe('area scoring', () => {
  it('scores the rulebook example: 8 buildings, 3/3/1/0 scientists give 16/16/3/0', () => {
    const result = scoreArea(
      { buildings: 8, scientists: { red: 3, blue: 3, green: 1 } },
      0,
      players,
    );
    expect(result.players.map((entry) => entry.points)).toEqual([16, 16, 3, 0]);
    expect(result.players.map((entry) => entry.rank)).toEqual([1, 1, 2, null]);
  });

  it('counts the scientists of colours without a player in the first prize', () => {
    const result = scoreArea(
      { buildings: 2, scientists: { red: 2, blue: 1 } },
      0,
      players.slice(0, 2),
    );
    expect(result.players.map((entry) => entry.points)).toEqual([2 + 3 + 1, 2]);
  });

  it('gives a player with no scientists in the area nothing', () => {
    const result = scoreArea({ buildings: 5, scientists: {} }, 3, players);
    expect(result.players.every((entry) => entry.points === 0 && entry.rank === null)).toBe(true);
    expect(result.label).toBe('Area 4');
  });

  it('explains each result in words', () => {
    const result = scoreArea(
      { buildings: 8, scientists: { red: 3, blue: 3, green: 1 } },
      0,
      players,
    );
    expect(result.players[0]?.reason).toBe('1st with 3 scientists: 8 buildings + 7 scientists + 1');
    expect(result.players[2]?.reason).toBe("2nd with 1 scientist: the 1st place's 3 scientists");
    expect(result.players[3]?.reason).toBe('no scientists here');
  });
});
