import { fnv1a, mulberry32Next, mulberry32Unit } from '@antarctica-game/foundation/random';
/** A seeded source of random numbers for bots and simulations, apart from the game's own. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, below); 0 when `below` is 0 or less. */
  below(below: number): number;
}

/**
 * Hashes any mix of numbers and strings into a 32-bit seed (FNV-1a over their text). Used to
 * give every game and every seat of a simulation its own seed, whatever worker plays it.
 */
export function deriveSeed(...parts: ReadonlyArray<number | string>): number {
  let hash = fnv1a(parts.join('\u0000'));
  // One round of mixing so that seeds differing in the last character are far apart.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x7feb352d);
  hash ^= hash >>> 15;
  return hash >>> 0;
}

/** A small, fast seeded generator (mulberry32); the same seed gives the same numbers. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'number' && Number.isInteger(seed) ? seed >>> 0 : deriveSeed(seed);
  const next = (): number => {
    state = mulberry32Next(state);
    return mulberry32Unit(state);
  };
  return {
    next,
    below: (below) => (below > 0 ? Math.floor(next() * below) : 0),
  };
}

/** Shuffles `items` in place (Fisher-Yates) and returns them. */
export function shuffleInPlace<T>(random: Random, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = random.below(index + 1);
    const swap = items[index] as T;
    items[index] = items[other] as T;
    items[other] = swap;
  }
  return items;
}
