/** The seat this browser holds in a match: kept so that a reload sits down at it again. */
export interface HeldSeat {
  matchID: string;
  playerID: string;
  credentials: string;
  playerName: string;
  numPlayers: number;
}

/** A match this browser watches: no seat, no credentials; it sees what every player sees. */
export interface WatchedMatch {
  matchID: string;
  numPlayers: number;
}

const KEY = 'antarctica-online/seat';

/** The seat kept in `storage`, or `undefined` (none, or unreadable: then it is forgotten). */
export function loadSeat(storage: Storage = localStorage): HeldSeat | undefined {
  const text = storage.getItem(KEY);
  if (text === null) return undefined;
  try {
    const seat = JSON.parse(text) as Partial<HeldSeat>;
    if (
      typeof seat.matchID === 'string' &&
      typeof seat.playerID === 'string' &&
      typeof seat.credentials === 'string' &&
      typeof seat.playerName === 'string' &&
      typeof seat.numPlayers === 'number'
    )
      return seat as HeldSeat;
  } catch {
    // Unreadable: forgotten below.
  }
  storage.removeItem(KEY);
  return undefined;
}

/** Keeps `seat` for the next visit. */
export function saveSeat(seat: HeldSeat, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(seat));
}

/** Forgets the seat (the player left, or the match is gone). */
export function forgetSeat(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
