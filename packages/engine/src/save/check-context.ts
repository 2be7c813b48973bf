import type { Edition, PlayerCount } from '../edition/edition.js';
import type { GameState } from '../state/state.js';

/** What the checks of a sound-shaped state share: the state, its player count, and where issues go. */
export interface CheckContext {
  state: GameState;
  players: number;
  row: Edition['setup'][PlayerCount];
  add: (path: string, message: string) => void;
}
