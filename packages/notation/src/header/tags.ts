import type { HeaderItem, RecordTag } from '../syntax/record.js';

/**
 * The tags the notation knows, in canonical order. Any other tag is kept as written, after these,
 * in the order it came.
 */
export const KNOWN_TAGS = [
  'Event',
  'Site',
  'Date',
  'Round',
  'Players',
  'A',
  'B',
  'C',
  'D',
  'Result',
  'Scores',
  'Edition',
  'ShipPlacement',
  'Rules',
  'Seed',
  'Position',
  'Start',
  'Piles',
  'Resources',
  'ResourcePile',
] as const;

/** A tag name the notation reads. */
export type KnownTag = (typeof KNOWN_TAGS)[number];

const RANK: ReadonlyMap<string, number> = new Map(KNOWN_TAGS.map((name, index) => [name, index]));

/**
 * A header's tags by name; of two tags of one name (possible in a record built from JSON), the
 * first, as the header is read.
 */
export function headerTags(header: readonly HeaderItem[]): Map<string, RecordTag> {
  const tags = new Map<string, RecordTag>();
  for (const item of header)
    if (item.kind === 'tag' && !tags.has(item.name)) tags.set(item.name, item);
  return tags;
}

/** The place of a tag in canonical order: known tags by {@link KNOWN_TAGS}, others after them. */
export function tagRank(name: string): number {
  return RANK.get(name) ?? KNOWN_TAGS.length;
}
