import type { Edition, GameState, StoredGameState } from '@antarctica-game/engine';
import { editionById } from './setup-data.js';

/**
 * The engine's state as boardgame.io keeps it (`G`): plain JSON with the edition by id, as in the
 * engine's persisted snapshots, so that storage and network carry a few kilobytes per state
 * rather than the whole edition every time.
 */
export type AntarcticaG = StoredGameState;

/** The state as `G`: the edition by its id. */
export function storedStateOf(state: GameState): AntarcticaG {
  return { ...state, edition: state.edition.id };
}

/** `G` as the engine's state: the edition object back in place. */
export function gameStateOf(G: AntarcticaG, editions: readonly Edition[]): GameState {
  const edition = editionById(G.edition, editions);
  if (edition === undefined) throw new Error(`the game's edition ${G.edition} is not known here`);
  return { ...G, edition } as GameState;
}
