/**
 * Which rankings count when the winner's first tie-break asks who was "first more often". The
 * rulebooks disagree (see docs/rules-decisions.md, ruling 20):
 *
 * - `'allRankings'` (the default): every ranking in which the player ranked first, ties
 *   included: each scored area, each open Research Track, the asterisk-card ranking and the
 *   discard ranking.
 * - `'areasAndTracks'`: only the scored areas and the open Research Tracks, as the Polish
 *   rulebook lists them.
 */
export type FirstPlaceRankings = 'allRankings' | 'areasAndTracks';

/** The readings of {@link FirstPlaceRankings}, the default first. */
export const FIRST_PLACE_RANKINGS: readonly FirstPlaceRankings[] = [
  'allRankings',
  'areasAndTracks',
];

/** Options of {@link scoreSheet} and {@link scoreValidSheet}. */
export interface ScoreOptions {
  /**
   * Which rankings count as first places for the tie-break "first more often"; `'allRankings'`
   * if left out.
   */
  firstPlaceRankings?: FirstPlaceRankings;
}

/**
 * The reading chosen in `options`, or the default.
 *
 * @throws RangeError for a value that is not one of {@link FIRST_PLACE_RANKINGS}, and for
 *   options that cannot be read (a getter or a Proxy that throws): the caller's own exception
 *   never comes out of the scorer.
 * @internal
 */
export function firstPlaceRankingsOf(options: ScoreOptions | undefined): FirstPlaceRankings {
  let reading: unknown;
  try {
    reading = options?.firstPlaceRankings;
  } catch {
    throw new RangeError('the options cannot be read: reading firstPlaceRankings threw');
  }
  if (reading === undefined || reading === 'allRankings') return 'allRankings';
  if (reading === 'areasAndTracks') return reading;
  const found = typeof reading === 'string' ? JSON.stringify(reading.slice(0, 40)) : typeof reading;
  throw new RangeError(
    `firstPlaceRankings must be 'allRankings' or 'areasAndTracks', not ${found}`,
  );
}
