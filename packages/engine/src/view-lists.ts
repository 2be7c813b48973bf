import type { AreaState, PlayerState, TrackState } from './state/state.js';
import { areaSeen, type Kept, type OtherPlayerSeen, playerSeen, trackSeen } from './view-parts.js';

// The lists of parts of a view (areas, tracks, players), handed out again while they hold the
// same frozen parts, compared through plain copies as the parts are (see view-parts.ts).

const freeze = Object.freeze as <T>(value: T) => T;

/** The lists of parts a view holds: its areas, its tracks, and its players by viewer (`Players + viewer`). */
const PartList = { Areas: 0, Tracks: 1, Players: 2 } as const;

/** The frozen lists of parts of the last views, by {@link PartList}. */
const lists: Array<Kept<unknown> | undefined> = [];

// One function per kind of list (not one taking the part's function as an argument, which V8
// would not inline).

/** The frozen list of the areas' views: the last one made when it holds the same areas. */
export function areasSeen(items: readonly AreaState[]): AreaState[] {
  const last = lists[PartList.Areas] as Kept<AreaState> | undefined;
  let fresh: AreaState[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const seen = areaSeen(items[index] as AreaState, index);
    if (fresh === undefined) {
      if (last !== undefined && index < last.plain.length && last.plain[index] === seen) continue;
      fresh = headOf(last, index);
    }
    fresh.push(seen);
  }
  return listSeen(PartList.Areas, last, fresh, items.length);
}

/** The frozen list of the Research Tracks' views: the last one made when it holds the same tracks. */
export function tracksSeen(items: readonly TrackState[]): TrackState[] {
  const last = lists[PartList.Tracks] as Kept<TrackState> | undefined;
  let fresh: TrackState[] | undefined;
  for (let index = 0; index < items.length; index++) {
    const seen = trackSeen(items[index] as TrackState, index);
    if (fresh === undefined) {
      if (last !== undefined && index < last.plain.length && last.plain[index] === seen) continue;
      fresh = headOf(last, index);
    }
    fresh.push(seen);
  }
  return listSeen(PartList.Tracks, last, fresh, items.length);
}

/** The frozen list of the players as `viewer` sees them: the last one made when it holds the same. */
export function playersSeen(
  items: readonly PlayerState[],
  viewer: number,
): Array<PlayerState | OtherPlayerSeen> {
  const list = PartList.Players + viewer;
  const last = lists[list] as Kept<PlayerState | OtherPlayerSeen> | undefined;
  let fresh: Array<PlayerState | OtherPlayerSeen> | undefined;
  for (let index = 0; index < items.length; index++) {
    const seen = playerSeen(items[index] as PlayerState, index, viewer);
    if (fresh === undefined) {
      if (last !== undefined && index < last.plain.length && last.plain[index] === seen) continue;
      fresh = headOf(last, index);
    }
    fresh.push(seen);
  }
  return listSeen(list, last, fresh, items.length);
}

/** The first `count` parts of the last list, in a new list. */
function headOf<T>(last: Kept<T> | undefined, count: number): T[] {
  const head: T[] = [];
  if (last !== undefined)
    for (let index = 0; index < count; index++) head.push(last.plain[index] as T);
  return head;
}

/**
 * The end of a list's walk: the last frozen list when no part differed and the length is the
 * same, else the new one (`fresh`, or the last one's head when only the length differed), kept.
 */
function listSeen<T>(
  list: number,
  last: Kept<T> | undefined,
  fresh: T[] | undefined,
  length: number,
): T[] {
  if (fresh === undefined) {
    if (last !== undefined && last.plain.length === length) return last.seen;
    fresh = headOf(last, length);
  }
  lists[list] = { seen: freeze(fresh), plain: [...fresh] };
  return fresh;
}
