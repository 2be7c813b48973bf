// Scratch arrays of the build solver (build-search.ts, build-targets.ts) are refilled on every
// node rather than made anew: this copies one into another of the same length.

/** Copies `from` into `to`, of the same length (no new array on every node). */
export function copyInto(to: number[], from: readonly number[]): void {
  for (let at = 0; at < from.length; at++) to[at] = from[at] as number;
}
