import type { Server, StorageAPI } from 'boardgame.io';

/** When matches end on their own, in milliseconds (the server looks every `sweepMs`). */
export interface MatchExpiry {
  /** A match where no person has sat down, this long after it was created (default 10 min). */
  unjoinedMs?: number;
  /** A match where nothing happened for this long (default 2 h). */
  idleMs?: number;
  /** A finished match, this long after its end, leaves an in-memory store (default 10 min). */
  finishedMs?: number;
  /** How often the matches are looked at (default 1 min). */
  sweepMs?: number;
}

/** The defaults of {@link MatchExpiry}. */
export const MATCH_EXPIRY_DEFAULTS: Required<MatchExpiry> = {
  unjoinedMs: 10 * 60_000,
  idleMs: 2 * 60 * 60_000,
  finishedMs: 10 * 60_000,
  sweepMs: 60_000,
};

/** Why a match is over for the server, or `null` while it lives. */
export function expiryOf(
  metadata: Server.MatchData,
  now: number,
  expiry: Required<MatchExpiry>,
): 'finished' | 'unjoined' | 'idle' | null {
  if (metadata.gameover !== undefined && metadata.gameover !== null)
    return now - metadata.updatedAt >= expiry.finishedMs ? 'finished' : null;
  const people = Object.values(metadata.players).filter(
    (player) => player.name !== undefined && (player.data as { bot?: unknown })?.bot === undefined,
  );
  if (people.length === 0 && now - metadata.createdAt >= expiry.unjoinedMs) return 'unjoined';
  return now - metadata.updatedAt >= expiry.idleMs ? 'idle' : null;
}

/**
 * Looks at every match of `gameName` and ends those whose time is up: `onExpired` hears each
 * (the server stops its bot seats), and the match is wiped from the store when `wipe` says so
 * (an in-memory store; Postgres keeps its matches). `only` limits the look to those matches
 * (with Postgres: the matches whose bot seats this instance plays). Anonymous matches with bot seats and nobody
 * joining held sockets and memory for ever, and a finished in-memory match 270-307 KB of heap.
 */
export async function sweepMatches(
  store: StorageAPI.Sync | StorageAPI.Async,
  gameName: string,
  expiry: Required<MatchExpiry>,
  wipe: boolean,
  onExpired: (matchID: string, why: 'finished' | 'unjoined' | 'idle') => void,
  only?: readonly string[],
): Promise<void> {
  const now = Date.now();
  const ids = only ?? (await store.listMatches({ gameName }));
  for (const matchID of ids) {
    const { metadata } = await store.fetch(matchID, { metadata: true });
    if (metadata === undefined) continue;
    const why = expiryOf(metadata, now, expiry);
    if (why === null) continue;
    onExpired(matchID, why);
    if (wipe) await store.wipe(matchID);
  }
}
