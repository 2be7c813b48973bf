// The seeded generators and the seed hash that the packages share: the game's own draws (the
// engine keeps the generator's state in the game state), the bots' randomness, and the tests'.
// Written once so that a seed gives the same numbers in every package.

/** The step of mulberry32: the generator's next 32-bit state. */
export function mulberry32Next(state: number): number {
  return (state + 0x6d2b79f5) >>> 0;
}

/** mulberry32's number in [0, 1) for a state just stepped with {@link mulberry32Next}. */
export function mulberry32Unit(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The step of xorshift32 (13, 17, 5): a cheap generator's next 32-bit state (never 0 from non-0). */
export function xorshift32(state: number): number {
  let next = state;
  next ^= next << 13;
  next ^= next >>> 17;
  next ^= next << 5;
  return next >>> 0;
}

/** FNV-1a over a text's UTF-16 code units: a 32-bit hash, for turning any seed into a state. */
export function fnv1a(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}
