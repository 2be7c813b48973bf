import {
  areaFirstReason,
  areaOtherReason,
  cardFirstReason,
  cardOtherReason,
  trackFirstReason,
  trackOtherReason,
} from './reason-text.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';

const NONE = {
  area: 'no scientists here',
  track: 'no cube on this track',
  'asterisk-cards': 'no asterisk cards',
  'discarded-resources': 'no discarded resources',
} as const;

/**
 * The reason of `entry` in `category`, from the numbers of the result alone. What a first place
 * sums up is read from the other entries of the category, as a valid sheet leaves them: every
 * scientist in an area and every cube on a track belongs to a player of the game, so
 *
 * - an area's scientists are the sum of the players' `measure`, and its buildings the first
 *   place's points less those scientists and the 1;
 * - a track's cubes, front to back, are the players' `measure` in the order of their `rank`;
 * - a card ranking's counts are the players' `measure` in seating order.
 */
export function reasonOf(category: CategoryScore, entry: PlayerCategoryScore): string {
  const { kind, players } = category;
  const { rank, measure, points } = entry;
  if (rank === null) return NONE[kind];
  if (kind === 'area') {
    if (rank !== 1) return areaOtherReason(rank, measure, points);
    let all = 0;
    for (const other of players) all += other.measure;
    return areaFirstReason(measure, points - all - 1, all);
  }
  if (kind === 'track') {
    if (rank !== 1) return trackOtherReason(rank, points);
    const values: number[] = [];
    for (const other of players) {
      if (other.rank !== null) values[other.rank - 1] = other.measure;
    }
    return trackFirstReason(values, 0, values.length);
  }
  const noun = kind === 'asterisk-cards' ? 0 : 1;
  if (rank !== 1) return cardOtherReason(noun, rank, measure, points);
  const counts = players.map((other) => other.measure);
  return cardFirstReason(noun, measure, counts, counts.length);
}
