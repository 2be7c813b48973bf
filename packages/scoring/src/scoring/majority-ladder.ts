import type { Color } from '../box/colors.js';

/** A player's count in a majority ranking. */
export interface MajorityEntry {
  /** The player's colour. */
  player: Color;
  /** What the player is ranked on (areas: scientists; cards; discards); 0 or less takes no part. */
  count: number;
}

/** A player's place on a majority ladder. */
export interface LadderPlace {
  /** The player's colour, as in the entry. */
  player: Color;
  /** The count the player was ranked on, copied from the entry. */
  count: number;
  /**
   * 1 for the most, one more per distinct higher count (ties share); `null` for a count of 0 or
   * less.
   */
  rank: number | null;
  /** Victory Points: `firstPrize` at rank 1, else the count of the rank above; 0 for no part. */
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
  const counts = entries.map((entry) => entry.count);
  return entries.map(({ player, count }) => {
    const rank = ladderRank(counts, counts.length, count);
    if (rank === 0) return { player, count, rank: null, points: 0 };
    return { player, count, rank, points: ladderPoints(counts, counts.length, count, firstPrize) };
  });
}

/**
 * The rank of `count` among the first `length` of `counts` on the ladder: 1 plus the number of
 * distinct counts above it; 0 for a count of 0 or less, which takes no part.
 */
export function ladderRank(counts: readonly number[], length: number, count: number): number {
  if (!(count > 0)) return 0;
  let rank = 1;
  for (let index = 0; index < length; index++) {
    const other = counts[index] as number;
    if (other <= count) continue;
    let repeated = false;
    for (let before = 0; before < index; before++) {
      if (counts[before] === other) {
        repeated = true;
        break;
      }
    }
    if (!repeated) rank++;
  }
  return rank;
}

/** The smallest count above `count` among the first `length`: what one rank above holds. */
export function countAbove(counts: readonly number[], length: number, count: number): number {
  let above = Number.POSITIVE_INFINITY;
  for (let index = 0; index < length; index++) {
    const other = counts[index] as number;
    if (other > count && other < above) above = other;
  }
  return above === Number.POSITIVE_INFINITY ? 0 : above;
}

/**
 * The Victory Points of `count` on the ladder of {@link majorityLadder} over the first `length`
 * of `counts`: `firstPrize` for the most, else the count one rank above, 0 for a count of 0 or
 * less. One player's share with no list made, for callers that project every area many times a
 * second (the bots' evaluation).
 */
export function ladderPoints(
  counts: readonly number[],
  length: number,
  count: number,
  firstPrize: number,
): number {
  if (!(count > 0)) return 0;
  const above = countAbove(counts, length, count);
  return above === 0 ? firstPrize : above;
}
