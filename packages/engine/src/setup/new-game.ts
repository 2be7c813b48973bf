import { COLORS, type Color } from '@antarctica-game/scoring';
import { buildingBit } from '../edition/building-bit.js';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import {
  DECKS,
  type Edition,
  type PlayerCount,
  SHIPYARD_CARDS,
  type ShipyardCard,
} from '../edition/edition.js';
import { freezeEdition } from '../edition/freeze-edition.js';
import { validateEdition } from '../edition/validate-edition.js';
import { EngineError } from '../errors/engine-error.js';
import { firstAvailableShip, shipNumber } from '../rules/board.js';
import { runEffects } from '../rules/effects.js';
import { startPlaying } from '../rules/setup-moves.js';
import type { Change } from '../state/change.js';
import type { GameEvent } from '../state/events.js';
import { seedToState, shuffle } from '../state/random.js';
import { type RuleOptions, withDefaultRules } from '../state/rule-options.js';
import {
  type GameState,
  type PlayerState,
  SHIP_AVAILABLE,
  SHIP_IN_BOX,
  SHIPS_PER_SEAT,
} from '../state/state.js';
import { copyBuildingSupply } from '../state/writable.js';
import { checkNewGameOptions } from './new-game-options.js';
import { checkTableSetup, type TableSetup } from './table-setup.js';

/** How to set up a game: from a seed, or from what a real table showed (`setup`). */
export interface NewGameOptions {
  /** The number of players (colours red, blue, green, yellow in seating order), or the players themselves. */
  players:
    | PlayerCount
    | ReadonlyArray<{
        /** The player's colour; each colour at most once. */
        color: Color;
        /** A name to show beside the colour. */
        name?: string;
      }>;
  /**
   * Seed of the game's random generator: the same seed gives the same setup and draws. Needed
   * unless `setup` is given; with a `setup`, nothing is drawn at random and the seed is unused.
   */
  seed?: number | string;
  /**
   * The chance outcomes of a real table's setup instead of a seed. The game's later chance
   * outcomes (Shipyard drafts) are then moves too (`drawDraftCards`).
   */
  setup?: TableSetup;
  /** Rule readings where the rulebooks differ; each left out takes its default (`DEFAULT_RULES`). */
  rules?: Partial<RuleOptions>;
  /**
   * `'firstGame'` (default) puts the ships where the first-game diagram shows; `'free'` lets the
   * players place them one at a time in the edition's order.
   */
  shipPlacement?: 'firstGame' | 'free';
  /** The edition to play with; the default edition if left out. */
  edition?: Edition;
}

/**
 * Sets up a new game: the board (closed areas at 2 players), Starting Buildings at random, the
 * shuffled piles, the setup table's pieces, and either the first-game ships or the placement
 * phase. The first decision is then player B's opening cube (2 players), a ship placement, or
 * the first turn after the Sun's first move.
 */
export function newGame(options: NewGameOptions): GameState {
  return newGameWithEvents(options).state;
}

/** {@link newGame}, also returning what happened at setup (the Sun's first move). */
export function newGameWithEvents(options: NewGameOptions): {
  /** The new game, waiting for its first decision. */
  state: GameState;
  /** What setup did, in order (the events a log or an animation shows). */
  events: GameEvent[];
} {
  checkNewGameOptions(options);
  const edition = options.edition ?? DEFAULT_EDITION;
  if (edition !== DEFAULT_EDITION) {
    const checked = validateEdition(edition);
    if (!checked.ok) {
      const problems = checked.errors.map(
        (error) => `${error.path}: ${error.message} (${error.code})`,
      );
      throw new EngineError(
        'invalid-options',
        `the edition is not valid: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`,
      );
    }
    freezeEdition(edition);
  }
  if (typeof options.players === 'number' && ![2, 3, 4].includes(options.players)) {
    throw new EngineError(
      'invalid-options',
      `Antarctica is for 2 to 4 players, not ${options.players}`,
    );
  }
  const roster: ReadonlyArray<{ color: Color; name?: string }> =
    typeof options.players === 'number'
      ? COLORS.slice(0, options.players).map((color) => ({ color }))
      : options.players;
  const count = roster.length;
  if (count < 2 || count > 4)
    throw new EngineError('invalid-options', `Antarctica is for 2 to 4 players, not ${count}`);
  if (new Set(roster.map((player) => player.color)).size !== count) {
    throw new EngineError('invalid-options', 'every player needs a different colour');
  }
  const players = count as PlayerCount;
  const row = edition.setup[players];
  const closed = new Set(players === 2 ? edition.closedAreasTwoPlayers : []);
  const setup = options.setup;
  if (setup !== undefined) checkTableSetup(setup, edition, players, closed);
  else if (typeof options.seed !== 'number' && typeof options.seed !== 'string')
    throw new EngineError(
      'invalid-options',
      'a game needs a seed (a number or a string) or a table setup',
    );
  const state: GameState = {
    version: 1,
    edition,
    rules: withDefaultRules(options.rules),
    chance: setup === undefined ? 'seeded' : 'table',
    players: roster.map((player) => {
      // The fields in the order of a move's copy of a player (`writablePlayer`), the name last
      // and only when given: players of one shape, which the rules read faster.
      const fresh: PlayerState = {
        color: player.color,
        supply: row.supply,
        reserve: row.reserve,
        cubes: row.cubesAvailable,
        discarded: 0,
        buildingCards: [],
        shipyardCards: [],
        resourceCards: [],
        startingBasicCard: null,
      };
      if (player.name !== undefined) fresh.name = player.name;
      return fresh;
    }),
    areas: listOf(edition.areas, (area) => ({
      closed: closed.has(area),
      ships: [],
      buildings: 0,
      scientists: roster.map(() => 0),
    })),
    tracks: edition.tracks.map((track) => ({
      closed: track.minPlayers > players,
      spaces: listOf(track.spaces, () => -1),
      blueUsed: track.symbols.map(() => false),
    })),
    ships: listOf(count * SHIPS_PER_SEAT, (ship) =>
      shipNumber(ship) < row.shipsOnBoard + row.shipsAvailable ? SHIP_AVAILABLE : SHIP_IN_BOX,
    ),
    sun: edition.sunStart,
    piles: { basic: [], double: [], advanced: [] },
    shipyardPile: [],
    resourcePile: [],
    buildingSupply: copyBuildingSupply(edition.buildingSupply),
    icebreakers: [],
    phase: players === 2 ? 'openingCube' : 'placement',
    placed: 0,
    turn: null,
    visit: { area: edition.sunStart, icebreaker: null, cardPlayed: roster.map(() => false) },
    pending: [],
    rng: seedToState(options.seed ?? 0),
    moves: 0,
    ended: null,
  };

  if (setup === undefined) dealFromSeed(state, players);
  else dealFromTable(state, setup);

  const change: Change = { state, events: [] };
  if ((options.shipPlacement ?? 'firstGame') === 'firstGame') {
    // Indexed loops: the edition is frozen (see dealFromSeed).
    const layout = edition.firstGameShips[players];
    for (let area = 0; area < layout.length; area++) {
      const seats = layout[area] as readonly number[];
      for (let index = 0; index < seats.length; index++) {
        const ship = firstAvailableShip(state, seats[index] as number);
        state.areas[area]?.ships.push(ship);
        state.ships[ship] = area;
      }
    }
    state.placed = edition.placementOrder[players].length;
    if (state.phase === 'placement') startPlaying(change);
  }
  runEffects(change);
  return { state, events: change.events ?? [] };
}

/** Setup's chance from the seed: Starting Buildings, piles, Shipyard Cards and Resource Cards. */
function dealFromSeed(state: GameState, players: PlayerCount): void {
  const { edition } = state;
  const count = state.players.length;
  const openAreas: number[] = [];
  state.areas.forEach((area, index) => {
    if (!area.closed) openAreas.push(index);
  });
  const starting = shuffle(state, [...edition.startingBuildings[players]]);
  starting.forEach((type, index) => {
    const area = state.areas[openAreas[index] ?? -1];
    if (area === undefined) return;
    area.buildings |= buildingBit(type);
    state.buildingSupply[type] = (state.buildingSupply[type] ?? 0) - 1;
  });

  // Plain loops over the edition's lists: an edition is frozen, and V8 runs forEach and slice
  // several times slower on frozen arrays.
  const cards = edition.buildingCards;
  for (let id = 0; id < cards.length; id++) {
    const card = cards[id] as (typeof cards)[number];
    if (card.minPlayers <= players) state.piles[card.deck].push(id);
  }
  for (const deck of DECKS) shuffle(state, state.piles[deck]);

  state.shipyardPile = shuffle(state, shipyardCardsOf(edition));

  const ofKind = (kind: 'basic' | 'expertise') => {
    const ids: number[] = [];
    const resourceCards = edition.resourceCards;
    for (let id = 0; id < resourceCards.length; id++)
      if (resourceCards[id]?.kind === kind) ids.push(id);
    return shuffle(state, ids);
  };
  const basics = ofKind('basic');
  for (const player of state.players) {
    const card = basics.shift();
    if (card === undefined) continue;
    player.resourceCards.push(card);
    player.startingBasicCard = card;
  }
  state.resourcePile = ofKind('expertise').slice(0, count);
}

/** Setup's chance as a table saw it. */
function dealFromTable(state: GameState, setup: TableSetup): void {
  const { edition } = state;
  setup.startingBuildings.forEach((type, index) => {
    const area = state.areas[index];
    if (type === null || area === undefined) return;
    area.buildings |= buildingBit(type);
    state.buildingSupply[type] = (state.buildingSupply[type] ?? 0) - 1;
  });
  // Stored with the top card last.
  for (const deck of DECKS) state.piles[deck] = setup.piles[deck].slice().reverse();
  // Players look through the Shipyard pile and drafts are drawn by the table: its order is moot.
  state.shipyardPile = shipyardCardsOf(edition);
  state.players.forEach((player, seat) => {
    const card = setup.startingResourceCards[seat];
    if (card === undefined) return;
    player.resourceCards.push(card);
    player.startingBasicCard = card;
  });
  state.resourcePile = setup.resourcePile.slice();
}

/**
 * A list of `length` items made by `item(index)`. (`Array.from({ length })` goes through the
 * iteration protocol and was a sixth of the time of setting up a game.)
 */
function listOf<T>(length: number, item: (index: number) => T): T[] {
  const list: T[] = [];
  for (let index = 0; index < length; index++) list.push(item(index));
  return list;
}

/** Every Shipyard Card of the edition, in the order of {@link SHIPYARD_CARDS}. */
function shipyardCardsOf(edition: Edition): ShipyardCard[] {
  const cards: ShipyardCard[] = [];
  for (const card of SHIPYARD_CARDS)
    for (let copy = 0; copy < edition.shipyardCards[card]; copy++) cards.push(card);
  return cards;
}
