import type { Game, State, StorageAPI } from 'boardgame.io';

type Fetch = (id: string, opts: StorageAPI.FetchOpts) => unknown;
const WHOLE = Symbol('the store fetch without hiding');

/** The store's own `fetch`, before {@link hideInitialState} put its view in front. */
function wholeStateFetch(storage: StorageAPI.Sync | StorageAPI.Async): Fetch {
  const own = (storage as { [WHOLE]?: Fetch })[WHOLE];
  return own ?? (storage.fetch.bind(storage) as Fetch);
}

/**
 * The store as {@link hideInitialState} found it, for the server's owner (audits and replays):
 * `fetch` answers with the whole initial state. Everything else is the store itself.
 */
export function wholeStateStore<S extends StorageAPI.Sync | StorageAPI.Async>(storage: S): S {
  const fetch = wholeStateFetch(storage);
  return new Proxy(storage, {
    get: (target, key) => {
      if (key === 'fetch') return fetch;
      const value = Reflect.get(target, key, target);
      // Methods run on the store itself (its private fields are not the proxy's).
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

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
  const fetch = wholeStateFetch(storage);
  const hide = <R>(result: R): R => {
    const found = result as { initialState?: State };
    if (found?.initialState === undefined) return result;
    const initial = found.initialState;
    const G = game.playerView?.({ G: initial.G, ctx: initial.ctx, playerID: null }) ?? null;
    return { ...result, initialState: { ...initial, G, plugins: {} } };
  };
  (storage as { fetch: unknown; [WHOLE]?: unknown })[WHOLE] = fetch;
  (storage as { fetch: unknown }).fetch = (id: string, opts: StorageAPI.FetchOpts) => {
    const result = fetch(id, opts);
    return result instanceof Promise ? result.then(hide) : hide(result);
  };
  return storage;
}
