import type { GameState } from './state.js';
import { cloneState } from './writable.js';

/**
 * V8 runs many array operations (`some`, `forEach`, `for...of`, `slice`) tens of times slower on
 * frozen arrays, and immer, Redux Toolkit and boardgame.io hand out deep-frozen states. So the
 * engine works on a plain copy of a frozen state, made once per state (copying with spread syntax
 * is fast even when frozen) and remembered for the calls that follow (a bot's `legalMoves`, then
 * `applyMove`).
 */
const copies = new WeakMap<GameState, GameState>();

/** `state` itself, or a plain copy of it when it is frozen. */
export function thawed(state: GameState): GameState {
  if (!Object.isFrozen(state)) return state;
  let copy = copies.get(state);
  if (copy === undefined) {
    copy = cloneState(state);
    copies.set(state, copy);
  }
  return copy;
}
