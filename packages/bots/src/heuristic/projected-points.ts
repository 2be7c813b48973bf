import type { GameState, PlayerState } from '@antarctica-game/engine';
import { ladderPoints } from '@antarctica-game/scoring';
import {
  AREA_POINTS,
  areaKnown,
  areaMemo,
  areaPoints,
  trackCubes,
  trackMemo,
  trackPoints,
} from './board-memo.js';
import { editionTables, valueAt } from './edition-tables.js';

export { valueAt } from './edition-tables.js';

/** Each player's Victory Points if the game ended now, by category, in seating order. */
export interface ProjectedPoints {
  /** Area majorities. */
  areas: number[];
  /** Research Tracks. */
  tracks: number[];
  /** The asterisk Building Card ranking. */
  asteriskCards: number[];
  /** The Discarded Resources ranking. */
  discardedResources: number[];
  /** The sum of the four. */
  total: number[];
}

/**
 * The end-game scoring of the rulebook applied to a state as it stands, fast and without the
 * score sheet's explanations (the engine's `finalScores` gives the same totals): the ladder of
 * each area, each open Research Track, the asterisk cards and the discards. Reads only what every
 * player sees. Takes states as immutable, as `evaluate` says.
 */
export function projectedPoints(state: GameState): ProjectedPoints {
  const count = state.players.length;
  const projected = projectInto(state, scratch);
  return {
    areas: projected.areas.slice(0, count),
    tracks: projected.tracks.slice(0, count),
    asteriskCards: projected.asteriskCards.slice(0, count),
    discardedResources: projected.discardedResources.slice(0, count),
    total: projected.total.slice(0, count),
  };
}

/** Room for the points of up to four seats, written by {@link projectInto}. */
const scratch: ProjectedPoints = {
  areas: [0, 0, 0, 0],
  tracks: [0, 0, 0, 0],
  asteriskCards: [0, 0, 0, 0],
  discardedResources: [0, 0, 0, 0],
  total: [0, 0, 0, 0],
};
const measures: number[] = [0, 0, 0, 0];
const areaLadder: number[] = [0, 0, 0, 0];
const cubeSeats: number[] = [];
/** The spaces of a track the state lacks: no cube, no points. */
const NO_SPACES: readonly number[] = [];
const cubeValues: number[] = [];
/**
 * Where each seat's cube stands on each Research Track in the state last projected (its lowest
 * space, or -1): `cubeSpaces[track * 4 + seat]`, open and closed tracks alike. The evaluation reads
 * it for the same state right after projecting, instead of searching every track again.
 */
export const cubeSpaces: readonly number[] = trackCubes;

/**
 * {@link projectedPoints} written into the arrays of `into` (their first seats), with nothing
 * allocated: the evaluation projects every position it rates. `into` is returned; the arrays of
 * the module's own scratch, when given none, are overwritten by the next call. Takes states as
 * immutable, as `evaluate` says (it remembers areas and tracks by their lists).
 */
export function projectInto(state: GameState, into: ProjectedPoints = scratch): ProjectedPoints {
  const count = state.players.length;
  const { areas, tracks, asteriskCards, discardedResources, total } = into;
  for (let seat = 0; seat < count; seat++) {
    areas[seat] = 0;
    tracks[seat] = 0;
    asteriskCards[seat] = 0;
    discardedResources[seat] = 0;
  }
  if (measures.length !== count) measures.length = count;

  for (let index = 0; index < state.areas.length; index++) {
    const area = state.areas[index];
    if (area === undefined || area.closed) continue;
    const at = index * 4;
    if ((areaMemo(index, area, count) & AREA_POINTS) === 0) {
      let scientists = 0;
      for (let seat = 0; seat < count; seat++) {
        const here = area.scientists[seat] ?? 0;
        measures[seat] = here;
        scientists += here;
        areaLadder[seat] = 0;
      }
      if (scientists > 0)
        ladder(measures, buildingsIn(area.buildings) + scientists + 1, areaLadder);
      for (let seat = 0; seat < count; seat++) areaPoints[at + seat] = areaLadder[seat] as number;
      areaKnown(index, AREA_POINTS);
    }
    for (let seat = 0; seat < count; seat++)
      areas[seat] = (areas[seat] as number) + (areaPoints[at + seat] as number);
  }

  const { trackValues, asterisk } = editionTables(state.edition);
  const trackData = state.edition.tracks;
  for (let index = 0; index < state.tracks.length; index++) {
    const track = state.tracks[index];
    const at = index * 4;
    // The values worked out per edition (none for a track the edition lacks, nor for a closed
    // one): the frozen edition's list is read only in scoreTrack's fallback, as V8 reads frozen
    // arrays slowly.
    const values = track === undefined || track.closed ? undefined : trackValues[index];
    if (!trackMemo(index, track, values))
      scoreTrack(track?.spaces ?? NO_SPACES, values, trackData[index], at);
    for (let seat = 0; seat < count; seat++)
      tracks[seat] = (tracks[seat] as number) + (trackPoints[at + seat] as number);
  }

  let asterisks = 0;
  let discards = 0;
  for (let seat = 0; seat < count; seat++) {
    const cards = (state.players[seat] as PlayerState).buildingCards;
    let stars = 0;
    for (let index = 0; index < cards.length; index++)
      if (asterisk[cards[index] as number] === true) stars++;
    measures[seat] = stars;
    asterisks += stars;
  }
  if (asterisks > 0) ladder(measures, asterisks, asteriskCards);
  for (let seat = 0; seat < count; seat++) {
    const discarded = (state.players[seat] as PlayerState).discarded;
    measures[seat] = discarded;
    discards += discarded;
  }
  if (discards > 0) ladder(measures, discards, discardedResources);

  for (let seat = 0; seat < count; seat++)
    total[seat] =
      (areas[seat] as number) +
      (tracks[seat] as number) +
      (asteriskCards[seat] as number) +
      (discardedResources[seat] as number);
  return into;
}

/**
 * Works out one track's {@link trackCubes} and, when it scores (`values` given: open and in the
 * edition), its {@link trackPoints} at `at`: the leader takes every cube's value, each other
 * player the value of the cube just ahead of theirs.
 */
function scoreTrack(
  spaces: readonly number[],
  values: readonly number[] | undefined,
  data: GameState['edition']['tracks'][number] | undefined,
  at: number,
): void {
  for (let seat = 0; seat < 4; seat++) {
    trackCubes[at + seat] = -1;
    trackPoints[at + seat] = 0;
  }
  let cubes = 0;
  let sum = 0;
  // The cubes from the furthest ahead down, with their values, in one pass.
  for (let space = spaces.length - 1; space >= 0; space--) {
    const seat = spaces[space] ?? -1;
    if (seat < 0) continue;
    if (seat < 4) trackCubes[at + seat] = space;
    if (values === undefined) continue;
    const value = values[space] ?? valueAt(data?.points ?? [], space);
    cubeSeats[cubes] = seat;
    cubeValues[cubes] = value;
    cubes++;
    sum += value;
  }
  for (let cube = 0; cube < cubes; cube++) {
    const seat = cubeSeats[cube] as number;
    if (seat >= 4) continue;
    const gained = cube === 0 ? sum : (cubeValues[cube - 1] as number);
    trackPoints[at + seat] = (trackPoints[at + seat] as number) + gained;
  }
}

/**
 * Adds each seat's points on the majority ladder of `measures` into `into`: the scorer's
 * `ladderPoints`, the one home of the ladder's rule.
 */
export function ladder(measures: readonly number[], firstPrize: number, into: number[]): void {
  for (let seat = 0; seat < measures.length; seat++) {
    const mine = measures[seat] ?? 0;
    if (mine > 0)
      into[seat] = (into[seat] ?? 0) + ladderPoints(measures, measures.length, mine, firstPrize);
  }
}

/** Number of buildings in an area's bit set. */
export function buildingsIn(set: number): number {
  let count = 0;
  let bits = set;
  while (bits !== 0) {
    bits &= bits - 1;
    count++;
  }
  return count;
}
