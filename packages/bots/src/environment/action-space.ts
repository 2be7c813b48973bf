import {
  DECKS,
  type Edition,
  type Move,
  SHIPS_PER_SEAT,
  SHIPYARD_CARDS,
  shipNumber,
  shipOwner,
} from '@antarctica-game/engine';
import { BotError } from '../play/bot-error.js';

/**
 * A fixed numbering of every move a player can make with an edition, as in OpenSpiel's
 * `num_distinct_actions`: action `i` means the same move in every position, for whichever seat
 * decides (a player's own ships are numbered 0-7 within the seat, not by their ids). The chance
 * move `drawDraftCards` (games set up from a table only) has no number.
 *
 * @example
 * ```ts
 * const space = actionSpace(DEFAULT_EDITION);
 * const action = space.encode({ type: 'sail', seat: 1, to: 4 });
 * space.decode(action, 1); // { type: 'sail', seat: 1, to: 4 }
 * ```
 */
export interface ActionSpace {
  /** How many actions there are: actions are `0 … size - 1`. */
  readonly size: number;
  /** The blocks of the numbering, first first: which move type, from which action, how many. */
  readonly segments: readonly ActionSegment[];
  /**
   * The number of a move.
   *
   * @throws {@link BotError} `invalid-options` for a move with no number (`drawDraftCards`) or
   * arguments out of the edition's range.
   */
  encode(move: Move): number;
  /**
   * The move an action stands for when `seat` decides.
   *
   * @throws {@link BotError} `invalid-options` for a number outside the space.
   */
  decode(action: number, seat: number): Move;
}

/** One block of an {@link ActionSpace}: the actions `start … start + size - 1`. */
export interface ActionSegment {
  /** What the block holds, such as `sail` or `discard:boardShip`. */
  name: string;
  /** Its first action. */
  start: number;
  /** How many actions it holds. */
  size: number;
  /** How an action's offset in the block is read, for people (e.g. `to` or `deck, track + 1, resourceCard + 1`). */
  arguments: string;
}

interface Block {
  name: string;
  arguments: string;
  size: number;
  /** The offset of a move of this block, or NaN. */
  offset(move: Move): number;
  move(offset: number, seat: number): Move;
}

const spaces = new WeakMap<Edition, ActionSpace>();

/**
 * An action's name for people and logs, as OpenSpiel's `action_to_string`: its block's name and
 * the move's arguments (`sail to=3`, `build deck=basic track=2 resourceCard=4`, `endTurn`). The
 * same action has the same name for every seat.
 *
 * @throws {@link BotError} `invalid-options` for a number outside the space.
 */
export function actionName(space: ActionSpace, action: number, seat = 0): string {
  const move = space.decode(action, seat) as unknown as Record<string, unknown>;
  const segment = space.segments.find(
    (block) => action >= block.start && action < block.start + block.size,
  );
  const args = Object.entries(move)
    .filter(([key, value]) => key !== 'type' && key !== 'seat' && value !== undefined)
    .map(([key, value]) => {
      // Ships are named within the seat (0-7), as the numbering counts them.
      if (key === 'ship' && typeof value === 'number')
        return `ship=${value - seat * SHIPS_PER_SEAT}`;
      return `${key}=${Array.isArray(value) ? value.join('+') : String(value)}`;
    });
  return [segment?.name ?? String(move.type), ...args].join(' ');
}

/** The {@link ActionSpace} of an edition (the same object for the same edition). */
export function actionSpace(edition: Edition): ActionSpace {
  let space = spaces.get(edition);
  if (space === undefined) {
    space = buildSpace(edition);
    spaces.set(edition, space);
  }
  return space;
}

function buildSpace(edition: Edition): ActionSpace {
  const tracks = edition.tracks.length;
  const areas = edition.areas;
  const resources = edition.resourceCards.length;
  const cards = SHIPYARD_CARDS.length;
  const index = (value: number, below: number): number =>
    Number.isInteger(value) && value >= 0 && value < below ? value : Number.NaN;
  const own = (ship: number, seat: number): number =>
    shipOwner(ship) === seat ? shipNumber(ship) : Number.NaN;
  const simple = (
    type:
      | 'buildShip'
      | 'recruit'
      | 'playPlaceScientist'
      | 'playPlusTwoScientists'
      | 'endTurn'
      | 'pass',
  ): Block => ({
    name: type,
    arguments: '',
    size: 1,
    offset: (move) => (move.type === type ? 0 : Number.NaN),
    move: (_, seat) => ({ type, seat }),
  });
  const blocks: Block[] = [
    {
      name: 'placeOpeningCube',
      arguments: 'track',
      size: tracks,
      offset: (m) => (m.type === 'placeOpeningCube' ? index(m.track, tracks) : Number.NaN),
      move: (track, seat) => ({ type: 'placeOpeningCube', seat, track }),
    },
    {
      name: 'placeShip',
      arguments: 'area',
      size: areas,
      offset: (m) => (m.type === 'placeShip' ? index(m.area, areas) : Number.NaN),
      move: (area, seat) => ({ type: 'placeShip', seat, area }),
    },
    {
      name: 'sail',
      arguments: 'to',
      size: areas,
      offset: (m) => (m.type === 'sail' ? index(m.to, areas) : Number.NaN),
      move: (to, seat) => ({ type: 'sail', seat, to }),
    },
    {
      name: 'build',
      arguments: `(deck * ${tracks + 1} + track + 1) * ${resources + 1} + resourceCard + 1 (deck ${DECKS.join(', ')}; track null and no resourceCard are 0)`,
      size: DECKS.length * (tracks + 1) * (resources + 1),
      offset: (m) => {
        if (m.type !== 'build') return Number.NaN;
        const deck = DECKS.indexOf(m.deck);
        const track = m.track === null ? 0 : index(m.track, tracks) + 1;
        const card = m.resourceCard === undefined ? 0 : index(m.resourceCard, resources) + 1;
        return deck < 0 ? Number.NaN : (deck * (tracks + 1) + track) * (resources + 1) + card;
      },
      move: (offset, seat) => {
        const card = offset % (resources + 1);
        const track = Math.floor(offset / (resources + 1)) % (tracks + 1);
        const deck = DECKS[Math.floor(offset / ((resources + 1) * (tracks + 1)))] ?? 'basic';
        const move: Move = { type: 'build', seat, deck, track: track === 0 ? null : track - 1 };
        if (card > 0) move.resourceCard = card - 1;
        return move;
      },
    },
    simple('buildShip'),
    simple('recruit'),
    {
      name: 'research',
      arguments: 'track',
      size: tracks,
      offset: (m) => (m.type === 'research' ? index(m.track, tracks) : Number.NaN),
      move: (track, seat) => ({ type: 'research', seat, track }),
    },
    {
      name: 'playIcebreaker',
      arguments: 'area',
      size: areas,
      offset: (m) => (m.type === 'playIcebreaker' ? index(m.area, areas) : Number.NaN),
      move: (area, seat) => ({ type: 'playIcebreaker', seat, area }),
    },
    simple('playPlaceScientist'),
    simple('playPlusTwoScientists'),
    {
      name: 'playFastResearch',
      arguments: 'track',
      size: tracks,
      offset: (m) => (m.type === 'playFastResearch' ? index(m.track, tracks) : Number.NaN),
      move: (track, seat) => ({ type: 'playFastResearch', seat, track }),
    },
    {
      name: 'discard:cube',
      arguments: '',
      size: 1,
      offset: (m) => (m.type === 'discard' && m.resource === 'cube' ? 0 : Number.NaN),
      move: (_, seat) => ({ type: 'discard', seat, resource: 'cube' }),
    },
    {
      name: 'discard:availableShip',
      arguments: '',
      size: 1,
      offset: (m) => (m.type === 'discard' && m.resource === 'availableShip' ? 0 : Number.NaN),
      move: (_, seat) => ({ type: 'discard', seat, resource: 'availableShip' }),
    },
    {
      name: 'discard:boardShip',
      arguments: `own ship (ship id - seat * ${SHIPS_PER_SEAT})`,
      size: SHIPS_PER_SEAT,
      offset: (m) =>
        m.type === 'discard' && m.resource === 'boardShip' ? own(m.ship, m.seat) : Number.NaN,
      move: (ship, seat) => ({
        type: 'discard',
        seat,
        resource: 'boardShip',
        ship: seat * SHIPS_PER_SEAT + ship,
      }),
    },
    simple('endTurn'),
    {
      name: 'moveShip',
      arguments: `own ship * ${areas} + to`,
      size: SHIPS_PER_SEAT * areas,
      offset: (m) =>
        m.type === 'moveShip' ? own(m.ship, m.seat) * areas + index(m.to, areas) : Number.NaN,
      move: (offset, seat) => ({
        type: 'moveShip',
        seat,
        ship: seat * SHIPS_PER_SEAT + Math.floor(offset / areas),
        to: offset % areas,
      }),
    },
    {
      name: 'advance',
      arguments: 'track',
      size: tracks,
      offset: (m) => (m.type === 'advance' ? index(m.track, tracks) : Number.NaN),
      move: (track, seat) => ({ type: 'advance', seat, track }),
    },
    {
      name: 'takeShipyardCard',
      arguments: `card (${SHIPYARD_CARDS.join(', ')})`,
      size: cards,
      offset: (m) =>
        m.type === 'takeShipyardCard' ? index(SHIPYARD_CARDS.indexOf(m.card), cards) : Number.NaN,
      move: (card, seat) => ({
        type: 'takeShipyardCard',
        seat,
        card: SHIPYARD_CARDS[card] ?? 'icebreaker',
      }),
    },
    {
      name: 'draftPick',
      arguments: `card (${SHIPYARD_CARDS.join(', ')})`,
      size: cards,
      offset: (m) =>
        m.type === 'draftPick' ? index(SHIPYARD_CARDS.indexOf(m.card), cards) : Number.NaN,
      move: (card, seat) => ({
        type: 'draftPick',
        seat,
        card: SHIPYARD_CARDS[card] ?? 'icebreaker',
      }),
    },
    simple('pass'),
  ];
  const segments: ActionSegment[] = [];
  const byType = new Map<string, Array<{ block: Block; start: number }>>();
  let size = 0;
  for (const block of blocks) {
    segments.push({ name: block.name, start: size, size: block.size, arguments: block.arguments });
    const type = block.name.split(':')[0] as string;
    byType.set(type, [...(byType.get(type) ?? []), { block, start: size }]);
    size += block.size;
  }
  return {
    size,
    segments,
    encode(move) {
      for (const { block, start } of byType.get((move as { type?: string })?.type ?? '') ?? []) {
        const offset = block.offset(move);
        if (offset >= 0 && offset < block.size) return start + offset;
      }
      throw new BotError(
        'invalid-options',
        `this move has no action number: ${JSON.stringify(move) ?? String(move)}`,
      );
    },
    decode(action, seat) {
      if (Number.isInteger(action) && action >= 0)
        for (let at = 0; at < blocks.length; at++) {
          const segment = segments[at] as ActionSegment;
          if (action < segment.start + segment.size)
            return (blocks[at] as Block).move(action - segment.start, seat);
        }
      throw new BotError(
        'invalid-options',
        `action ${String(action)} is not a whole number from 0 to ${size - 1}`,
      );
    },
  };
}
