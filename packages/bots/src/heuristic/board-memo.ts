import type { AreaState, TrackState } from '@antarctica-game/engine';

// What the evaluation worked out for each area and Research Track of the positions it rated last,
// kept by index and reused while the part is the same object. The engine never writes a state's
// lists in place: a move that changes an area's scientists gives it a new list, and a move that
// changes a track gives it a new list of spaces (`state/writable.ts`). So the same list means the
// same values, and a search, which rates thousands of positions that differ from one another in
// an area or two, works out only what changed. The memo holds at most one list per index.

/** The bit of {@link areaMemo}'s flags saying the area's ladder points are known. */
export const AREA_POINTS = 16;

const areaLists: Array<readonly number[] | undefined> = [];
const areaBuildings: number[] = [];
const areaCounts: number[] = [];
const areaFlags: number[] = [];
/** Each seat's points on an area's majority ladder: `areaPoints[index * 4 + seat]`. */
export const areaPoints: number[] = [];
/** What one more scientist there would add for a seat: `areaGains[index * 4 + seat]`. */
export const areaGains: number[] = [];

/**
 * What is known of area `index` as it stands in `area` at a table of `count` players: bit `seat`
 * (0 to 3) for the seat's entry of {@link areaGains}, {@link AREA_POINTS} for {@link areaPoints}.
 * A different list of scientists, buildings or player count forgets everything of the index.
 */
export function areaMemo(index: number, area: AreaState, count: number): number {
  if (
    areaLists[index] === area.scientists &&
    areaBuildings[index] === area.buildings &&
    areaCounts[index] === count
  )
    return areaFlags[index] as number;
  areaLists[index] = area.scientists;
  areaBuildings[index] = area.buildings;
  areaCounts[index] = count;
  areaFlags[index] = 0;
  return 0;
}

/** Marks what was just worked out for area `index` (bits as {@link areaMemo} returns them). */
export function areaKnown(index: number, bits: number): void {
  areaFlags[index] = (areaFlags[index] as number) | bits;
}

const trackLists: Array<readonly number[] | undefined> = [];
const trackValueLists: Array<readonly number[] | undefined> = [];
/** Each seat's points on a track: `trackPoints[index * 4 + seat]`. */
export const trackPoints: number[] = [];
/** Where each seat's cube stands on a track (its lowest space, or -1): `trackCubes[index * 4 + seat]`. */
export const trackCubes: number[] = [];

/**
 * Whether {@link trackPoints} and {@link trackCubes} of track `index` hold what `track` (scored
 * with `values`, the edition's values of its spaces) gives. When not (always for a missing
 * track), the index is taken for `track` and the caller works them out.
 */
export function trackMemo(
  index: number,
  track: TrackState | undefined,
  values: readonly number[] | undefined,
): boolean {
  const spaces = track?.spaces;
  if (spaces !== undefined && trackLists[index] === spaces && trackValueLists[index] === values)
    return true;
  trackLists[index] = spaces;
  trackValueLists[index] = values;
  return false;
}

/** Forgets everything the memo holds (for tests: the next rating works everything out). */
export function forgetBoardMemo(): void {
  for (const keys of [areaLists, areaBuildings, areaCounts, areaFlags, trackLists, trackValueLists])
    keys.length = 0;
}
