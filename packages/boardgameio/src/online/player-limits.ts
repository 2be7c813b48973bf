import type { Server, StorageAPI } from 'boardgame.io';

/** The longest player name the lobby takes (characters). */
export const MAX_NAME_LENGTH = 40;
/** The most a seat's `data` may hold (characters of JSON). */
export const MAX_PLAYER_DATA = 1000;

/** Why a match's seats are refused, or `undefined`: each name and each seat's data bounded. */
export function playersProblem(players: Server.MatchData['players']): string | undefined {
  for (const player of Object.values(players ?? {})) {
    if (player?.name !== undefined && [...player.name].length > MAX_NAME_LENGTH)
      return `a player name has at most ${MAX_NAME_LENGTH} characters`;
    if (player?.data !== undefined && JSON.stringify(player.data).length > MAX_PLAYER_DATA)
      return `a seat's data holds at most ${MAX_PLAYER_DATA} characters of JSON`;
  }
  return undefined;
}

/**
 * Makes the store refuse seats with a name over {@link MAX_NAME_LENGTH} characters (or data over
 * {@link MAX_PLAYER_DATA}): boardgame.io's lobby took any name (a 200,000-character name rode in
 * every move's frame and in the lobby list). The lobby's `join`, `rename` and `update` write the
 * name with `setMetadata`: the refusal is thrown there, and koa answers 400 with its message.
 */
export function limitPlayerNames<S extends StorageAPI.Sync | StorageAPI.Async>(storage: S): S {
  const setMetadata = storage.setMetadata.bind(storage) as (
    id: string,
    metadata: Server.MatchData,
  ) => unknown;
  (storage as { setMetadata: unknown }).setMetadata = (id: string, metadata: Server.MatchData) => {
    const problem = playersProblem(metadata.players);
    if (problem !== undefined) {
      const error = Object.assign(new Error(problem), { status: 400, expose: true });
      if (storage.type() === 0) throw error;
      return Promise.reject(error);
    }
    return setMetadata(id, metadata);
  };
  // boardgame.io's in-memory store hands out its own metadata object, which the lobby changes
  // before writing it: a copy, so that a refused write leaves the match as it was.
  if (storage.type() === 0) {
    const fetch = storage.fetch.bind(storage) as (id: string, opts: object) => unknown;
    (storage as { fetch: unknown }).fetch = (id: string, opts: StorageAPI.FetchOpts) => {
      const result = fetch(id, opts) as { metadata?: Server.MatchData };
      return result?.metadata === undefined
        ? result
        : { ...result, metadata: structuredClone(result.metadata) };
    };
  }
  return storage;
}
