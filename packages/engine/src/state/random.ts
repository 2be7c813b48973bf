import type { GameState } from './state.js';

/** Turns any seed (a number or a string) into the 32-bit state of the generator. */
export function seedToState(seed: number | string): number {
  const text = String(seed);
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

/**
 * The next number in [0, below) from the game's own generator (mulberry32), whose state lives in
 * the game state so that a saved game replays identically.
 */
export function randomBelow(state: GameState, below: number): number {
  state.rng = (state.rng + 0x6d2b79f5) >>> 0;
  let t = state.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return Math.floor(unit * below);
}

/** Shuffles `items` in place with the game's generator (Fisher-Yates). */
export function shuffle<T>(state: GameState, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = randomBelow(state, index + 1);
    const swap = items[index] as T;
    items[index] = items[other] as T;
    items[other] = swap;
  }
  return items;
}
