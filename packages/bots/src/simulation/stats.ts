/** Count, sum, sum of squares, minimum and maximum of whole numbers: merged by adding, exactly. */
export interface Tally {
  /** How many values. */
  count: number;
  /** Their sum. */
  sum: number;
  /** The sum of their squares. */
  sumOfSquares: number;
  /** The smallest (0 when there is none). */
  min: number;
  /** The largest (0 when there is none). */
  max: number;
}

/** An empty {@link Tally}. */
export function emptyTally(): Tally {
  return { count: 0, sum: 0, sumOfSquares: 0, min: 0, max: 0 };
}

/** Adds one value to a tally. */
export function addValue(tally: Tally, value: number): void {
  if (tally.count === 0) {
    tally.min = value;
    tally.max = value;
  } else {
    if (value < tally.min) tally.min = value;
    if (value > tally.max) tally.max = value;
  }
  tally.count++;
  tally.sum += value;
  tally.sumOfSquares += value * value;
}

/** Adds `from` into `into`. */
export function mergeTally(into: Tally, from: Tally): void {
  if (from.count === 0) return;
  if (into.count === 0) {
    into.min = from.min;
    into.max = from.max;
  } else {
    into.min = Math.min(into.min, from.min);
    into.max = Math.max(into.max, from.max);
  }
  into.count += from.count;
  into.sum += from.sum;
  into.sumOfSquares += from.sumOfSquares;
}

/** Mean, standard deviation (of the sample), minimum and maximum. */
export interface Spread {
  /** The mean, to 4 decimals. */
  mean: number;
  /** The sample standard deviation, to 4 decimals. */
  sd: number;
  /** The smallest value. */
  min: number;
  /** The largest value. */
  max: number;
}

/** The {@link Spread} of a tally (zeros when empty). */
export function spreadOf(tally: Tally): Spread {
  if (tally.count === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
  const mean = tally.sum / tally.count;
  const variance =
    tally.count > 1
      ? Math.max(0, (tally.sumOfSquares - tally.count * mean * mean) / (tally.count - 1))
      : 0;
  return { mean: round(mean), sd: round(Math.sqrt(variance)), min: tally.min, max: tally.max };
}

/** A proportion with its 95 % confidence interval (Wilson score interval). */
export interface Proportion {
  /** Successes. */
  count: number;
  /** Trials. */
  of: number;
  /** `count / of`, to 4 decimals. */
  rate: number;
  /** Lower end of the 95 % interval. */
  low: number;
  /** Upper end of the 95 % interval. */
  high: number;
}

/** `count` successes out of `of` trials, with the Wilson 95 % interval. */
export function proportion(count: number, of: number): Proportion {
  if (of === 0) return { count, of, rate: 0, low: 0, high: 0 };
  const z = 1.959964;
  const p = count / of;
  const denominator = 1 + (z * z) / of;
  const centre = (p + (z * z) / (2 * of)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / of + (z * z) / (4 * of * of))) / denominator;
  return {
    count,
    of,
    rate: round(p),
    low: round(Math.max(0, centre - half)),
    high: round(Math.min(1, centre + half)),
  };
}

/** Rounds to 4 decimals, so that printed results do not depend on summing order. */
export function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}
