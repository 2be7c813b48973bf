import { fnv1a, mulberry32Next, mulberry32Unit } from '@antarctica-game/foundation/random';
import type { GameState } from './state.js';

/** Turns any seed (a number or a string) into the 32-bit state of the generator. */
export function seedToState(seed: number | string): number {
  return fnv1a(String(seed));
}

/**
 * The next number in [0, below) from the game's own generator (mulberry32), whose state lives in
 * the game state so that a saved game replays identically.
 */
export function randomBelow(state: GameState, below: number): number {
  state.rng = mulberry32Next(state.rng);
  return Math.floor(mulberry32Unit(state.rng) * below);
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
