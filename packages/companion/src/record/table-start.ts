import {
  type BuildingType,
  DECKS,
  type Deck,
  type Edition,
  type PlayerCount,
  type RuleOptions,
  type TableSetup,
} from '@antarctica-game/engine';
import type { Color } from '@antarctica-game/scoring';
import { RecordError } from './record-error.js';

/** What the recorder did not see. */
export const UNSEEN = '?';

/**
 * A table's set-up as the recorder saw it: `?` wherever they did not. The areas, piles and
 * cards follow the engine's {@link TableSetup}, except that a pile is known by its top card only
 * (the only one anybody sees).
 */
export interface TableStart {
  players: ReadonlyArray<{ color: Color; name?: string }>;
  shipPlacement?: 'firstGame' | 'free';
  rules?: Partial<RuleOptions>;
  /** By area: its Starting Building, `null` for an area closed at 2 players, `?` if not seen. */
  startingBuildings: ReadonlyArray<BuildingType | null | typeof UNSEEN>;
  /** The card on top of each pile (an id into the edition's `buildingCards`), or `?`. */
  pileTops: Readonly<Record<Deck, number | typeof UNSEEN>>;
  /** The Basic Resource Card of each player by seat (ids into `resourceCards`), or `?`. */
  startingResourceCards: ReadonlyArray<number | typeof UNSEEN>;
  /** The Expertise Resource Cards beside the board, first first, or `?`. */
  resourcePile: ReadonlyArray<number | typeof UNSEEN>;
  /** The day the game was played, `YYYY.MM.DD` as the record's `[Date]` writes it. */
  date?: string;
  /**
   * When the recording started (an ISO date): it names the game in the device's past games, so
   * that a game finished again (after an undo) is updated there, not kept twice.
   */
  startedAt?: string;
}

/** The day of the start (`YYYY.MM.DD`) when it reads as one: a saved recording may hold anything. */
export function dayOf(start: TableStart): string | undefined {
  const date = start.date;
  return typeof date === 'string' && /^\d{4}\.\d\d\.\d\d$/.test(date) ? date : undefined;
}

/** Which entries of a filled set-up stand for a `?` (the record writes them as `?`). */
export interface UnseenStart {
  startingBuildings: boolean[];
  pileTops: Record<Deck, boolean>;
  startingResourceCards: boolean[];
  resourcePile: boolean[];
}

/**
 * The engine's set-up for a table start: every `?` filled with something the box still has
 * (the engine needs a whole game to run; the record keeps the `?`), every pile completed below
 * its top card with the rest of its deck.
 *
 * @throws {@link RecordError} `invalid-start` when a seen entry cannot be there.
 */
export function fillTableStart(
  start: TableStart,
  edition: Edition,
): { setup: TableSetup; unseen: UnseenStart } {
  const players = start.players.length as PlayerCount;
  const closed = new Set(players === 2 ? edition.closedAreasTwoPlayers : []);
  const open = start.startingBuildings.map((_, area) => !closed.has(area));
  const buildings = fill(
    'startingBuildings',
    start.startingBuildings.map((type, area) => (open[area] ? type : null)),
    edition.startingBuildings[players],
    (entry) => entry !== null,
  );
  const piles = {} as Record<Deck, number[]>;
  const pileTops = {} as Record<Deck, boolean>;
  for (const deck of DECKS) {
    const ids = edition.buildingCards.flatMap((card, id) =>
      card.deck === deck && card.minPlayers <= players ? [id] : [],
    );
    const top = start.pileTops[deck];
    if (top !== UNSEEN && !ids.includes(top))
      throw new RecordError(
        'invalid-start',
        `card ${top} is not a card of the ${deck} pile at ${players} players`,
      );
    piles[deck] = top === UNSEEN ? ids : [top, ...ids.filter((id) => id !== top)];
    pileTops[deck] = top === UNSEEN;
  }
  const ofKind = (kind: 'basic' | 'expertise') =>
    edition.resourceCards.flatMap((card, id) => (card.kind === kind ? [id] : []));
  const resources = fill('startingResourceCards', start.startingResourceCards, ofKind('basic'));
  const pile = fill('resourcePile', start.resourcePile, ofKind('expertise'));
  return {
    setup: {
      startingBuildings: buildings.values as Array<BuildingType | null>,
      piles,
      startingResourceCards: resources.values,
      resourcePile: pile.values,
    },
    unseen: {
      startingBuildings: buildings.unseen,
      pileTops,
      startingResourceCards: resources.unseen,
      resourcePile: pile.unseen,
    },
  };
}

/**
 * Fills the `?`s of a list from what the box has left after the seen entries; entries for
 * which `counts` is false (closed areas) are kept as they are.
 */
function fill<T>(
  name: string,
  entries: ReadonlyArray<T | typeof UNSEEN>,
  box: readonly T[],
  counts: (entry: T | typeof UNSEEN) => boolean = () => true,
): { values: T[]; unseen: boolean[] } {
  const left = [...box];
  entries.forEach((entry, index) => {
    if (entry === UNSEEN || !counts(entry)) return;
    const at = left.indexOf(entry);
    if (at < 0)
      throw new RecordError(
        'invalid-start',
        `${name}[${index}]: ${String(entry)} is not left in the box (seen twice, or not at this player count)`,
      );
    left.splice(at, 1);
  });
  const unseen = entries.map((entry) => entry === UNSEEN);
  const values = entries.map((entry) => {
    if (entry !== UNSEEN) return entry;
    const next = left.shift();
    if (next === undefined)
      throw new RecordError('invalid-start', `${name}: more entries than the box has`);
    return next;
  });
  return { values, unseen };
}
