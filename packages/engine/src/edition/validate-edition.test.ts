import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION } from './default-edition.js';
import { DECKS } from './edition.js';
import { validateEdition } from './validate-edition.js';

const withChange = (change: (edition: Record<string, any>) => void) => {
  const edition = structuredClone(DEFAULT_EDITION) as Record<string, any>;
  change(edition);
  return validateEdition(edition);
};

const errors = (result: ReturnType<typeof validateEdition>) =>
  result.ok ? [] : result.errors.map((error) => [error.code, error.path]);

describe('editions', () => {
  it('accepts the default edition', () => {
    expect(errors(validateEdition(DEFAULT_EDITION))).toEqual([]);
  });

  it('has 39 Building Cards: 15 Basic, 12 Double, 12 Advanced (confirmed)', () => {
    expect(
      DECKS.map(
        (deck) => DEFAULT_EDITION.buildingCards.filter((card) => card.deck === deck).length,
      ),
    ).toEqual([15, 12, 12]);
  });

  it('builds with its cards exactly the pieces left after the starting buildings (inferred)', () => {
    const counts: Record<string, number> = {};
    for (const card of DEFAULT_EDITION.buildingCards)
      counts[card.builds] = (counts[card.builds] ?? 0) + 1;
    for (const type of DEFAULT_EDITION.startingBuildings[4]) counts[type] = (counts[type] ?? 0) + 1;
    expect(counts).toEqual(DEFAULT_EDITION.buildingSupply);
  });

  it('puts an asterisk on exactly the Labs, Factories, Headquarters and Parabolic Antennas (French rulebook)', () => {
    for (const card of DEFAULT_EDITION.buildingCards) {
      expect(card.asterisk).toBe(
        ['lab', 'factory', 'headquarters', 'parabolicAntenna'].includes(card.builds),
      );
    }
  });

  it('never lets a card require a building that only cards of its own or a later pile build', () => {
    const startsEverywhere = new Set(DEFAULT_EDITION.startingBuildings[2]);
    DEFAULT_EDITION.buildingCards.forEach((card) => {
      for (const required of card.requires) {
        const builtEarlier = DEFAULT_EDITION.buildingCards.some(
          (other) =>
            other.builds === required && DECKS.indexOf(other.deck) < DECKS.indexOf(card.deck),
        );
        expect(
          startsEverywhere.has(required) || builtEarlier,
          `${card.builds} requires ${required}`,
        ).toBe(true);
      }
    });
  });

  it('keeps at most 6 Plankton Farm cards in a 2-player game, which has 6 areas', () => {
    expect(
      DEFAULT_EDITION.buildingCards.filter(
        (card) => card.builds === 'planktonFarm' && card.minPlayers === 2,
      ).length,
    ).toBeLessThanOrEqual(6);
  });

  it.each([
    [
      'a field of the wrong type',
      (edition: Record<string, any>) => (edition.areas = 'eight'),
      [['wrong-shape', 'areas']],
    ],
    [
      'an unknown building',
      (edition: Record<string, any>) => (edition.buildingCards[0].builds = 'castle'),
      [['wrong-shape', 'buildingCards[0].builds']],
    ],
    [
      'too few starting buildings',
      (edition: Record<string, any>) => edition.startingBuildings[4].pop(),
      [['inconsistent', 'startingBuildings.4']],
    ],
    [
      'a first-game layout that does not match the setup table',
      (edition: Record<string, any>) => edition.firstGameShips[4][0].push(3),
      [['inconsistent', 'firstGameShips.4']],
    ],
    [
      'symbol spaces out of order',
      (edition: Record<string, any>) => edition.tracks[0].symbols.reverse(),
      [['inconsistent', 'tracks[0].symbols']],
    ],
  ])('reports %s with its path and code', (_, change, expected) => {
    expect(errors(withChange(change))).toEqual(expected);
  });
});
