import { COLORS } from '@antarctica-game/scoring';
import { currentDecision } from './decision.js';
import { DEFAULT_EDITION } from './edition/default-edition.js';
import {
  BUILDING_TYPES,
  DECKS,
  type Edition,
  type PlayerCount,
  SHIPYARD_CARDS,
  type ShipyardCard,
  TRACK_SYMBOLS,
} from './edition/edition.js';
import { validateEdition } from './edition/validate-edition.js';
import { legalMoves } from './legal-moves.js';
import { LEGACY_RULES, RULE_OPTIONS } from './rule-options.js';
import {
  arrayOf,
  boolean,
  byKind,
  type Check,
  integer,
  nullable,
  object,
  oneOf,
  recordOf,
  string,
} from './shape-check.js';
import {
  type Effect,
  type GameState,
  SHIP_DISCARDED,
  SHIP_IN_BOX,
  SHIPS_PER_SEAT,
} from './state.js';

/** A problem in a game state: where (a path such as `players[1].supply`), and what. */
export interface StateIssue {
  path: string;
  message: string;
}

const count = integer(0);
const seatOrNone = integer(-1, 3);
const seat = integer(0, 3);
const cardIds = arrayOf(count);
const shipyardCard = oneOf(SHIPYARD_CARDS);
/** Pending effects nest (an "advance three" for everyone defers what it triggers) but not deeply. */
const MAX_EFFECT_DEPTH = 4;

function effectAt(depth: number): Check {
  const deferred: Check =
    depth >= MAX_EFFECT_DEPTH
      ? arrayOf((_, path, issues) => {
          issues.push({ path, message: 'effects nested too deep' });
          return false;
        })
      : arrayOf((value, path, issues) => effectAt(depth + 1)(value, path, issues));
  return byKind({
    trackAction: object({
      kind: oneOf(['trackAction']),
      symbol: oneOf(TRACK_SYMBOLS),
      mover: seat,
      seats: arrayOf(seat),
      usedTracks: arrayOf(count),
      deferred,
    }),
    shipyardPick: object({ kind: oneOf(['shipyardPick']), seats: arrayOf(seat) }),
    draft: object({ kind: oneOf(['draft']), seats: arrayOf(seat), cards: arrayOf(shipyardCard) }),
    draftDraw: object({ kind: oneOf(['draftDraw']), seats: arrayOf(seat), count: integer(1, 4) }),
  });
}

const stateShape = object({
  version: oneOf([1]),
  edition: () => true,
  rules: object(
    Object.fromEntries(Object.entries(RULE_OPTIONS).map(([key, values]) => [key, oneOf(values)])),
  ),
  chance: oneOf(['seeded', 'table']),
  players: arrayOf(
    object(
      {
        color: oneOf(COLORS),
        supply: count,
        reserve: count,
        cubes: count,
        discarded: count,
        buildingCards: cardIds,
        shipyardCards: arrayOf(shipyardCard),
        resourceCards: cardIds,
        startingBasicCard: nullable(count),
      },
      { name: string },
    ),
  ),
  areas: arrayOf(
    object({
      closed: boolean,
      ships: arrayOf(count),
      buildings: integer(0, 2 ** BUILDING_TYPES.length - 1),
      scientists: arrayOf(count),
    }),
  ),
  tracks: arrayOf(
    object({ closed: boolean, spaces: arrayOf(seatOrNone), blueUsed: arrayOf(boolean) }),
  ),
  ships: arrayOf(integer(SHIP_IN_BOX)),
  sun: count,
  piles: object({ basic: cardIds, double: cardIds, advanced: cardIds }),
  shipyardPile: arrayOf(shipyardCard),
  resourcePile: cardIds,
  buildingSupply: recordOf(BUILDING_TYPES, count),
  icebreakers: arrayOf(object({ area: count, seat, ship: count })),
  phase: oneOf(['openingCube', 'placement', 'playing', 'over']),
  placed: count,
  turn: nullable(
    object({
      seat,
      ship: count,
      from: count,
      to: integer(-1),
      acted: boolean,
      discarded: boolean,
      icebreaker: boolean,
      builtShips: arrayOf(count),
    }),
  ),
  visit: object({
    area: count,
    icebreaker: nullable(object({ seat, ship: count })),
    cardPlayed: arrayOf(boolean),
  }),
  pending: arrayOf(effectAt(0)),
  rng: integer(0, 2 ** 32 - 1),
  moves: integer(0, 2 ** 31 - 1),
  ended: nullable(oneOf(['lastScientist', 'lastBuilding', 'noShips'])),
});

/**
 * Checks an untrusted value (a parsed save, a state kept by an app, a persisted actor snapshot)
 * as a game state, and reports every problem with its path:
 *
 * - the shape of every field, and the edition (unless it is the default edition);
 * - sizes that match the edition and the player count; every seat, ship, area, track, card and
 *   space id within its bounds;
 * - the pieces adding up: each player's scientists, cubes and ships, the buildings against the
 *   box, ship lines against where each ship is, no cube on a closed track and no two of one
 *   colour on a track;
 * - the cards adding up: each Building Card once (in its own pile or a hand), each Resource Card
 *   at most once, no more Shipyard Cards of a kind than the box holds;
 * - a consistent turn (its seat owns its ship, which is where the turn says), Icebreakers on
 *   open areas and owned ships, pending effects of existing seats, and a decision that a real
 *   seat can answer with at least one legal move.
 *
 * A state written before rule readings existed (no `rules`) gets the readings of its time
 * ({@link LEGACY_RULES}); one without `chance` was seeded. The state returned is then a shallow
 * copy with those fields; otherwise it is the value itself.
 */
export function validateGameState(
  value: unknown,
): { ok: true; state: GameState } | { ok: false; issues: StateIssue[] } {
  return checkGameState(value, false);
}

/**
 * {@link validateGameState}, for a caller that has already checked the state's edition (the
 * save loader).
 */
export function checkGameState(
  value: unknown,
  editionChecked: boolean,
): { ok: true; state: GameState } | { ok: false; issues: StateIssue[] } {
  const issues: StateIssue[] = [];
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, issues: [{ path: '', message: 'expected a game state (an object)' }] };
    const record = value as Record<string, unknown>;
    const filled =
      record.rules === undefined || record.chance === undefined
        ? {
            ...record,
            rules: record.rules === undefined ? { ...LEGACY_RULES } : record.rules,
            chance: record.chance === undefined ? 'seeded' : record.chance,
          }
        : record;
    if (!editionChecked && filled.edition !== DEFAULT_EDITION) {
      const checked = validateEdition(filled.edition);
      if (!checked.ok)
        return {
          ok: false,
          issues: checked.errors.map((error) => ({
            path: error.path === '' ? 'edition' : `edition.${error.path}`,
            message: error.message,
          })),
        };
    }
    if (!stateShape(filled, '', issues)) return { ok: false, issues };
    const state = filled as unknown as GameState;
    checkSoundness(state, issues);
    if (issues.length > 0) return { ok: false, issues };
    checkPlayable(state, issues);
    return issues.length > 0 ? { ok: false, issues } : { ok: true, state };
  } catch (error) {
    issues.push({
      path: '',
      message: `the state could not be checked: ${error instanceof Error ? error.message : String(error)}`,
    });
    return { ok: false, issues };
  }
}

/** Everything but the decision: sizes, bounds, and pieces and cards that add up. */
function checkSoundness(state: GameState, issues: StateIssue[]): void {
  const expect = (condition: boolean, path: string, message: string) => {
    if (!condition) issues.push({ path, message });
  };
  const edition = state.edition;
  const players = state.players.length;
  if (players < 2 || players > 4) {
    expect(false, 'players', `2 to 4 players, found ${players}`);
    return;
  }
  const sizes = issues.length;
  expect(state.areas.length === edition.areas, 'areas', `the edition has ${edition.areas} areas`);
  expect(
    state.tracks.length === edition.tracks.length,
    'tracks',
    `the edition has ${edition.tracks.length} tracks`,
  );
  expect(
    state.ships.length === players * SHIPS_PER_SEAT,
    'ships',
    `expected ${players * SHIPS_PER_SEAT} ship places (${SHIPS_PER_SEAT} per seat)`,
  );
  expect(
    state.visit.cardPlayed.length === players,
    'visit.cardPlayed',
    `one flag per player (${players})`,
  );
  state.areas.forEach((area, index) => {
    expect(
      area.scientists.length === players,
      `areas[${index}].scientists`,
      `one count per player (${players})`,
    );
  });
  state.tracks.forEach((track, index) => {
    const data = edition.tracks[index];
    if (data === undefined) return;
    expect(
      track.spaces.length === data.spaces,
      `tracks[${index}].spaces`,
      `the track has ${data.spaces} spaces`,
    );
    expect(
      track.blueUsed.length === data.symbols.length,
      `tracks[${index}].blueUsed`,
      `one flag per symbol space (${data.symbols.length})`,
    );
  });
  // Everything below indexes by these sizes.
  if (issues.length > sizes) return;

  const context: Context = {
    state,
    players,
    row: edition.setup[players as PlayerCount],
    expect,
  };
  checkPlayers(context);
  checkBoard(context);
  checkTracks(context);
  checkBuildingCards(context);
  checkOtherCards(context);
  checkPhase(context);
  checkTurn(context);
  checkPending(context);
}

interface Context {
  state: GameState;
  players: number;
  row: Edition['setup'][PlayerCount];
  expect: (condition: boolean, path: string, message: string) => void;
}

const shipOwner = (ship: number) => Math.floor(ship / SHIPS_PER_SEAT);

function checkPlayers({ state, row, expect }: Context): void {
  const colors = new Set<string>();
  state.players.forEach((player, seat) => {
    const path = `players[${seat}]`;
    expect(!colors.has(player.color), `${path}.color`, `${player.color} is taken by another seat`);
    colors.add(player.color);
    const onBoard = state.areas.reduce((sum, area) => sum + (area.scientists[seat] ?? 0), 0);
    expect(
      player.supply + player.reserve + onBoard === row.supply + row.reserve,
      path,
      `scientists: ${player.supply} in supply + ${player.reserve} in reserve + ${onBoard} on the board, expected ${row.supply + row.reserve}`,
    );
    let onTracks = 0;
    for (const track of state.tracks)
      for (const owner of track.spaces) if (owner === seat) onTracks++;
    let shipsDiscarded = 0;
    for (let k = 0; k < SHIPS_PER_SEAT; k++)
      if (state.ships[seat * SHIPS_PER_SEAT + k] === SHIP_DISCARDED) shipsDiscarded++;
    const cubesDiscarded = player.discarded - shipsDiscarded;
    expect(
      cubesDiscarded >= 0,
      `${path}.discarded`,
      `${player.discarded} resources discarded, but ${shipsDiscarded} ships alone are on Discarded Resources`,
    );
    expect(
      cubesDiscarded < 0 || player.cubes + onTracks + cubesDiscarded === row.cubesAvailable,
      `${path}.cubes`,
      `cubes: ${player.cubes} available + ${onTracks} on tracks + ${cubesDiscarded} discarded, expected ${row.cubesAvailable}`,
    );
    const start = player.startingBasicCard;
    expect(
      start === null ||
        (player.resourceCards.includes(start) &&
          state.edition.resourceCards[start]?.kind === 'basic'),
      `${path}.startingBasicCard`,
      'the starting card must be a Basic Resource Card in this player’s hand',
    );
  });
}

function checkBoard({ state, players, row, expect }: Context): void {
  const { edition } = state;
  const shipSlots = players * SHIPS_PER_SEAT;
  const closedAtTwo = new Set(players === 2 ? edition.closedAreasTwoPlayers : []);
  const inLine = new Array<number>(shipSlots).fill(0);
  state.areas.forEach((area, index) => {
    const path = `areas[${index}]`;
    expect(
      area.closed === closedAtTwo.has(index),
      `${path}.closed`,
      area.closed ? 'this area is open at this player count' : 'this area is closed at 2 players',
    );
    if (area.closed) {
      expect(
        area.ships.length === 0 &&
          area.buildings === 0 &&
          area.scientists.every((scientists) => scientists === 0),
        path,
        'a closed area holds no pieces',
      );
    }
    expect(
      area.ships.length <= edition.shipSpaces,
      `${path}.ships`,
      `${area.ships.length} ships in line, but an area has ${edition.shipSpaces} ship spaces`,
    );
    area.ships.forEach((ship, position) => {
      if (ship >= shipSlots) {
        expect(
          false,
          `${path}.ships[${position}]`,
          `no ship ${ship} (ids go up to ${shipSlots - 1})`,
        );
        return;
      }
      inLine[ship] = (inLine[ship] ?? 0) + 1;
      expect(
        state.ships[ship] === index,
        `${path}.ships[${position}]`,
        `ship ${ship} is in this line, but ships[${ship}] says ${state.ships[ship]}`,
      );
    });
  });
  const shipsEach = row.shipsOnBoard + row.shipsAvailable;
  state.ships.forEach((place, ship) => {
    const path = `ships[${ship}]`;
    const inGame = ship % SHIPS_PER_SEAT < shipsEach;
    if (!inGame) {
      expect(
        place === SHIP_IN_BOX,
        path,
        `each player has ${shipsEach} ships at this player count: ship ${ship} stays in the box (${SHIP_IN_BOX})`,
      );
      return;
    }
    expect(place !== SHIP_IN_BOX, path, `ship ${ship} is in play at this player count`);
    if (place >= 0) {
      expect(place < state.areas.length, path, `no area ${place}`);
      expect(
        inLine[ship] === 1,
        path,
        inLine[ship] === 0
          ? `ship ${ship} is not in the line of area ${place}`
          : `ship ${ship} is in ${inLine[ship]} lines`,
      );
    }
  });
  expect(state.sun < state.areas.length, 'sun', `no area ${state.sun}`);
  expect(state.areas[state.sun]?.closed !== true, 'sun', 'the Sun cannot be in a closed area');
  expect(state.visit.area === state.sun, 'visit.area', 'the visit is to the area the Sun is in');

  // Buildings: the board, the supply and the box; what stands is the Starting Buildings and the
  // Building Cards taken.
  const taken = new Map<string, number>();
  for (const player of state.players)
    for (const card of player.buildingCards) {
      const type = edition.buildingCards[card]?.builds;
      if (type !== undefined) taken.set(type, (taken.get(type) ?? 0) + 1);
    }
  const starting = edition.startingBuildings[players as PlayerCount];
  BUILDING_TYPES.forEach((type, bit) => {
    let built = 0;
    for (const area of state.areas) if ((area.buildings & (1 << bit)) !== 0) built++;
    const supply = state.buildingSupply[type] ?? 0;
    expect(
      built + supply === edition.buildingSupply[type],
      `buildingSupply.${type}`,
      `${built} on the board + ${supply} in the supply, but the box has ${edition.buildingSupply[type]}`,
    );
    const expected = starting.filter((entry) => entry === type).length + (taken.get(type) ?? 0);
    expect(
      built === expected,
      `buildingSupply.${type}`,
      `${built} ${type} on the board, but the Starting Buildings and the Building Cards taken account for ${expected}`,
    );
  });

  // Icebreakers waiting on the board.
  const icebreakerAreas = new Set<number>();
  state.icebreakers.forEach((icebreaker, index) => {
    const path = `icebreakers[${index}]`;
    expect(icebreaker.seat < players, `${path}.seat`, `no seat ${icebreaker.seat}`);
    const area = state.areas[icebreaker.area];
    expect(area !== undefined && !area.closed, `${path}.area`, `no open area ${icebreaker.area}`);
    expect(
      !icebreakerAreas.has(icebreaker.area),
      `${path}.area`,
      'a second Icebreaker in this area',
    );
    icebreakerAreas.add(icebreaker.area);
    expect(
      state.phase !== 'playing' || icebreaker.area !== state.sun,
      `${path}.area`,
      "an Icebreaker in the Sun's area is used up when the Sun arrives",
    );
    expect(
      icebreaker.ship < shipSlots && shipOwner(icebreaker.ship) === icebreaker.seat,
      `${path}.ship`,
      `ship ${icebreaker.ship} is not a ship of seat ${icebreaker.seat}`,
    );
  });
  const visiting = state.visit.icebreaker;
  if (visiting !== null) {
    expect(visiting.seat < players, 'visit.icebreaker.seat', `no seat ${visiting.seat}`);
    expect(
      visiting.ship < shipSlots && shipOwner(visiting.ship) === visiting.seat,
      'visit.icebreaker.ship',
      `ship ${visiting.ship} is not a ship of seat ${visiting.seat}`,
    );
  }
}

function checkTracks({ state, players, expect }: Context): void {
  state.tracks.forEach((track, index) => {
    const path = `tracks[${index}]`;
    const data = state.edition.tracks[index];
    if (data === undefined) return;
    expect(
      track.closed === data.minPlayers > players,
      `${path}.closed`,
      track.closed
        ? 'this track is open at this player count'
        : 'this track is closed at this player count',
    );
    const seen = new Set<number>();
    let furthest = -1;
    track.spaces.forEach((owner, space) => {
      if (owner < 0) return;
      expect(
        owner < players,
        `${path}.spaces[${space}]`,
        `a cube of seat ${owner}, not in the game`,
      );
      expect(!seen.has(owner), `${path}.spaces[${space}]`, `a second cube of seat ${owner}`);
      expect(!track.closed, `${path}.spaces[${space}]`, 'a cube on a closed track');
      seen.add(owner);
      furthest = space;
    });
    data.symbols.forEach((symbol, position) => {
      if (symbol.color !== 'blue') return;
      expect(
        track.blueUsed[position] === furthest >= symbol.space,
        `${path}.blueUsed[${position}]`,
        track.blueUsed[position] === true
          ? `the blue action on space ${symbol.space} is marked used, but no cube has reached it`
          : `a cube has reached the blue action on space ${symbol.space}, but it is not marked used`,
      );
    });
    data.symbols.forEach((symbol, position) => {
      if (symbol.color === 'red')
        expect(
          track.blueUsed[position] === false,
          `${path}.blueUsed[${position}]`,
          `space ${symbol.space} is a red action, used every time`,
        );
    });
  });
}

function checkBuildingCards({ state, players, expect }: Context): void {
  const cards = state.edition.buildingCards;
  const seen = new Map<number, string>();
  const note = (card: number, path: string, deck?: string) => {
    const data = cards[card];
    if (data === undefined) {
      expect(false, path, `no Building Card ${card} (ids go up to ${cards.length - 1})`);
      return;
    }
    expect(
      data.minPlayers <= players,
      path,
      `Building Card ${card} is only used with ${data.minPlayers} players or more`,
    );
    if (deck !== undefined)
      expect(data.deck === deck, path, `Building Card ${card} belongs to the ${data.deck} pile`);
    const before = seen.get(card);
    expect(before === undefined, path, `Building Card ${card} is also at ${before}`);
    seen.set(card, path);
  };
  for (const deck of DECKS) {
    const pile = state.piles[deck];
    for (let index = 0; index < pile.length; index++)
      note(pile[index] as number, `piles.${deck}[${index}]`, deck);
  }
  state.players.forEach((player, seat) => {
    const hand = player.buildingCards;
    for (let index = 0; index < hand.length; index++)
      note(hand[index] as number, `players[${seat}].buildingCards[${index}]`);
  });
  const expected = cards.filter((card) => card.minPlayers <= players).length;
  expect(
    seen.size === expected,
    'piles',
    `${seen.size} Building Cards in the piles and hands, but ${expected} are used with ${players} players`,
  );
}

function checkOtherCards({ state, expect }: Context): void {
  const { edition } = state;
  const seen = new Map<number, string>();
  const note = (card: number, path: string) => {
    if (card >= edition.resourceCards.length) {
      expect(
        false,
        path,
        `no Resource Card ${card} (ids go up to ${edition.resourceCards.length - 1})`,
      );
      return;
    }
    const before = seen.get(card);
    expect(before === undefined, path, `Resource Card ${card} is also at ${before}`);
    seen.set(card, path);
  };
  for (let index = 0; index < state.resourcePile.length; index++)
    note(state.resourcePile[index] as number, `resourcePile[${index}]`);
  state.players.forEach((player, seat) => {
    const hand = player.resourceCards;
    for (let index = 0; index < hand.length; index++)
      note(hand[index] as number, `players[${seat}].resourceCards[${index}]`);
  });

  const held = new Map<ShipyardCard, number>();
  const add = (card: ShipyardCard, amount = 1) => held.set(card, (held.get(card) ?? 0) + amount);
  for (const card of state.shipyardPile) add(card);
  for (const player of state.players) for (const card of player.shipyardCards) add(card);
  const visitDrafts = (effects: readonly Effect[]) => {
    for (const effect of effects) {
      if (effect.kind === 'draft') for (const card of effect.cards) add(card);
      if (effect.kind === 'trackAction') visitDrafts(effect.deferred);
    }
  };
  visitDrafts(state.pending);
  add('icebreaker', state.icebreakers.length + (state.visit.icebreaker === null ? 0 : 1));
  for (const card of SHIPYARD_CARDS) {
    const total = held.get(card) ?? 0;
    expect(
      total <= edition.shipyardCards[card],
      card === 'icebreaker' ? 'icebreakers' : 'shipyardPile',
      `${total} ${card} Shipyard Cards in the pile, hands, drafts and on the board, but the box has ${edition.shipyardCards[card]}`,
    );
  }
}

function checkPhase({ state, players, expect }: Context): void {
  const order = state.edition.placementOrder[players as PlayerCount];
  const phase = state.phase;
  expect(
    (phase === 'over') === (state.ended !== null),
    'ended',
    phase === 'over' ? 'a game that is over says why' : 'only a game that is over has ended',
  );
  expect(
    phase !== 'openingCube' || players === 2,
    'phase',
    'only a 2-player game starts with an opening cube',
  );
  expect(state.placed <= order.length, 'placed', `at most ${order.length} ships are placed`);
  expect(
    phase === 'playing' || state.pending.length === 0,
    'pending',
    'effects wait only while the game is played',
  );
  expect(
    (phase === 'playing') === (state.turn !== null),
    'turn',
    phase === 'playing' ? 'a game being played has a turn' : `no turn in the ${phase} phase`,
  );
  if (phase === 'openingCube' || phase === 'placement') {
    expect(
      phase === 'openingCube' || state.placed < order.length,
      'placed',
      'every ship is placed: the game should be playing',
    );
    state.players.forEach((_, seat) => {
      const placed = order.slice(0, state.placed).filter((entry) => entry === seat).length;
      let onBoard = 0;
      for (let k = 0; k < SHIPS_PER_SEAT; k++)
        if ((state.ships[seat * SHIPS_PER_SEAT + k] ?? -1) >= 0) onBoard++;
      expect(
        onBoard === placed,
        `players[${seat}]`,
        `${onBoard} ships on the board during setup, but ${placed} placed`,
      );
    });
    let cubes = 0;
    for (const track of state.tracks) for (const owner of track.spaces) if (owner >= 0) cubes++;
    expect(
      cubes === (phase === 'placement' && players === 2 ? 1 : 0),
      'tracks',
      `${cubes} cubes on the tracks during setup`,
    );
  }
}

function checkTurn({ state, players, expect }: Context): void {
  const turn = state.turn;
  if (turn === null) return;
  const shipSlots = players * SHIPS_PER_SEAT;
  expect(turn.seat < players, 'turn.seat', `no seat ${turn.seat}`);
  if (turn.ship >= shipSlots || shipOwner(turn.ship) !== turn.seat) {
    expect(false, 'turn.ship', `ship ${turn.ship} is not a ship of seat ${turn.seat}`);
    return;
  }
  expect(turn.from === state.sun, 'turn.from', "a turn starts in the Sun's area");
  if (turn.to < 0) {
    expect(
      state.areas[state.sun]?.ships[0] === turn.ship,
      'turn.ship',
      `before sailing, the ship taking the turn is first in line in the Sun's area`,
    );
  } else {
    const target = state.areas[turn.to];
    expect(
      target !== undefined && !target.closed && turn.to !== turn.from,
      'turn.to',
      `the ship cannot have sailed to area ${turn.to}`,
    );
  }
  // Ships built this turn: the player's own, or others' through a track action for everyone
  // (since discarded, maybe).
  const built = new Set<number>();
  turn.builtShips.forEach((ship, index) => {
    expect(
      ship < shipSlots && state.ships[ship] !== SHIP_IN_BOX && !built.has(ship),
      `turn.builtShips[${index}]`,
      `ship ${ship} cannot have been built this turn`,
    );
    built.add(ship);
  });
}

function checkPending({ state, players, expect }: Context): void {
  const checkEffect = (effect: Effect, path: string) => {
    const seats = new Set<number>();
    effect.seats.forEach((entry, index) => {
      expect(entry < players, `${path}.seats[${index}]`, `no seat ${entry}`);
      expect(!seats.has(entry), `${path}.seats[${index}]`, `seat ${entry} is listed twice`);
      seats.add(entry);
    });
    switch (effect.kind) {
      case 'trackAction':
        expect(effect.mover < players, `${path}.mover`, `no seat ${effect.mover}`);
        effect.usedTracks.forEach((track, index) => {
          expect(
            track < state.tracks.length && effect.usedTracks.indexOf(track) === index,
            `${path}.usedTracks[${index}]`,
            `track ${track} cannot have been chosen`,
          );
        });
        effect.deferred.forEach((inner, index) => {
          checkEffect(inner, `${path}.deferred[${index}]`);
        });
        break;
      case 'draft':
        expect(
          effect.cards.length <= players,
          `${path}.cards`,
          `a draft turns up at most ${players} cards`,
        );
        break;
      case 'draftDraw':
        expect(state.chance === 'table', path, 'only a game set up from a table draws as a move');
        expect(effect.seats.length === 1, `${path}.seats`, 'one player turns the cards up');
        expect(
          effect.count <= Math.min(players, state.shipyardPile.length),
          `${path}.count`,
          `${effect.count} cards cannot be drawn from a pile of ${state.shipyardPile.length}`,
        );
        break;
      case 'shipyardPick':
        break;
    }
  };
  state.pending.forEach((effect, index) => {
    checkEffect(effect, `pending[${index}]`);
  });
  // The first effect is what the game waits for: it must be a decision of some seat.
  const first = state.pending[0];
  if (first === undefined) return;
  const waits =
    first.kind === 'trackAction'
      ? first.seats.length > 0 && (first.symbol === 'moveShip' || first.symbol === 'advanceThree')
      : first.kind === 'shipyardPick'
        ? first.seats.length > 0 && state.shipyardPile.length > 0
        : first.kind === 'draft'
          ? first.seats.length > 0 && first.cards.length > 0
          : first.seats.length > 0;
  expect(waits, 'pending[0]', 'the first pending effect waits for no one');
}

/** The decision the state waits for can be answered (or the game is over). */
function checkPlayable(state: GameState, issues: StateIssue[]): void {
  try {
    const decision = currentDecision(state);
    if (decision.kind === 'gameOver') return;
    if (decision.seat < 0 || decision.seat >= state.players.length)
      issues.push({
        path: '',
        message: `the game waits for seat ${decision.seat}, not in the game`,
      });
    else if (legalMoves(state).length === 0)
      issues.push({
        path: '',
        message: `the game waits for a ${decision.kind} decision that has no legal answer`,
      });
  } catch (error) {
    issues.push({
      path: '',
      message: `the state cannot be played: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}
