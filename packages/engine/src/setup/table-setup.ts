import { buildingBit } from '../edition/building-bit.js';
import {
  BUILDING_TYPES,
  type BuildingType,
  DECKS,
  type Deck,
  type Edition,
  type PlayerCount,
} from '../edition/edition.js';
import { checkGameStateArgument } from '../errors/argument-guards.js';
import { asEngineError, EngineError } from '../errors/engine-error.js';
import type { GameState } from '../state/state.js';

/**
 * What a real table decided by chance at setup, stated instead of a seed: the game then starts
 * exactly as that table did. Draws during play (the Shipyard draft) become moves of their own
 * (`drawDraftCards`), so the whole game can be replayed from what the players saw.
 */
export interface TableSetup {
  /** The Starting Building of each area, by area index; `null` for an area closed at 2 players. */
  startingBuildings: Array<BuildingType | null>;
  /**
   * The three Building Card piles, top card first (ids into the edition's `buildingCards`), each
   * holding every card of its deck used at this player count.
   */
  piles: Record<Deck, number[]>;
  /** The Basic Resource Card each player took at setup, by seat (ids into `resourceCards`). */
  startingResourceCards: number[];
  /** The Expertise Resource Cards laid out beside the board at setup, first first. */
  resourcePile: number[];
}

/**
 * The table setup that starts a game as `state` started: for a game that has not yet taken a
 * Building Card or played a Resource Card (a new game, from a seed or not).
 *
 * @throws {@link EngineError} `invalid-argument` once cards have moved.
 */
export function tableSetupOf(state: GameState): TableSetup {
  try {
    checkGameStateArgument(state, 'tableSetupOf');
    const cardsMoved =
      state.players.some(
        (player) => player.buildingCards.length > 0 || player.resourceCards.length !== 1,
      ) || state.players.some((player) => player.startingBasicCard === null);
    if (cardsMoved)
      throw new EngineError(
        'invalid-argument',
        'tableSetupOf needs a game in which no Building Card was taken and no Resource Card played yet',
      );
    return {
      startingBuildings: state.areas.map((area) =>
        area.closed
          ? null
          : (BUILDING_TYPES.find((type) => (area.buildings & buildingBit(type)) !== 0) ?? null),
      ),
      piles: {
        basic: state.piles.basic.slice().reverse(),
        double: state.piles.double.slice().reverse(),
        advanced: state.piles.advanced.slice().reverse(),
      },
      startingResourceCards: state.players.map((player) => player.startingBasicCard ?? -1),
      resourcePile: state.resourcePile.slice(),
    };
  } catch (error) {
    throw asEngineError(error, 'tableSetupOf');
  }
}

/**
 * Checks a table setup against the edition and player count: every list complete, every card
 * and building where the box allows it, nothing twice.
 *
 * @throws {@link EngineError} `invalid-options` naming the first problem and where it is.
 */
export function checkTableSetup(
  setup: unknown,
  edition: Edition,
  players: PlayerCount,
  closedAreas: ReadonlySet<number>,
): asserts setup is TableSetup {
  const fail = (path: string, message: string): never => {
    throw new EngineError('invalid-options', `setup.${path}: ${message}`);
  };
  if (typeof setup !== 'object' || setup === null) fail('', 'expected an object');
  const given = setup as Partial<Record<keyof TableSetup, unknown>>;

  const buildings = given.startingBuildings;
  if (!Array.isArray(buildings) || buildings.length !== edition.areas)
    fail('startingBuildings', `expected a list of ${edition.areas} entries, one per area`);
  const expected = countOf(edition.startingBuildings[players]);
  (buildings as unknown[]).forEach((type, area) => {
    if (closedAreas.has(area)) {
      if (type !== null) fail(`startingBuildings[${area}]`, 'a closed area has no building');
      return;
    }
    if (!(BUILDING_TYPES as readonly unknown[]).includes(type))
      fail(`startingBuildings[${area}]`, `expected a building type, found ${describe(type)}`);
    const left = expected.get(type) ?? 0;
    if (left === 0)
      fail(
        `startingBuildings[${area}]`,
        `one ${String(type)} too many: the ${players}-player setup has ${edition.startingBuildings[players].filter((t) => t === type).length}`,
      );
    expected.set(type, left - 1);
  });

  const piles = given.piles as Partial<Record<Deck, unknown>> | undefined;
  if (typeof piles !== 'object' || piles === null) fail('piles', 'expected the three piles');
  for (const deck of DECKS) {
    const ids = edition.buildingCards.flatMap((card, id) =>
      card.deck === deck && card.minPlayers <= players ? [id] : [],
    );
    checkPermutation(piles?.[deck], ids, `piles.${deck}`, fail);
  }

  const kind = (wanted: 'basic' | 'expertise') =>
    edition.resourceCards.flatMap((card, id) => (card.kind === wanted ? [id] : []));
  checkSubset(given.startingResourceCards, kind('basic'), players, 'startingResourceCards', fail);
  checkSubset(given.resourcePile, kind('expertise'), players, 'resourcePile', fail);
}

function checkPermutation(
  value: unknown,
  ids: number[],
  path: string,
  fail: (path: string, message: string) => never,
): void {
  if (!Array.isArray(value) || value.length !== ids.length)
    fail(path, `expected all ${ids.length} cards of this deck, in pile order`);
  checkSubset(value, ids, ids.length, path, fail);
}

function checkSubset(
  value: unknown,
  allowed: number[],
  length: number,
  path: string,
  fail: (path: string, message: string) => never,
): void {
  if (!Array.isArray(value) || value.length !== length)
    fail(path, `expected a list of ${length} card ids`);
  const seen = new Set<number>();
  (value as unknown[]).forEach((id, index) => {
    if (typeof id !== 'number' || !allowed.includes(id))
      fail(`${path}[${index}]`, `${describe(id)} is not a card of this kind at this player count`);
    if (seen.has(id as number)) fail(`${path}[${index}]`, `card ${String(id)} is listed twice`);
    seen.add(id as number);
  });
}

function countOf<T>(items: readonly T[]): Map<unknown, number> {
  const counts = new Map<unknown, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value).slice(0, 40);
}
