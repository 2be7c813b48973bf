import { harmonicAccuracy } from './verdicts.js';

/**
 * One move as a game's accuracy reads it: the mover's win chance in [0, 1] before it and after
 * it, and the move's accuracy in [0, 100].
 */
export interface AccuracyMove {
  /** The mover's win chance before the move (the best move's value). */
  before: number;
  /** The mover's win chance after the move played. */
  after: number;
  /** The move's accuracy (see `moveAccuracy`). */
  accuracy: number;
}

/** The bounds, in points of win chance (0-100), of a move's weight in {@link lichessGameAccuracy}. */
export const VOLATILITY_WEIGHT_BOUNDS: readonly [number, number] = Object.freeze([0.5, 12]) as [
  number,
  number,
];

/**
 * A player's accuracy over a game as lichess computes its game accuracy (`gameAccuracy` in lila's
 * `AccuracyPercent.scala`), on the player's own moves: the mean of a volatility-weighted mean and
 * the harmonic mean of the moves' accuracies.
 *
 * The series is the player's win chance in percent at each of their moves, before and after it
 * (the move's transition, then what the others and chance did until their next move: the two
 * sides' alternation of a chess game). A window of `clamp(⌊transitions / 10⌋, 2, 8)` values slides
 * along it; a move's weight is the population standard deviation of the window that ends with the
 * value after the move (the first window for the first moves), held to
 * {@link VOLATILITY_WEIGHT_BOUNDS}, so a move in a calm, decided stretch counts little and one
 * where the game swung counts much. The harmonic mean takes each accuracy as at least 1, as
 * lichess's does. Null for no move.
 */
export function lichessGameAccuracy(moves: readonly AccuracyMove[]): number | null {
  if (moves.length === 0) return null;
  const weights = volatilityWeights(moves);
  let weighted = 0;
  let total = 0;
  for (const [at, move] of moves.entries()) {
    const weight = weights[at] as number;
    weighted += weight * move.accuracy;
    total += weight;
  }
  return (weighted / total + harmonicAccuracy(moves.map((move) => move.accuracy))) / 2;
}

/**
 * Each move's weight in {@link lichessGameAccuracy}: the population standard deviation, in points
 * of win chance, of the window of the series that ends with the value after the move (the first
 * window for the first moves), held to {@link VOLATILITY_WEIGHT_BOUNDS}.
 */
export function volatilityWeights(moves: readonly AccuracyMove[]): number[] {
  const series = moves.flatMap((move) => [100 * move.before, 100 * move.after]);
  const transitions = series.length - 1;
  const size = Math.min(8, Math.max(2, Math.floor(transitions / 10)));
  return moves.map((_, at) => {
    const transition = 2 * at;
    const start = Math.max(0, Math.min(transition - size + 2, series.length - size));
    return clamp(standardDeviation(series.slice(start, start + size)));
  });
}

function clamp(value: number): number {
  const [low, high] = VOLATILITY_WEIGHT_BOUNDS;
  return Math.min(high, Math.max(low, value));
}

/** The population standard deviation, as lichess's `Maths.standardDeviation`. */
function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance);
}
