import type { ExpectedOutcome } from '../analysis-types.js';

// The comment commands an analysed record carries, written and read in one place.

/**
 * The value of an `[%eval]` or `[%best]` command: the mover's win share with three decimals and
 * expected Victory Point margin with a sign and one decimal, `0.412,+2.3`.
 */
export function formatOutcome(outcome: ExpectedOutcome): string {
  return `${outcome.winShare.toFixed(3)},${signed(outcome.margin, 1)}`;
}

/** Reads the value of an `[%eval]`, `[%best]` or `[%loss]` command; null if it is not one. */
export function readOutcome(value: string): ExpectedOutcome | null {
  const match = /^(\d(?:\.\d+)?),([+-]\d+(?:\.\d+)?)$/.exec(value);
  if (match === null) return null;
  const winShare = Number(match[1]);
  if (winShare > 1) return null;
  return { winShare, margin: Number(match[2]) };
}

/** The value of a `[%luck]` command: each seat's luck in win share, `+0.031,-0.031`. */
export function formatLuck(luck: readonly number[]): string {
  return luck.map((value) => signed(value, 3)).join(',');
}

/** Reads the value of a `[%luck]` command; null if it is not one. */
export function readLuck(value: string): number[] | null {
  if (!/^[+-]\d+(?:\.\d+)?(?:,[+-]\d+(?:\.\d+)?)*$/.test(value)) return null;
  return value.split(',').map(Number);
}

/** A number with its sign always written (`+0.0` for zero). */
export function signed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  return `${value < 0 && Number(text) !== 0 ? '-' : '+'}${text}`;
}
