import type { GameState, PlayerState } from '@antarctica-game/engine';
import { ladderPoints } from '@antarctica-game/scoring';
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
 * player sees.
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
const cubeSeats: number[] = [];
const cubeValues: number[] = [];
/**
 * Where each seat's cube stands on each Research Track in the state last projected (its lowest
 * space, or -1): `cubeSpaces[track * 4 + seat]`, open and closed tracks alike. The evaluation reads
 * it for the same state right after projecting, instead of searching every track again.
 */
export const cubeSpaces: number[] = [];

/**
 * {@link projectedPoints} written into the arrays of `into` (their first seats), with nothing
 * allocated: the evaluation projects every position it rates. `into` is returned; the arrays of
 * the module's own scratch, when given none, are overwritten by the next call.
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
    let scientists = 0;
    for (let seat = 0; seat < count; seat++) {
      const here = area.scientists[seat] ?? 0;
      measures[seat] = here;
      scientists += here;
    }
    if (scientists === 0) continue;
    ladder(measures, buildingsIn(area.buildings) + scientists + 1, areas);
  }

  const { trackValues, asterisk } = editionTables(state.edition);
  const trackData = state.edition.tracks;
  for (let index = 0; index < state.tracks.length; index++) {
    const track = state.tracks[index];
    // The values worked out per edition (none for a track the edition lacks): the frozen
    // edition's list is read only in the fallback below, as V8 reads frozen arrays slowly.
    const values = trackValues[index];
    const at = index * 4;
    cubeSpaces[at] = -1;
    cubeSpaces[at + 1] = -1;
    cubeSpaces[at + 2] = -1;
    cubeSpaces[at + 3] = -1;
    if (track === undefined) continue;
    const spaces = track.spaces;
    if (values === undefined || track.closed) {
      for (let space = spaces.length - 1; space >= 0; space--) {
        const seat = spaces[space] ?? -1;
        if (seat >= 0 && seat < 4) cubeSpaces[at + seat] = space;
      }
      continue;
    }
    // The cubes from the furthest ahead down, with their values, in one pass.
    let cubes = 0;
    let sum = 0;
    for (let space = spaces.length - 1; space >= 0; space--) {
      const seat = spaces[space] ?? -1;
      if (seat < 0) continue;
      if (seat < 4) cubeSpaces[at + seat] = space;
      const value =
        values[space] ?? valueAt((trackData[index] as (typeof trackData)[number]).points, space);
      cubeSeats[cubes] = seat;
      cubeValues[cubes] = value;
      cubes++;
      sum += value;
    }
    // The leader takes every cube's value, each other the value of the cube ahead of it.
    for (let cube = 0; cube < cubes; cube++) {
      const seat = cubeSeats[cube] as number;
      tracks[seat] = (tracks[seat] ?? 0) + (cube === 0 ? sum : (cubeValues[cube - 1] as number));
    }
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
