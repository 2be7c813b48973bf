import {
  BUILDING_TYPES,
  type BuildingType,
  DECKS,
  type Deck,
  type Edition,
  type GameState,
  type TableSetup,
} from '@antarctica-game/engine';
import type { RecordSettings } from '../../header/record-settings.js';
import { buildingCardId, buildingCardName, resourceCardMatches } from '../../syntax/card-names.js';
import type { NotationError } from '../../syntax/notation-error.js';
import type { GameRecord, ResourceCardRef, SourcePosition } from '../../syntax/record.js';
import { positionOf } from '../../syntax/record.js';
import { BUILDING_CODES } from '../../syntax/vocabulary.js';

/** One way to fill the `?`s of a table record's setup tags. */
export interface SetupAssignment {
  setup: TableSetup;
  /** Each filled `?` as a slot and its value, for warnings. */
  filled: Array<{ slot: string; value: string; at: SourcePosition | undefined }>;
}

/** How a table record's setup is laid out before replay: what is known, and the ways to fill the rest. */
export interface SetupPlan {
  ok: true;
  /** Every way to fill the `?`s of the setup tags (one when there are none). */
  assignments: SetupAssignment[];
  /** Whether there were more ways than were listed. */
  truncated: boolean;
  /** For each pile, the positions (0 the first top) whose card the record states. */
  known: Record<Deck, Map<number, number>>;
  /** Where the [Piles] tag is, for choices about the first top cards. */
  topsAt: SourcePosition | undefined;
  /** The ids stated for positions after `position` in a pile. */
  pinnedAfter(deck: Deck, position: number): Set<number>;
}

const MAX_ASSIGNMENTS = 5000;

/**
 * Lays out a table record's setup: the stated starting buildings, pile cards (the first tops
 * and every card said to turn up), Resource Cards, and every way to fill the `?`s among them.
 */
export function planTableSetup(
  record: GameRecord,
  settings: RecordSettings,
  edition: Edition,
): SetupPlan | { ok: false; errors: NotationError[] } {
  const facts = settings.table;
  const errors: NotationError[] = [];
  const tags = new Map(
    record.header.flatMap((item) =>
      item.kind === 'tag' ? [[item.name, positionOf(item)] as const] : [],
    ),
  );
  const fail = (at: SourcePosition | undefined, code: NotationError['code'], message: string) =>
    errors.push({ code, severity: 'error', message, expected: [], ...(at ?? {}) });
  if (facts === undefined) return { ok: false, errors };
  const count = settings.players.length as 2 | 3 | 4;
  const closed = new Set(count === 2 ? edition.closedAreasTwoPlayers : []);

  // Starting buildings: stated ones must fit the box's starting set; the rest are open.
  const pool = edition.startingBuildings[count].slice();
  const startAt = tags.get('Start');
  const unknownAreas: number[] = [];
  facts.startingBuildings.forEach((type, area) => {
    if (closed.has(area)) {
      if (type !== '-' && type !== null)
        fail(
          startAt,
          'setup-contradiction',
          `area ${area + 1} is closed at 2 players: write - for it in [Start]`,
        );
      return;
    }
    if (type === '-') {
      fail(
        startAt,
        'setup-contradiction',
        `area ${area + 1} is open at ${count} players: [Start] needs its Starting Building`,
      );
      return;
    }
    if (type === null) {
      unknownAreas.push(area);
      return;
    }
    const index = pool.indexOf(type);
    if (index < 0)
      fail(
        startAt,
        'setup-contradiction',
        `[Start] has one ${BUILDING_CODES[type]} too many for the ${count}-player setup`,
      );
    else pool.splice(index, 1);
  });

  // Piles: the stated cards by position, from [Piles] and the builds' "turned up" cards.
  const known: Record<Deck, Map<number, number>> = {
    basic: new Map(),
    double: new Map(),
    advanced: new Map(),
  };
  const deckCards: Record<Deck, number[]> = { basic: [], double: [], advanced: [] };
  edition.buildingCards.forEach((card, id) => {
    if (card.minPlayers <= count) deckCards[card.deck].push(id);
  });
  const place = (
    deck: Deck,
    position: number,
    card: Parameters<typeof buildingCardId>[1],
    at: SourcePosition | undefined,
  ) => {
    const id = buildingCardId(edition, card);
    if (id === null || !deckCards[deck].includes(id)) {
      fail(
        at,
        'no-such-card',
        `${buildingCardName(card)} is no ${deck} Building Card of this edition at ${count} players`,
      );
      return;
    }
    if (position >= deckCards[deck].length) {
      fail(at, 'no-such-card', `the ${deck} pile is empty here: no card turns up`);
      return;
    }
    for (const [other, placed] of known[deck])
      if (placed === id && other !== position) {
        fail(
          at,
          'setup-contradiction',
          `${buildingCardName(card)} turned up earlier in this game already`,
        );
        return;
      }
    known[deck].set(position, id);
  };
  const pilesAt = tags.get('Piles');
  facts.tops.forEach((card, index) => {
    if (card !== null) place(DECKS[index] as Deck, 0, card, pilesAt);
  });
  const builds: Record<Deck, number> = { basic: 0, double: 0, advanced: 0 };
  for (const item of record.body) {
    if (item.kind !== 'move' || item.move.type !== 'build') continue;
    const deck = item.move.deck;
    builds[deck]++;
    const reveal = item.move.reveal;
    if (reveal !== undefined && reveal !== null)
      place(deck, builds[deck], reveal, positionOf(item, record));
  }

  // Resource Cards: stated ones must exist; the rest are open.
  const basics = edition.resourceCards.flatMap((card, id) => (card.kind === 'basic' ? [id] : []));
  const expertise = edition.resourceCards.flatMap((card, id) =>
    card.kind === 'expertise' ? [id] : [],
  );
  const resourcesAt = tags.get('Resources');
  const pileAt = tags.get('ResourcePile');
  const takeCard = (
    ids: number[],
    ref: ResourceCardRef,
    at: SourcePosition | undefined,
    what: string,
  ): number => {
    const index = ids.findIndex((id) => resourceCardMatches(edition, id, ref.grants));
    if (index < 0) {
      fail(
        at,
        'setup-contradiction',
        `no ${what} left that stands in for ${ref.grants.map((type) => BUILDING_CODES[type]).join('')}`,
      );
      return -1;
    }
    return ids.splice(index, 1)[0] as number;
  };
  const startingCards = facts.startingResourceCards.map((ref) =>
    ref === null ? null : takeCard(basics, ref, resourcesAt, 'Basic Resource Card'),
  );
  const pileCards = facts.resourcePile.map((ref) =>
    ref === null ? null : takeCard(expertise, ref, pileAt, 'Expertise Resource Card'),
  );
  if (errors.length > 0) return { ok: false, errors };

  // Every way to fill the open slots (distinct by what the cards and buildings are).
  const assignments: SetupAssignment[] = [];
  let truncated = false;
  const startingChoices = arrangements(pool, unknownAreas.length);
  const basicChoices = arrangementsOfCards(
    edition,
    basics,
    startingCards.filter((card) => card === null).length,
  );
  const pileChoices = arrangementsOfCards(
    edition,
    expertise,
    pileCards.filter((card) => card === null).length,
  );
  outer: for (const starting of startingChoices)
    for (const basicPick of basicChoices)
      for (const pilePick of pileChoices) {
        if (assignments.length >= MAX_ASSIGNMENTS) {
          truncated = true;
          break outer;
        }
        const filled: SetupAssignment['filled'] = [];
        const startingBuildings: Array<BuildingType | null> = facts.startingBuildings.map((type) =>
          type === '-' || type === null ? null : type,
        );
        unknownAreas.forEach((area, index) => {
          const type = starting[index] as BuildingType;
          startingBuildings[area] = type;
          filled.push({
            slot: `Starting Building of area ${area + 1}`,
            value: BUILDING_CODES[type],
            at: startAt,
          });
        });
        let basicIndex = 0;
        const startingResourceCards = startingCards.map((card, seat) => {
          if (card !== null) return card;
          const id = basicPick[basicIndex++] as number;
          filled.push({
            slot: `starting Resource Card of player ${'ABCD'[seat]}`,
            value: grantsText(edition, id),
            at: resourcesAt,
          });
          return id;
        });
        let pileIndex = 0;
        const resourcePile = pileCards.map((card, index) => {
          if (card !== null) return card;
          const id = pilePick[pileIndex++] as number;
          filled.push({
            slot: `Resource Card ${index + 1} of the pile`,
            value: grantsText(edition, id),
            at: pileAt,
          });
          return id;
        });
        const piles = {} as Record<Deck, number[]>;
        for (const deck of DECKS) {
          const order: Array<number | undefined> = Array.from(
            { length: deckCards[deck].length },
            () => undefined,
          );
          for (const [position, id] of known[deck]) order[position] = id;
          const rest = deckCards[deck].filter((id) => ![...known[deck].values()].includes(id));
          piles[deck] = order.map((id) => id ?? (rest.shift() as number));
        }
        assignments.push({
          setup: { startingBuildings, piles, startingResourceCards, resourcePile },
          filled,
        });
      }

  return {
    ok: true,
    assignments,
    truncated,
    known,
    topsAt: pilesAt,
    pinnedAfter(deck, position) {
      const pinned = new Set<number>();
      for (const [other, id] of known[deck]) if (other > position) pinned.add(id);
      return pinned;
    },
  };
}

function grantsText(edition: Edition, id: number): string {
  return (edition.resourceCards[id]?.grants ?? []).map((type) => BUILDING_CODES[type]).join('');
}

/** Every distinct ordered pick of `count` items from a pool with repeats. */
function arrangements<T>(pool: readonly T[], count: number): T[][] {
  const values = [...new Set(pool)];
  const left = values.map((value) => pool.filter((item) => item === value).length);
  const out: T[][] = [];
  const pick = (current: T[]) => {
    if (out.length > MAX_ASSIGNMENTS) return;
    if (current.length === count) {
      out.push(current.slice());
      return;
    }
    values.forEach((value, index) => {
      if ((left[index] ?? 0) === 0) return;
      left[index] = (left[index] ?? 0) - 1;
      current.push(value);
      pick(current);
      current.pop();
      left[index] = (left[index] ?? 0) + 1;
    });
  };
  pick([]);
  return out;
}

/** Distinct picks of Resource Cards by what they stand in for, as concrete ids. */
function arrangementsOfCards(edition: Edition, ids: readonly number[], count: number): number[][] {
  const kinds = ids.map((id) => grantsText(edition, id));
  return arrangements(kinds, count).map((pick) => {
    const free = ids.slice();
    return pick.map((kind) => {
      const index = free.findIndex((id) => grantsText(edition, id) === kind);
      return free.splice(index, 1)[0] as number;
    });
  });
}

/** What a state's setup looks like, for comparing a seeded game with the setup tags. */
export function describeSetup(state: GameState): {
  startingBuildings: Array<BuildingType | '-'>;
  tops: number[];
} {
  return {
    startingBuildings: state.areas.map((area) =>
      area.closed
        ? '-'
        : (BUILDING_TYPES.find((_, index) => (area.buildings & (1 << index)) !== 0) ?? '-'),
    ),
    tops: DECKS.map((deck) => state.piles[deck][state.piles[deck].length - 1] ?? -1),
  };
}
