import type { AreaState, TrackState } from './state/state.js';

// The frozen parts of the last views made, by index, to be handed out again when the state's part
// holds the same values: a view freezes a copy of every area and track, and from one decision to
// the next most of them have not changed. Frozen, a part can be shared by any number of views; it
// is compared value by value with the state's (never trusted by identity), so a state changed in
// place still gets a view of what it holds.

const areas: Array<AreaState | undefined> = [];
const tracks: Array<TrackState | undefined> = [];

const freeze = Object.freeze as <T>(value: T) => T;

/** Whether two lists hold the same values in the same order. */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** A frozen copy of a list (spread syntax: `slice` is slow on the frozen lists of a frozen state). */
export const frozenCopy = <T>(list: readonly T[]): T[] => freeze([...list]);

/** The frozen view of area `index`: the last one made when it holds the same values. */
export function areaSeen(area: AreaState, index: number): AreaState {
  const last = areas[index];
  if (
    last !== undefined &&
    // A state made from a view (as a bot's determinization is) gets copies of its own.
    last !== area &&
    last.ships !== area.ships &&
    last.scientists !== area.scientists &&
    last.closed === area.closed &&
    last.buildings === area.buildings &&
    sameList(last.ships, area.ships) &&
    sameList(last.scientists, area.scientists)
  )
    return last;
  const seen = freeze({
    closed: area.closed,
    ships: frozenCopy(area.ships),
    buildings: area.buildings,
    scientists: frozenCopy(area.scientists),
  });
  areas[index] = seen;
  return seen;
}

/** The frozen view of Research Track `index`: the last one made when it holds the same values. */
export function trackSeen(track: TrackState, index: number): TrackState {
  const last = tracks[index];
  if (
    last !== undefined &&
    last !== track &&
    last.spaces !== track.spaces &&
    last.blueUsed !== track.blueUsed &&
    last.closed === track.closed &&
    sameList(last.spaces, track.spaces) &&
    sameList(last.blueUsed, track.blueUsed)
  )
    return last;
  const seen = freeze({
    closed: track.closed,
    spaces: frozenCopy(track.spaces),
    blueUsed: frozenCopy(track.blueUsed),
  });
  tracks[index] = seen;
  return seen;
}
