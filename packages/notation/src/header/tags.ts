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

/** The place of a tag in canonical order: known tags by {@link KNOWN_TAGS}, others after them. */
export function tagRank(name: string): number {
  return RANK.get(name) ?? KNOWN_TAGS.length;
}
