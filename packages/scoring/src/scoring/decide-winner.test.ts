import { describe, expect, it } from 'vitest';
import { decideWinner } from './decide-winner.js';

describe('winner and tie-breaks', () => {
  it('makes the player with the most Victory Points the winner', () => {
    const result = decideWinner([
      { player: 'red', points: 50, firstPlaces: 2, buildingCards: 3 },
      { player: 'blue', points: 51, firstPlaces: 1, buildingCards: 1 },
    ]);
    expect(result.winners).toEqual(['blue']);
    expect(result.decidedBy).toBe('points');
  });

  it('breaks a tie on points by the number of first places', () => {
    const result = decideWinner([
      { player: 'red', points: 50, firstPlaces: 4, buildingCards: 1 },
      { player: 'blue', points: 50, firstPlaces: 5, buildingCards: 0 },
      { player: 'green', points: 40, firstPlaces: 9, buildingCards: 9 },
    ]);
    expect(result.winners).toEqual(['blue']);
    expect(result.decidedBy).toBe('first-places');
    expect(result.places).toEqual([2, 1, 3]);
  });

  it('breaks a tie on points and first places by the number of Building Cards', () => {
    const result = decideWinner([
      { player: 'red', points: 50, firstPlaces: 4, buildingCards: 7 },
      { player: 'blue', points: 50, firstPlaces: 4, buildingCards: 8 },
      { player: 'green', points: 50, firstPlaces: 3, buildingCards: 12 },
    ]);
    expect(result.winners).toEqual(['blue']);
    expect(result.decidedBy).toBe('building-cards');
  });

  it('lets players tied on all three share the win and the place', () => {
    const result = decideWinner([
      { player: 'red', points: 50, firstPlaces: 4, buildingCards: 7 },
      { player: 'blue', points: 50, firstPlaces: 4, buildingCards: 7 },
      { player: 'green', points: 20, firstPlaces: 1, buildingCards: 2 },
    ]);
    expect(result.winners).toEqual(['red', 'blue']);
    expect(result.decidedBy).toBe('shared');
    expect(result.places).toEqual([1, 1, 3]);
  });
});
