import { ordinal, plural } from './ordinal.js';
import { SentenceCache } from './sentence-cache.js';

/*
 * The sentences that explain each result ("1st with 3 scientists: 8 buildings + 7 scientists +
 * 1"). A game only ever produces small numbers, so the same sentences come back again and again:
 * each is built once and then shared (strings cannot be changed, so sharing is safe). Building
 * them afresh took most of the time of scoring a sheet. Memory stays bounded: the dense tables
 * only hold the numbers a real game produces, the caches of wide keys have a fixed size, and
 * numbers a real game never produces are not remembered at all.
 */

/** Numbers in a key are below this. */
const BASE = 100;

const isBelow = (value: number, limit: number) =>
  value >= 0 && value < limit && Number.isInteger(value);

const isSmall = (value: number) => isBelow(value, BASE);

/** By scientists, buildings and all scientists in the area. */
const areaFirsts: Array<string | undefined> = [];
/** By the values of all cubes on a track. */
const trackFirsts = new SentenceCache(12);
/** By every player's count in a card ranking. */
const cardFirsts = new SentenceCache(12);
/** By rank (below 5), count and points (below 40, the Building Cards in the box), and noun. */
const cardOthers: Array<string | undefined> = [];
/** By rank (below 5), scientists and points (below 17): the most frequent sentences. */
const areaOthers: Array<string | undefined> = [];
/** By position (below 5) and value (below BASE). */
const trackOthers: Array<string | undefined> = [];

/** The reason of a player first in an area. */
export function areaFirstReason(scientists: number, buildings: number, all: number): string {
  // Dense for what a game produces: at most 16 scientists of a colour, 14 buildings, 64 in all.
  const dense = isBelow(scientists, 17) && isBelow(buildings, 15) && isBelow(all, 65);
  const key = (scientists * 15 + buildings) * 65 + all;
  if (dense) {
    const known = areaFirsts[key];
    if (known !== undefined) return known;
  }
  const sentence = `1st with ${plural(scientists, 'scientist')}: ${plural(buildings, 'building')} + ${plural(all, 'scientist')} + 1`;
  if (dense) fill(areaFirsts, key, sentence);
  return sentence;
}

/** The reason of a player ranked below first in an area. */
export function areaOtherReason(rank: number, scientists: number, points: number): string {
  const dense = isBelow(rank, 5) && isBelow(scientists, 17) && isBelow(points, 17);
  const key = (rank * 17 + scientists) * 17 + points;
  if (dense) {
    const known = areaOthers[key];
    if (known !== undefined) return known;
  }
  const sentence = `${ordinal(rank)} with ${plural(scientists, 'scientist')}: the ${ordinal(rank - 1)} place's ${plural(points, 'scientist')}`;
  if (dense) fill(areaOthers, key, sentence);
  return sentence;
}

/**
 * The reason of the cube furthest ahead on a track, given the values of its `count` cubes front
 * to back, from `values[start]`.
 */
export function trackFirstReason(values: ArrayLike<number>, start: number, count: number): string {
  let key = count <= 4 ? 0 : -1;
  for (let at = 0; at < count && key >= 0; at++) {
    const value = values[start + at] as number;
    key = isSmall(value) ? key * BASE + value : -1;
  }
  if (key >= 0) key = key * 8 + count;
  const known = key < 0 ? undefined : trackFirsts.get(key);
  if (known !== undefined) return known;
  const list: number[] = [];
  for (let at = 0; at < count; at++) list.push(values[start + at] as number);
  const sentence = `1st, furthest ahead: all cubes' values ${list.join(' + ')}`;
  return key < 0 ? sentence : trackFirsts.set(key, sentence);
}

/** The reason of a cube behind the first on a track. */
export function trackOtherReason(position: number, ahead: number): string {
  const dense = isBelow(position, 5) && isSmall(ahead);
  const key = position * BASE + ahead;
  if (dense) {
    const known = trackOthers[key];
    if (known !== undefined) return known;
  }
  const sentence = `${ordinal(position)}: the value of the cube ahead, ${ahead}`;
  if (dense) fill(trackOthers, key, sentence);
  return sentence;
}

/** Which card ranking a reason belongs to: 0 the asterisk cards, 1 the discarded resources. */
export type CardNoun = 0 | 1;

const CARD_NOUNS = ['asterisk card', 'discarded resource'] as const;

/** Card counts in a key are below this (a key holds four of them). */
const CARD_BASE = 64;

/**
 * The reason of a player first in a card ranking (with the most, so their count is the largest),
 * given the first `seats` counts, everyone's in seating order.
 */
export function cardFirstReason(
  noun: CardNoun,
  count: number,
  counts: ArrayLike<number>,
  seats: number,
): string {
  let key = seats <= 4 ? 0 : -1;
  for (let seat = 0; seat < seats && key >= 0; seat++) {
    const value = counts[seat] as number;
    key = isBelow(value, CARD_BASE) ? key * CARD_BASE + value : -1;
  }
  if (key >= 0) key = (key * 8 + seats) * 2 + noun;
  const known = key < 0 ? undefined : cardFirsts.get(key);
  if (known !== undefined) return known;
  const word = CARD_NOUNS[noun];
  const positive: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const entry = counts[seat] as number;
    if (entry > 0) positive.push(entry);
  }
  const sentence = `1st with ${plural(count, word)}: all players' ${word}s ${positive.join(' + ')}`;
  return key < 0 ? sentence : cardFirsts.set(key, sentence);
}

/** The reason of a player ranked below first in a card ranking. */
export function cardOtherReason(
  noun: CardNoun,
  rank: number,
  count: number,
  points: number,
): string {
  const dense = isBelow(rank, 5) && isBelow(count, 40) && isBelow(points, 40);
  const key = ((rank * 40 + count) * 40 + points) * 2 + noun;
  if (dense) {
    const known = cardOthers[key];
    if (known !== undefined) return known;
  }
  const word = CARD_NOUNS[noun];
  const sentence = `${ordinal(rank)} with ${plural(count, word)}: the ${ordinal(rank - 1)} place's ${points}`;
  if (dense) fill(cardOthers, key, sentence);
  return sentence;
}

/** Stores `sentence` at `key` of a dense table, growing it without holes. */
function fill(table: Array<string | undefined>, key: number, sentence: string): void {
  while (table.length < key) table.push(undefined);
  table[key] = sentence;
}
