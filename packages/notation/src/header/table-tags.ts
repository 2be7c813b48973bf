import type { Edition } from '@antarctica-game/engine';
import { readBuildingCard, readResourceCard } from '../syntax/card-names.js';
import type { RecordTag, ResourceCardRef } from '../syntax/record.js';
import { BUILDING_BY_CODE } from '../syntax/vocabulary.js';
import type { TableFacts } from './record-settings.js';
import type { Fail } from './tag-fault.js';

/**
 * The setup a table saw, from `[Start]`, `[Piles]`, `[Resources]` and `[ResourcePile]` (`?` for
 * what the record does not state); undefined when the header has none of them.
 */
export function readTable(
  tags: Map<string, RecordTag>,
  count: number,
  edition: Edition | null,
  fail: Fail,
): TableFacts | undefined {
  const start = tags.get('Start');
  const piles = tags.get('Piles');
  const resources = tags.get('Resources');
  const pile = tags.get('ResourcePile');
  if (start === undefined && piles === undefined && resources === undefined && pile === undefined)
    return undefined;
  const areas = edition?.areas ?? 8;
  const facts: TableFacts = {
    startingBuildings: Array.from({ length: areas }, () => null),
    tops: [null, null, null],
    startingResourceCards: Array.from({ length: count }, () => null),
    resourcePile: Array.from({ length: count }, () => null),
  };
  if (start !== undefined) {
    const words = start.value.trim().split(/\s+/);
    const types = words.map((word) =>
      word === '?' ? null : word === '-' ? '-' : (BUILDING_BY_CODE.get(word) ?? undefined),
    );
    if (words.length !== areas || types.some((type) => type === undefined))
      fail(
        start,
        'bad-tag-value',
        `[Start] lists the Starting Building of each of the ${areas} areas as a code (Ca, Cr, ...), "-" for a closed area or "?"`,
        [...BUILDING_BY_CODE.keys(), '-', '?'],
      );
    else facts.startingBuildings = types as TableFacts['startingBuildings'];
  }
  if (piles !== undefined) {
    const words = piles.value.trim().split(/\s+/);
    const cards = words.map((word) =>
      word === '?' ? null : (readBuildingCard(word) ?? undefined),
    );
    if (words.length !== 3 || cards.some((card) => card === undefined))
      fail(
        piles,
        'bad-tag-value',
        '[Piles] names the top card of the Basic, Double and Advanced piles at the start (such as Ca/Cr La/CrWi Hq/LaFa), or "?"',
      );
    else facts.tops = cards as TableFacts['tops'];
  }
  facts.startingResourceCards = readCards(
    resources,
    "each player's starting Basic Resource Card",
    count,
    fail,
  );
  facts.resourcePile = readCards(
    pile,
    'the Expertise Resource Cards laid out at setup',
    count,
    fail,
  );
  return facts;
}

/** One Resource Card per seat, by what each stands in for (`?` for one not seen). */
function readCards(
  tag: RecordTag | undefined,
  what: string,
  count: number,
  fail: Fail,
): Array<ResourceCardRef | null> {
  const fallback = Array.from({ length: count }, () => null);
  if (tag === undefined) return fallback;
  const words = tag.value
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const cards = words.map((word) => (word === '?' ? null : (readResourceCard(word) ?? undefined)));
  if (
    words.length !== count ||
    cards.some((card) => card === undefined || (card !== null && card.copy !== undefined))
  ) {
    fail(
      tag,
      'bad-tag-value',
      `[${tag.name}] lists ${what} as codes of what each stands in for (such as Cr or La), or "?": ${count} cards`,
    );
    return fallback;
  }
  return cards as Array<ResourceCardRef | null>;
}
