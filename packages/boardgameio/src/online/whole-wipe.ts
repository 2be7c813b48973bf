import type { StorageAPI } from 'boardgame.io';

/** The maps of boardgame.io 0.50's in-memory store (`InMemory`) that its `wipe` forgets. */
interface InMemoryMaps {
  initial?: Map<string, unknown>;
  log?: Map<string, unknown>;
}

/**
 * boardgame.io 0.50's in-memory store wipes a match's state and metadata but keeps its first
 * state and its whole log for ever: every match that left the store still held about 70 KB of
 * heap (the soak's heap after GC grew by that much a game; see docs/online.md). This makes `wipe`
 * drop them too. A store without those maps (Postgres) is left as it is.
 */
export function wipeWholly<S extends StorageAPI.Sync | StorageAPI.Async>(storage: S): S {
  const maps = storage as S & InMemoryMaps;
  if (!(maps.initial instanceof Map) || !(maps.log instanceof Map)) return storage;
  const wipe = storage.wipe.bind(storage) as (matchID: string) => unknown;
  (storage as { wipe: unknown }).wipe = (matchID: string) => {
    maps.initial?.delete(matchID);
    maps.log?.delete(matchID);
    return wipe(matchID);
  };
  return storage;
}
