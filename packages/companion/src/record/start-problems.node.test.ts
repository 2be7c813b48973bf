import { DEFAULT_EDITION } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { cardKinds, distinctCopies, startProblems } from './start-problems.js';
import { fillTableStart, type TableStart, UNSEEN } from './table-start.js';

const edition = DEFAULT_EDITION;

function start(players: 2 | 3 | 4, change: Partial<TableStart> = {}): TableStart {
  const closed = new Set(players === 2 ? edition.closedAreasTwoPlayers : []);
  return {
    players: (['red', 'blue', 'green', 'yellow'] as const)
      .slice(0, players)
      .map((color) => ({ color })),
    startingBuildings: Array.from({ length: edition.areas }, (_, area) =>
      closed.has(area) ? null : UNSEEN,
    ),
    pileTops: { basic: UNSEEN, double: UNSEEN, advanced: UNSEEN },
    startingResourceCards: Array.from({ length: players }, () => UNSEEN),
    resourcePile: Array.from({ length: players }, () => UNSEEN),
    ...change,
  };
}

describe('what the box cannot hold in a record set-up', () => {
  it('names every field set more often than the box has it, and a set-up without any fills', () => {
    const two = start(2);
    const buildings = [...two.startingBuildings];
    buildings[0] = 'camp';
    buildings[2] = 'camp';
    expect(startProblems({ ...two, startingBuildings: buildings }, edition)).toEqual([
      { field: 'startingBuildings', index: 0, inBox: 1 },
      { field: 'startingBuildings', index: 2, inBox: 1 },
    ]);
    expect(() => fillTableStart({ ...two, startingBuildings: buildings }, edition)).toThrowError(
      expect.objectContaining({ code: 'invalid-start' }),
    );
    expect(
      startProblems({ ...two, startingResourceCards: [1, 1], resourcePile: [4, 6] }, edition),
    ).toEqual([
      { field: 'startingResourceCards', index: 0, inBox: 1 },
      { field: 'startingResourceCards', index: 1, inBox: 1 },
    ]);
    // Two Labs are two copies: the box has both.
    expect(startProblems(start(4, { resourcePile: [4, 6, UNSEEN, UNSEEN] }), edition)).toEqual([]);
    expect(() =>
      fillTableStart(start(4, { resourcePile: [4, 6, UNSEEN, UNSEEN] }), edition),
    ).not.toThrow();
  });

  it('spreads the copies of a card over the places that hold its kind, whatever the order', () => {
    const kinds = cardKinds(edition, 'expertise');
    expect(kinds.map((kind) => kind.ids)).toEqual([
      [4, 6],
      [5, 7],
    ]);
    expect(distinctCopies([4, 4, UNSEEN, 5], kinds)).toEqual([4, 6, UNSEEN, 5]);
    expect(distinctCopies([6, 4, 7, 7], kinds)).toEqual([4, 6, 5, 7]);
    // A third Lab cannot be: a copy is kept twice, and the form says so.
    expect(distinctCopies([4, 4, 4], kinds)).toEqual([4, 6, 4]);
  });
});
