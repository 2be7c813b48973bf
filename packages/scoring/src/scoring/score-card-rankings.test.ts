import { describe, expect, it } from 'vitest';
import { player } from '../__fixtures__/sheets.js';
import { scoreAsteriskCards, scoreDiscardedResources } from './score-card-rankings.js';

describe('Building Card scoring (asterisk cards)', () => {
  it('gives the most asterisk cards the total of all asterisk cards, then the ladder', () => {
    const result = scoreAsteriskCards([
      player('red', { buildingCards: 6, asteriskCards: 4 }),
      player('blue', { buildingCards: 5, asteriskCards: 2 }),
      player('green', { buildingCards: 3, asteriskCards: 1 }),
    ]);
    expect(result.players.map((entry) => entry.points)).toEqual([7, 4, 2]);
  });

  it('shares the rank between tied players and does not raise the next rank', () => {
    const result = scoreAsteriskCards([
      player('red', { buildingCards: 6, asteriskCards: 2 }),
      player('blue', { buildingCards: 5, asteriskCards: 2 }),
      player('green', { buildingCards: 3, asteriskCards: 1 }),
      player('yellow', { buildingCards: 3 }),
    ]);
    expect(result.players.map((entry) => [entry.rank, entry.points])).toEqual([
      [1, 5],
      [1, 5],
      [2, 2],
      [null, 0],
    ]);
    expect(result.players.map((entry) => entry.reason)).toEqual([
      "1st with 2 asterisk cards: all players' asterisk cards 2 + 2 + 1",
      "1st with 2 asterisk cards: all players' asterisk cards 2 + 2 + 1",
      "2nd with 1 asterisk card: the 1st place's 2",
      'no asterisk cards',
    ]);
  });
});

describe('resource scoring (Discarded Resources)', () => {
  it('gives the most discards the total of all discards, then the ladder', () => {
    const result = scoreDiscardedResources([
      player('red', { discardedResources: 1 }),
      player('blue', { discardedResources: 3 }),
      player('green', { discardedResources: 2 }),
    ]);
    expect(result.players.map((entry) => entry.points)).toEqual([2, 6, 3]);
  });

  it('gives nothing to a player who discarded nothing', () => {
    const result = scoreDiscardedResources([
      player('red'),
      player('blue', { discardedResources: 2 }),
    ]);
    expect(result.players.map((entry) => [entry.rank, entry.points])).toEqual([
      [null, 0],
      [1, 2],
    ]);
    expect(result.players.map((entry) => entry.reason)).toEqual([
      'no discarded resources',
      "1st with 2 discarded resources: all players' discarded resources 2",
    ]);
  });
});
