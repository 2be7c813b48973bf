import type { Color } from './colors.js';

/** A player's count in a majority ranking. */
export interface MajorityEntry {
  player: Color;
  count: number;
}

/** A player's place on a majority ladder. */
export interface LadderPlace {
  player: Color;
  count: number;
  rank: number | null;
  points: number;
}

/**
 * The ladder used for areas, asterisk cards and discarded resources. The players with the most
 * score `firstPrize`; each lower rank scores the count of one player of the rank above. Tied
 * players share the full value of their rank, and a tie does not push the next rank down: the
 * ranks are the distinct counts, highest first. Players with a count of 0 take no part.
 */
export function majorityLadder(
  entries: readonly MajorityEntry[],
  firstPrize: number,
): LadderPlace[] {
  const distinct = [
    ...new Set(entries.map((entry) => entry.count).filter((count) => count > 0)),
  ].sort((a, b) => b - a);
  return entries.map(({ player, count }) => {
    const index = distinct.indexOf(count);
    if (count <= 0 || index < 0) return { player, count, rank: null, points: 0 };
    const points = index === 0 ? firstPrize : (distinct[index - 1] ?? 0);
    return { player, count, rank: index + 1, points };
  });
}
