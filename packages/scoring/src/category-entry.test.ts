import { describe, expect, it } from 'vitest';
import { player } from './__fixtures__/sheets.js';
import { CategoryEntry } from './category-entry.js';
import { scoreArea } from './score-area.js';
import { scoreAsteriskCards, scoreDiscardedResources } from './score-card-rankings.js';
import { scoreTrack } from './score-track.js';

const players = [player('red'), player('blue'), player('green'), player('yellow')];

describe('an entry of a category', () => {
  const area = scoreArea({ buildings: 8, scientists: { red: 3, blue: 3, green: 1 } }, 0, players);
  const first = area.players[0] as CategoryEntry;

  it('holds its numbers as its own fields and writes its reason when read', () => {
    expect(first).toBeInstanceOf(CategoryEntry);
    expect(Object.keys(first)).toEqual(['player', 'measure', 'rank', 'points']);
    expect(first.reason).toBe('1st with 3 scientists: 8 buildings + 7 scientists + 1');
    expect(first.reason).toBe(first.reason);
  });

  it('is written by JSON.stringify with its reason last, as a plain object was', () => {
    expect(JSON.stringify(first)).toBe(
      '{"player":"red","measure":3,"rank":1,"points":16,"reason":"1st with 3 scientists: 8 buildings + 7 scientists + 1"}',
    );
    expect(JSON.parse(JSON.stringify(area)).players[3]).toEqual({
      player: 'yellow',
      measure: 0,
      rank: null,
      points: 0,
      reason: 'no scientists here',
    });
  });

  it('loses its reason in a spread copy or a structured clone (as documented)', () => {
    expect({ ...first }).toEqual({ player: 'red', measure: 3, rank: 1, points: 16 });
    expect('reason' in structuredClone(first)).toBe(false);
  });

  it('explains a first place on a track from the cubes of the other players', () => {
    const track = scoreTrack(
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
    expect(track.players.map((entry) => entry.reason)).toEqual([
      '2nd: the value of the cube ahead, 7',
      "1st, furthest ahead: all cubes' values 7 + 5 + 2",
      'no cube on this track',
      '3rd: the value of the cube ahead, 5',
    ]);
  });

  it('explains the card rankings from every player’s count, in seating order', () => {
    const seated = [
      { ...player('red'), buildingCards: 5, asteriskCards: 2, discardedResources: 0 },
      { ...player('blue'), buildingCards: 5, asteriskCards: 4, discardedResources: 3 },
      { ...player('green'), buildingCards: 5, asteriskCards: 1, discardedResources: 3 },
    ];
    expect(scoreAsteriskCards(seated).players.map((entry) => entry.reason)).toEqual([
      "2nd with 2 asterisk cards: the 1st place's 4",
      "1st with 4 asterisk cards: all players' asterisk cards 2 + 4 + 1",
      "3rd with 1 asterisk card: the 2nd place's 2",
    ]);
    expect(scoreDiscardedResources(seated).players.map((entry) => entry.reason)).toEqual([
      'no discarded resources',
      "1st with 3 discarded resources: all players' discarded resources 3 + 3",
      "1st with 3 discarded resources: all players' discarded resources 3 + 3",
    ]);
  });
});
