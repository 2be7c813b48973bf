import type { Game, State, StorageAPI } from 'boardgame.io';

/**
 * boardgame.io 0.50 sends each client connecting to a match the match's `initialState` as stored,
 * without the game's `playerView` (boardgame.io issue #1159): here the first state of the game,
 * the piles in order and the random generator's state. This makes the storage answer with that
 * state as a spectator sees it, so nothing hidden leaves the server; the store itself keeps the
 * whole state (for replays and audits).
 */
export function hideInitialState<S extends StorageAPI.Sync | StorageAPI.Async>(
  storage: S,
  game: Game,
): S {
  const fetch = storage.fetch.bind(storage) as (id: string, opts: StorageAPI.FetchOpts) => unknown;
  const hide = <R>(result: R): R => {
    const found = result as { initialState?: State };
    if (found?.initialState === undefined) return result;
    const initial = found.initialState;
    const G = game.playerView?.({ G: initial.G, ctx: initial.ctx, playerID: null }) ?? null;
    return { ...result, initialState: { ...initial, G, plugins: {} } };
  };
  (storage as { fetch: unknown }).fetch = (id: string, opts: StorageAPI.FetchOpts) => {
    const result = fetch(id, opts);
    return result instanceof Promise ? result.then(hide) : hide(result);
  };
  return storage;
}
