/*
 * The majority ladder over at most four counts, one per seat (an absent seat counts 0), with
 * no list allocated: scoring calls these for every player in every area and card ranking. See
 * majorityLadder for the rule.
 */

/** The rank of `count` among `a`, `b`, `c`, `d`: 1 plus the distinct counts above it; 0 for none. */
export function rankAmong(count: number, a: number, b: number, c: number, d: number): number {
  if (!(count > 0)) return 0;
  let rank = 1;
  if (a > count) rank++;
  if (b > count && b !== a) rank++;
  if (c > count && c !== a && c !== b) rank++;
  if (d > count && d !== a && d !== b && d !== c) rank++;
  return rank;
}

/** The smallest of `a`, `b`, `c`, `d` above `count`: what one rank above holds; 0 if none. */
export function countAboveAmong(count: number, a: number, b: number, c: number, d: number): number {
  let above = Number.POSITIVE_INFINITY;
  if (a > count && a < above) above = a;
  if (b > count && b < above) above = b;
  if (c > count && c < above) above = c;
  if (d > count && d < above) above = d;
  return above === Number.POSITIVE_INFINITY ? 0 : above;
}
