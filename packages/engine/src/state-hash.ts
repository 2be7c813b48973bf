import type { GameState } from './state.js';

/**
 * A 64-bit hash of a game state as 16 hex digits: equal states hash equally (the edition counts
 * by its id). For transposition tables, replay checks and comparing two engines' states.
 */
export function stateHash(state: GameState): string {
  const text = JSON.stringify({ ...state, edition: state.edition.id });
  let low = 0x811c9dc5;
  let high = 0xcbf29ce4;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ code ^ (low >>> 11), 0x01000193);
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
}
