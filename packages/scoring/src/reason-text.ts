import { ordinal, plural } from './ordinal.js';
import type { SheetCube } from './score-sheet.js';

/*
 * The sentences that explain each result ("1st with 3 scientists: 8 buildings + 7 scientists +
 * 1"). A game only ever produces small numbers, so the same sentences come back again and again:
 * each is built once and then shared (strings cannot be changed, so sharing is safe). Building
 * them afresh took most of the time of scoring a sheet. Memory stays bounded: a table that grows
 * past MEMO_LIMIT sentences starts over, and numbers a real game never produces are not
 * remembered at all.
 */

const MEMO_LIMIT = 4096;

/** Numbers in a key are below this. */
const BASE = 100;

const isBelow = (value: number, limit: number) =>
  value >= 0 && value < limit && Number.isInteger(value);

const isSmall = (value: number) => isBelow(value, BASE);

function remember(memo: Map<number, string>, key: number, sentence: string): string {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, sentence);
  return sentence;
}

const areaFirsts = new Map<number, string>();
const trackFirsts = new Map<number, string>();
const cardFirsts = new Map<number, string>();
const cardOthers = new Map<number, string>();
/** By rank (below 5), scientists and points (below 17): the most frequent sentences. */
const areaOthers: Array<string | undefined> = [];
/** By position (below 5) and value (below BASE). */
const trackOthers: Array<string | undefined> = [];

/** The reason of a player first in an area. */
export function areaFirstReason(scientists: number, buildings: number, all: number): string {
  const small = isSmall(scientists) && isSmall(buildings) && isSmall(all);
  const key = (scientists * BASE + buildings) * BASE + all;
  const known = small ? areaFirsts.get(key) : undefined;
  if (known !== undefined) return known;
  const sentence = `1st with ${plural(scientists, 'scientist')}: ${plural(buildings, 'building')} + ${plural(all, 'scientist')} + 1`;
  return small ? remember(areaFirsts, key, sentence) : sentence;
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

/** The reason of the cube furthest ahead on a track, given all its cubes front to back. */
export function trackFirstReason(cubes: readonly SheetCube[]): string {
  const length = cubes.length;
  let key = length <= 4 ? 0 : -1;
  for (let at = 0; at < length && key >= 0; at++) {
    const value = (cubes[at] as SheetCube).value;
    key = isSmall(value) ? key * BASE + value : -1;
  }
  if (key >= 0) key = key * 8 + length;
  const known = key < 0 ? undefined : trackFirsts.get(key);
  if (known !== undefined) return known;
  const sentence = `1st, furthest ahead: all cubes' values ${cubes.map((cube) => cube.value).join(' + ')}`;
  return key < 0 ? sentence : remember(trackFirsts, key, sentence);
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
  counts: readonly number[],
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
  const positive = counts.slice(0, seats).filter((entry) => entry > 0);
  const sentence = `1st with ${plural(count, word)}: all players' ${word}s ${positive.join(' + ')}`;
  return key < 0 ? sentence : remember(cardFirsts, key, sentence);
}

/** The reason of a player ranked below first in a card ranking. */
export function cardOtherReason(
  noun: CardNoun,
  rank: number,
  count: number,
  points: number,
): string {
  const small = isSmall(rank) && isSmall(count) && isSmall(points);
  const key = ((rank * BASE + count) * BASE + points) * 2 + noun;
  const known = small ? cardOthers.get(key) : undefined;
  if (known !== undefined) return known;
  const word = CARD_NOUNS[noun];
  const sentence = `${ordinal(rank)} with ${plural(count, word)}: the ${ordinal(rank - 1)} place's ${points}`;
  return small ? remember(cardOthers, key, sentence) : sentence;
}

/** Stores `sentence` at `key` of a dense table, growing it without holes. */
function fill(table: Array<string | undefined>, key: number, sentence: string): void {
  while (table.length < key) table.push(undefined);
  table[key] = sentence;
}
