import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove } from '../apply-move.js';
import { botRandom, uniformBot, weightedRandomBot } from '../bots/random-bot.js';
import { checkInvariants } from '../check-invariants.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import { DEFAULT_EDITION } from './default-edition.js';
import { DECKS, SHIPYARD_CARDS } from './edition.js';
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

describe('an edition validateEdition accepts is playable', () => {
  it('refuses one ship space per area: at 4 players a turn could find nowhere to sail', () => {
    expect(errors(withChange((edition) => (edition.shipSpaces = 1)))).toContainEqual([
      'inconsistent',
      'shipSpaces',
    ]);
  });

  it('refuses a 2-player setup without a cube for the opening cube', () => {
    expect(errors(withChange((edition) => (edition.setup[2].cubesAvailable = 0)))).toEqual([
      ['inconsistent', 'setup.2.cubesAvailable'],
    ]);
  });

  it('refuses a setup without ships on the board or without scientists', () => {
    expect(errors(withChange((edition) => (edition.setup[3].shipsOnBoard = 0)))).toContainEqual([
      'inconsistent',
      'setup.3.shipsOnBoard',
    ]);
    const noScientists = withChange((edition) => {
      edition.setup[4].supply = 0;
      edition.setup[4].reserve = 0;
    });
    expect(errors(noScientists)).toEqual([['inconsistent', 'setup.4']]);
  });

  it('refuses counts so large that setting up would allocate without end', () => {
    expect(errors(withChange((edition) => (edition.shipyardCards.icebreaker = 1e15)))).toEqual([
      ['wrong-shape', 'shipyardCards.icebreaker'],
    ]);
  });

  it('reports an edition it cannot read (a getter that throws) instead of throwing', () => {
    const edition = structuredClone(DEFAULT_EDITION) as unknown as Record<string, unknown>;
    Object.defineProperty(edition, 'areas', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(errors(validateEdition(edition))).toEqual([['wrong-shape', '']]);
  });

  it('plays random games to the end (or 1,500 moves) at 2, 3 and 4 players with any edition it accepts (fast-check)', () => {
    const small = (min: number, max: number) =>
      fc.option(fc.integer({ min, max }), { nil: undefined });
    const changes = fc.record({
      shipSpaces: small(1, 6),
      setup: fc.array(
        fc.tuple(
          fc.constantFrom('2', '3', '4'),
          fc.constantFrom('supply', 'reserve', 'shipsOnBoard', 'shipsAvailable', 'cubesAvailable'),
          fc.integer({ min: 0, max: 12 }),
        ),
        { maxLength: 3 },
      ),
      shipyard: fc.array(
        fc.tuple(fc.constantFrom(...SHIPYARD_CARDS), fc.integer({ min: 0, max: 8 })),
        { maxLength: 2 },
      ),
      trackSpaces: small(2, 14),
      research: small(0, 12),
      scientists: small(1, 4),
      sunStart: small(0, 7),
    });
    let accepted = 0;
    fc.assert(
      fc.property(changes, fc.integer({ min: 1, max: 1_000_000 }), (change, seed) => {
        const edition = structuredClone(DEFAULT_EDITION) as Record<string, any>;
        if (change.shipSpaces !== undefined) edition.shipSpaces = change.shipSpaces;
        for (const [players, field, value] of change.setup) edition.setup[players][field] = value;
        for (const [card, value] of change.shipyard) edition.shipyardCards[card] = value;
        if (change.trackSpaces !== undefined)
          for (const track of edition.tracks) {
            track.spaces = change.trackSpaces;
            track.symbols = track.symbols.filter(
              (symbol: { space: number }) => symbol.space < track.spaces,
            );
            track.points = track.points.filter(([space]: [number]) => space < track.spaces);
          }
        if (change.research !== undefined)
          for (const card of edition.buildingCards) card.research = change.research;
        if (change.scientists !== undefined)
          for (const card of edition.buildingCards) card.scientists = change.scientists;
        if (change.sunStart !== undefined) edition.sunStart = change.sunStart;
        const checked = validateEdition(edition);
        if (!checked.ok) return;
        accepted++;
        for (const players of [2, 3, 4] as const) {
          const bot =
            seed % 2 === 0 ? uniformBot(botRandom(seed)) : weightedRandomBot(botRandom(seed));
          let state = newGame({
            players,
            seed,
            edition: checked.edition,
            shipPlacement: seed % 3 === 0 ? 'free' : 'firstGame',
          });
          for (let step = 0; step < 1500 && state.phase !== 'over'; step++) {
            state = applyMove(state, bot(state, legalMoves(state)));
            if (step % 50 === 0) expect(checkInvariants(state)).toEqual([]);
          }
          expect(checkInvariants(state)).toEqual([]);
        }
      }),
      { numRuns: 150, seed: 7 },
    );
    expect(accepted).toBeGreaterThan(40);
  });
});
