import type { ExpectedOutcome, Verdict } from './analysis-types.js';

/**
 * Victory Points given up that count as much as one whole win share in a move's
 * {@link judgedLoss}: 40, so that 2 VP weigh as an inaccuracy's 0.05, 4 VP as a mistake's 0.10
 * and 8 VP as a blunder's 0.20. The win share alone hides a costly move in a game already won or
 * lost (the share sits near 1 or 0 and hardly moves), where the points still say what it cost;
 * measured on the trust bench's games (docs/analysis.md), most random moves that a deep search
 * says cost at least 2 VP came where the mover's win share was below 0.05.
 */
export const POINTS_PER_WIN_SHARE = 40;

/**
 * The win share a move must give up for each verdict (its {@link judgedLoss} against the best
 * move found): an inaccuracy from 0.05, a mistake from 0.10, a blunder from 0.20; in Victory
 * Points (through {@link POINTS_PER_WIN_SHARE}) from 2, 4 and 8. lichess draws its lines at 5,
 * 10 and 15 points of win chance in a two-sided game; a game of up to four players starts each
 * player near 0.25 rather than 0.5, and the search's values are noisier than a chess engine's,
 * so the blunder line sits higher.
 */
export const VERDICT_THRESHOLDS: Readonly<Record<Verdict, number>> = Object.freeze({
  inaccuracy: 0.05,
  mistake: 0.1,
  blunder: 0.2,
});

/**
 * What a move gave up, as one figure for its verdict: the win share it gave up, or
 * its Victory Points given up over {@link POINTS_PER_WIN_SHARE}, whichever is more.
 */
export function judgedLoss(loss: ExpectedOutcome): number {
  return Math.max(0, loss.winShare, loss.margin / POINTS_PER_WIN_SHARE);
}

/** The verdict on a move whose {@link judgedLoss} is `loss`, or null below an inaccuracy. */
export function verdictOf(loss: number): Verdict | null {
  if (loss >= VERDICT_THRESHOLDS.blunder) return 'blunder';
  if (loss >= VERDICT_THRESHOLDS.mistake) return 'mistake';
  if (loss >= VERDICT_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}

/**
 * A move's accuracy in [0, 100] from the win share it gave up, lichess's curve on a 0-100 scale:
 * `103.1668 · exp(−0.04354 · 100 · loss) − 3.1669`, held to [0, 100]. A move that gives up
 * nothing scores 100; 0.10 gives up about 64; 0.30 about 24.
 */
export function moveAccuracy(loss: number): number {
  const value = 103.1668 * Math.exp(-0.04354 * 100 * Math.max(0, loss)) - 3.1669;
  return Math.min(100, Math.max(0, value));
}

/**
 * A player's accuracy over a game: the mean of the arithmetic mean and the harmonic mean of the
 * moves' accuracies (each taken as at least 1 in the harmonic mean), so that one disaster is not
 * hidden by many easy moves. lichess weights its mean by the position's volatility
 * (`lichessGameAccuracy`, exported beside this one); on the trust bench's games, read from the same
 * analyses, it put the heuristic bot that plays at random 20 % of the time below the unchanged bot
 * no more often than this plain version (68 and 78 of 100 games against 69 and 80; see
 * docs/analysis.md), so the plain version stays. Null for no move.
 */
export function gameAccuracy(accuracies: readonly number[]): number | null {
  if (accuracies.length === 0) return null;
  let sum = 0;
  for (const accuracy of accuracies) sum += accuracy;
  return (sum / accuracies.length + harmonicAccuracy(accuracies)) / 2;
}

/**
 * The harmonic mean of moves' accuracies, each taken as at least 1 (as lichess does), the half of
 * a game's accuracy that one disaster pulls down; `accuracies` is not empty.
 */
export function harmonicAccuracy(accuracies: readonly number[]): number {
  let inverse = 0;
  for (const accuracy of accuracies) inverse += 1 / Math.max(1, accuracy);
  return accuracies.length / inverse;
}
