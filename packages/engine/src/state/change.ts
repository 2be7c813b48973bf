import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

/**
 * The state being changed by a move, and where its events go (nowhere when not wanted). Rules
 * record an event with `change.events?.push({ ... })`: when no one asked for events, the event
 * object is never even made.
 */
export interface Change {
  state: GameState;
  events: GameEvent[] | undefined;
  /**
   * Which parts of `state` this change has copied and may write (see `writable.ts`); the rest is
   * still shared with the state the move was applied to. Left out, the change owns everything
   * (a state being set up, or a test's own copy).
   */
  owned?: Owned;
}

/**
 * Structural sharing: a move copies only what it changes. The new state starts as a shallow copy
 * of the old one; a player, an area, a track or one of the lists is copied the first time the move
 * writes to it, through the functions of `writable.ts`. Everything a move leaves alone stays shared with
 * the state it was applied to, which is never written (deep-frozen states work as well).
 */
export interface Owned {
  /** Bit per seat: that player's object has been copied. */
  players: number;
  /** Bit per area whose scientists have been copied too (its object and line always are first). */
  areas: number;
  /** Bit per area whose object and line of ships have been copied: see `writableLine`. */
  lines: number;
  /** Bit per track. */
  tracks: number;
  /** Bits of the lists and records copied (`Part`). */
  parts: number;
}
