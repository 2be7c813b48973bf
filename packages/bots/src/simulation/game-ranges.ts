/** Games `[start, end)` of a study, by index. */
export type GameRange = [start: number, end: number];

/** The ranges sorted, overlapping and touching ones joined, empty ones dropped. */
export function joinRanges(ranges: readonly GameRange[]): GameRange[] {
  const sorted = ranges
    .filter(([start, end]) => end > start)
    .map(([start, end]): GameRange => [start, end])
    .sort((a, b) => a[0] - b[0]);
  const joined: GameRange[] = [];
  for (const range of sorted) {
    const last = joined[joined.length - 1];
    if (last !== undefined && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else joined.push(range);
  }
  return joined;
}

/** The games of `[start, end)` that are in none of `done` (joined ranges), in order. */
export function missingRanges(start: number, end: number, done: readonly GameRange[]): GameRange[] {
  const missing: GameRange[] = [];
  let next = start;
  for (const [from, to] of joinRanges(done)) {
    if (to <= next) continue;
    if (from >= end) break;
    if (from > next) missing.push([next, Math.min(from, end)]);
    next = Math.max(next, to);
  }
  if (next < end) missing.push([next, end]);
  return missing;
}

/** How many games the ranges hold. */
export function gamesIn(ranges: readonly GameRange[]): number {
  return ranges.reduce((sum, [start, end]) => sum + Math.max(0, end - start), 0);
}
