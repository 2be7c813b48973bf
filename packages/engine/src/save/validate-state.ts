import { COLORS } from '@antarctica-game/scoring';
import { currentDecision } from '../decision.js';
import { DEFAULT_EDITION } from '../edition/default-edition.js';
import {
  BUILDING_TYPES,
  DECKS,
  type Edition,
  type PlayerCount,
  SHIPYARD_CARDS,
  type ShipyardCard,
  TRACK_SYMBOLS,
} from '../edition/edition.js';
import { validateEdition } from '../edition/validate-edition.js';
import { legalMoves } from '../legal-moves.js';
import { LEGACY_RULES, RULE_OPTIONS } from '../state/rule-options.js';
import {
  type Effect,
  type GameState,
  SHIP_DISCARDED,
  SHIP_IN_BOX,
  SHIPS_PER_SEAT,
} from '../state/state.js';
import {
  arrayOf,
  boolean,
  byKind,
  type Check,
  integer,
  isSound,
  nullable,
  object,
  oneOf,
  recordOf,
  string,
} from './shape-check.js';

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

/** The check of a pending effect whose deferred effects pass `deferred`. */
function effectWith(deferred: Check): Check {
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

/** A pending effect, its deferred effects nested at most {@link MAX_EFFECT_DEPTH} deep. */
const effect = (() => {
  let check = effectWith(
    arrayOf((_, path, issues) => {
      issues?.push({ path, message: 'effects nested too deep' });
      return false;
    }),
  );
  for (let depth = 0; depth < MAX_EFFECT_DEPTH; depth++) check = effectWith(arrayOf(check));
  return check;
})();

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
  pending: arrayOf(effect),
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
    if (!isSound(stateShape, filled, issues)) return { ok: false, issues };
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
  const add = (path: string, message: string) => {
    issues.push({ path, message });
  };
  const edition = state.edition;
  const players = state.players.length;
  if (players < 2 || players > 4) {
    add('players', `2 to 4 players, found ${players}`);
    return;
  }
  const sizes = issues.length;
  if (!(state.areas.length === edition.areas))
    add('areas', `the edition has ${edition.areas} areas`);
  if (!(state.tracks.length === edition.tracks.length))
    add('tracks', `the edition has ${edition.tracks.length} tracks`);
  if (!(state.ships.length === players * SHIPS_PER_SEAT))
    add('ships', `expected ${players * SHIPS_PER_SEAT} ship places (${SHIPS_PER_SEAT} per seat)`);
  if (!(state.visit.cardPlayed.length === players))
    add('visit.cardPlayed', `one flag per player (${players})`);
  state.areas.forEach((area, index) => {
    if (!(area.scientists.length === players))
      add(`areas[${index}].scientists`, `one count per player (${players})`);
  });
  state.tracks.forEach((track, index) => {
    const data = edition.tracks[index];
    if (data === undefined) return;
    if (!(track.spaces.length === data.spaces))
      add(`tracks[${index}].spaces`, `the track has ${data.spaces} spaces`);
    if (!(track.blueUsed.length === data.symbols.length))
      add(`tracks[${index}].blueUsed`, `one flag per symbol space (${data.symbols.length})`);
  });
  // Everything below indexes by these sizes.
  if (issues.length > sizes) return;

  const context: Context = {
    state,
    players,
    row: edition.setup[players as PlayerCount],
    add,
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
  add: (path: string, message: string) => void;
}

const shipOwner = (ship: number) => Math.floor(ship / SHIPS_PER_SEAT);

function checkPlayers({ state, row, add }: Context): void {
  const colors = new Set<string>();
  state.players.forEach((player, seat) => {
    const path = `players[${seat}]`;
    if (colors.has(player.color)) add(`${path}.color`, `${player.color} is taken by another seat`);
    colors.add(player.color);
    const onBoard = state.areas.reduce((sum, area) => sum + (area.scientists[seat] ?? 0), 0);
    if (!(player.supply + player.reserve + onBoard === row.supply + row.reserve))
      add(
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
    if (!(cubesDiscarded >= 0))
      add(
        `${path}.discarded`,
        `${player.discarded} resources discarded, but ${shipsDiscarded} ships alone are on Discarded Resources`,
      );
    if (!(cubesDiscarded < 0 || player.cubes + onTracks + cubesDiscarded === row.cubesAvailable))
      add(
        `${path}.cubes`,
        `cubes: ${player.cubes} available + ${onTracks} on tracks + ${cubesDiscarded} discarded, expected ${row.cubesAvailable}`,
      );
    const start = player.startingBasicCard;
    if (
      !(
        start === null ||
        (player.resourceCards.includes(start) &&
          state.edition.resourceCards[start]?.kind === 'basic')
      )
    )
      add(
        `${path}.startingBasicCard`,
        'the starting card must be a Basic Resource Card in this player’s hand',
      );
  });
}

function checkBoard({ state, players, row, add }: Context): void {
  const { edition } = state;
  const shipSlots = players * SHIPS_PER_SEAT;
  const closedAtTwo = new Set(players === 2 ? edition.closedAreasTwoPlayers : []);
  const inLine = new Array<number>(shipSlots).fill(0);
  state.areas.forEach((area, index) => {
    const path = `areas[${index}]`;
    if (!(area.closed === closedAtTwo.has(index)))
      add(
        `${path}.closed`,
        area.closed ? 'this area is open at this player count' : 'this area is closed at 2 players',
      );
    if (area.closed) {
      if (
        !(
          area.ships.length === 0 &&
          area.buildings === 0 &&
          area.scientists.every((scientists) => scientists === 0)
        )
      )
        add(path, 'a closed area holds no pieces');
    }
    if (!(area.ships.length <= edition.shipSpaces))
      add(
        `${path}.ships`,
        `${area.ships.length} ships in line, but an area has ${edition.shipSpaces} ship spaces`,
      );
    area.ships.forEach((ship, position) => {
      if (ship >= shipSlots) {
        add(`${path}.ships[${position}]`, `no ship ${ship} (ids go up to ${shipSlots - 1})`);
        return;
      }
      inLine[ship] = (inLine[ship] ?? 0) + 1;
      if (!(state.ships[ship] === index))
        add(
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
      if (!(place === SHIP_IN_BOX))
        add(
          path,
          `each player has ${shipsEach} ships at this player count: ship ${ship} stays in the box (${SHIP_IN_BOX})`,
        );
      return;
    }
    if (!(place !== SHIP_IN_BOX)) add(path, `ship ${ship} is in play at this player count`);
    if (place >= 0) {
      if (!(place < state.areas.length)) add(path, `no area ${place}`);
      if (!(inLine[ship] === 1))
        add(
          path,
          inLine[ship] === 0
            ? `ship ${ship} is not in the line of area ${place}`
            : `ship ${ship} is in ${inLine[ship]} lines`,
        );
    }
  });
  if (!(state.sun < state.areas.length)) add('sun', `no area ${state.sun}`);
  if (!(state.areas[state.sun]?.closed !== true)) add('sun', 'the Sun cannot be in a closed area');
  if (!(state.visit.area === state.sun))
    add('visit.area', 'the visit is to the area the Sun is in');

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
    if (!(built + supply === edition.buildingSupply[type]))
      add(
        `buildingSupply.${type}`,
        `${built} on the board + ${supply} in the supply, but the box has ${edition.buildingSupply[type]}`,
      );
    const expected = starting.filter((entry) => entry === type).length + (taken.get(type) ?? 0);
    if (!(built === expected))
      add(
        `buildingSupply.${type}`,
        `${built} ${type} on the board, but the Starting Buildings and the Building Cards taken account for ${expected}`,
      );
  });

  // Icebreakers waiting on the board.
  const icebreakerAreas = new Set<number>();
  state.icebreakers.forEach((icebreaker, index) => {
    const path = `icebreakers[${index}]`;
    if (!(icebreaker.seat < players)) add(`${path}.seat`, `no seat ${icebreaker.seat}`);
    const area = state.areas[icebreaker.area];
    if (!(area !== undefined && !area.closed))
      add(`${path}.area`, `no open area ${icebreaker.area}`);
    if (icebreakerAreas.has(icebreaker.area))
      add(`${path}.area`, 'a second Icebreaker in this area');
    icebreakerAreas.add(icebreaker.area);
    if (!(state.phase !== 'playing' || icebreaker.area !== state.sun))
      add(`${path}.area`, "an Icebreaker in the Sun's area is used up when the Sun arrives");
    if (!(icebreaker.ship < shipSlots && shipOwner(icebreaker.ship) === icebreaker.seat))
      add(`${path}.ship`, `ship ${icebreaker.ship} is not a ship of seat ${icebreaker.seat}`);
  });
  const visiting = state.visit.icebreaker;
  if (visiting !== null) {
    if (!(visiting.seat < players)) add('visit.icebreaker.seat', `no seat ${visiting.seat}`);
    if (!(visiting.ship < shipSlots && shipOwner(visiting.ship) === visiting.seat))
      add('visit.icebreaker.ship', `ship ${visiting.ship} is not a ship of seat ${visiting.seat}`);
  }
}

function checkTracks({ state, players, add }: Context): void {
  state.tracks.forEach((track, index) => {
    const path = `tracks[${index}]`;
    const data = state.edition.tracks[index];
    if (data === undefined) return;
    if (!(track.closed === data.minPlayers > players))
      add(
        `${path}.closed`,
        track.closed
          ? 'this track is open at this player count'
          : 'this track is closed at this player count',
      );
    const seen = new Set<number>();
    let furthest = -1;
    track.spaces.forEach((owner, space) => {
      if (owner < 0) return;
      if (!(owner < players))
        add(`${path}.spaces[${space}]`, `a cube of seat ${owner}, not in the game`);
      if (seen.has(owner)) add(`${path}.spaces[${space}]`, `a second cube of seat ${owner}`);
      if (track.closed) add(`${path}.spaces[${space}]`, 'a cube on a closed track');
      seen.add(owner);
      furthest = space;
    });
    data.symbols.forEach((symbol, position) => {
      if (symbol.color !== 'blue') return;
      if (!(track.blueUsed[position] === furthest >= symbol.space))
        add(
          `${path}.blueUsed[${position}]`,
          track.blueUsed[position] === true
            ? `the blue action on space ${symbol.space} is marked used, but no cube has reached it`
            : `a cube has reached the blue action on space ${symbol.space}, but it is not marked used`,
        );
    });
    data.symbols.forEach((symbol, position) => {
      if (symbol.color === 'red')
        if (!(track.blueUsed[position] === false))
          add(
            `${path}.blueUsed[${position}]`,
            `space ${symbol.space} is a red action, used every time`,
          );
    });
  });
}

function checkBuildingCards({ state, players, add }: Context): void {
  const cards = state.edition.buildingCards;
  const seen = new Map<number, string>();
  const note = (card: number, path: string, deck?: string) => {
    const data = cards[card];
    if (data === undefined) {
      add(path, `no Building Card ${card} (ids go up to ${cards.length - 1})`);
      return;
    }
    if (!(data.minPlayers <= players))
      add(path, `Building Card ${card} is only used with ${data.minPlayers} players or more`);
    if (deck !== undefined)
      if (!(data.deck === deck))
        add(path, `Building Card ${card} belongs to the ${data.deck} pile`);
    const before = seen.get(card);
    if (!(before === undefined)) add(path, `Building Card ${card} is also at ${before}`);
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
  if (!(seen.size === expected))
    add(
      'piles',
      `${seen.size} Building Cards in the piles and hands, but ${expected} are used with ${players} players`,
    );
}

function checkOtherCards({ state, add }: Context): void {
  const { edition } = state;
  const seen = new Map<number, string>();
  const note = (card: number, path: string) => {
    if (card >= edition.resourceCards.length) {
      add(path, `no Resource Card ${card} (ids go up to ${edition.resourceCards.length - 1})`);
      return;
    }
    const before = seen.get(card);
    if (!(before === undefined)) add(path, `Resource Card ${card} is also at ${before}`);
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
  const count = (card: ShipyardCard, amount = 1) => held.set(card, (held.get(card) ?? 0) + amount);
  for (const card of state.shipyardPile) count(card);
  for (const player of state.players) for (const card of player.shipyardCards) count(card);
  const visitDrafts = (effects: readonly Effect[]) => {
    for (const effect of effects) {
      if (effect.kind === 'draft') for (const card of effect.cards) count(card);
      if (effect.kind === 'trackAction') visitDrafts(effect.deferred);
    }
  };
  visitDrafts(state.pending);
  count('icebreaker', state.icebreakers.length + (state.visit.icebreaker === null ? 0 : 1));
  for (const card of SHIPYARD_CARDS) {
    const total = held.get(card) ?? 0;
    if (!(total <= edition.shipyardCards[card]))
      add(
        card === 'icebreaker' ? 'icebreakers' : 'shipyardPile',
        `${total} ${card} Shipyard Cards in the pile, hands, drafts and on the board, but the box has ${edition.shipyardCards[card]}`,
      );
  }
}

function checkPhase({ state, players, add }: Context): void {
  const order = state.edition.placementOrder[players as PlayerCount];
  const phase = state.phase;
  if (!((phase === 'over') === (state.ended !== null)))
    add(
      'ended',
      phase === 'over' ? 'a game that is over says why' : 'only a game that is over has ended',
    );
  if (!(phase !== 'openingCube' || players === 2))
    add('phase', 'only a 2-player game starts with an opening cube');
  if (!(state.placed <= order.length)) add('placed', `at most ${order.length} ships are placed`);
  if (!(phase === 'playing' || state.pending.length === 0))
    add('pending', 'effects wait only while the game is played');
  if (!((phase === 'playing') === (state.turn !== null)))
    add(
      'turn',
      phase === 'playing' ? 'a game being played has a turn' : `no turn in the ${phase} phase`,
    );
  if (phase === 'openingCube' || phase === 'placement') {
    if (state.sun !== state.edition.sunStart)
      add('sun', `during setup the Sun is in its starting area (${state.edition.sunStart})`);
    if (state.icebreakers.length > 0) add('icebreakers', 'no Icebreaker is played during setup');
    if (!(phase === 'openingCube' || state.placed < order.length))
      add('placed', 'every ship is placed: the game should be playing');
    state.players.forEach((_, seat) => {
      const placed = order.slice(0, state.placed).filter((entry) => entry === seat).length;
      let onBoard = 0;
      for (let k = 0; k < SHIPS_PER_SEAT; k++)
        if ((state.ships[seat * SHIPS_PER_SEAT + k] ?? -1) >= 0) onBoard++;
      if (!(onBoard === placed))
        add(`players[${seat}]`, `${onBoard} ships on the board during setup, but ${placed} placed`);
    });
    let cubes = 0;
    for (const track of state.tracks) for (const owner of track.spaces) if (owner >= 0) cubes++;
    if (!(cubes === (phase === 'placement' && players === 2 ? 1 : 0)))
      add('tracks', `${cubes} cubes on the tracks during setup`);
  }
}

function checkTurn({ state, players, add }: Context): void {
  const turn = state.turn;
  if (turn === null) return;
  const shipSlots = players * SHIPS_PER_SEAT;
  if (!(turn.seat < players)) add('turn.seat', `no seat ${turn.seat}`);
  if (turn.ship >= shipSlots || shipOwner(turn.ship) !== turn.seat) {
    add('turn.ship', `ship ${turn.ship} is not a ship of seat ${turn.seat}`);
    return;
  }
  if (!(turn.from === state.sun)) add('turn.from', "a turn starts in the Sun's area");
  if (turn.to < 0) {
    if (turn.acted) add('turn.acted', 'a ship acts only after it has sailed');
    if (!(state.areas[state.sun]?.ships[0] === turn.ship))
      add(
        'turn.ship',
        `before sailing, the ship taking the turn is first in line in the Sun's area`,
      );
  } else {
    const target = state.areas[turn.to];
    if (!(target !== undefined && !target.closed && turn.to !== turn.from))
      add('turn.to', `the ship cannot have sailed to area ${turn.to}`);
  }
  // Ships built this turn: the player's own, or others' through a track action for everyone
  // (since discarded, maybe).
  const built = new Set<number>();
  turn.builtShips.forEach((ship, index) => {
    if (!(ship < shipSlots && state.ships[ship] !== SHIP_IN_BOX && !built.has(ship)))
      add(`turn.builtShips[${index}]`, `ship ${ship} cannot have been built this turn`);
    built.add(ship);
  });
}

function checkPending({ state, players, add }: Context): void {
  const checkEffect = (effect: Effect, path: string) => {
    const seats = new Set<number>();
    effect.seats.forEach((entry, index) => {
      if (!(entry < players)) add(`${path}.seats[${index}]`, `no seat ${entry}`);
      if (seats.has(entry)) add(`${path}.seats[${index}]`, `seat ${entry} is listed twice`);
      seats.add(entry);
    });
    switch (effect.kind) {
      case 'trackAction':
        if (!(effect.mover < players)) add(`${path}.mover`, `no seat ${effect.mover}`);
        effect.usedTracks.forEach((track, index) => {
          if (!(track < state.tracks.length && effect.usedTracks.indexOf(track) === index))
            add(`${path}.usedTracks[${index}]`, `track ${track} cannot have been chosen`);
        });
        effect.deferred.forEach((inner, index) => {
          checkEffect(inner, `${path}.deferred[${index}]`);
        });
        break;
      case 'draft':
        if (!(effect.cards.length <= players))
          add(`${path}.cards`, `a draft turns up at most ${players} cards`);
        break;
      case 'draftDraw':
        if (!(state.chance === 'table'))
          add(path, 'only a game set up from a table draws as a move');
        if (!(effect.seats.length === 1)) add(`${path}.seats`, 'one player turns the cards up');
        if (!(effect.count <= Math.min(players, state.shipyardPile.length)))
          add(
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
  if (!waits) add('pending[0]', 'the first pending effect waits for no one');
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
