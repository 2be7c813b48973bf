import type { GameState } from '@antarctica-game/engine';
import { ladderPoints } from '@antarctica-game/scoring';

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
  const areas = new Array<number>(count).fill(0);
  const tracks = new Array<number>(count).fill(0);
  const asteriskCards = new Array<number>(count).fill(0);
  const discardedResources = new Array<number>(count).fill(0);
  const measures = new Array<number>(count).fill(0);

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

  const trackData = state.edition.tracks;
  for (let index = 0; index < state.tracks.length; index++) {
    const track = state.tracks[index];
    const data = trackData[index];
    if (track === undefined || data === undefined || track.closed) continue;
    let total = 0;
    let aheadValue = -1;
    // Furthest ahead first: the leader takes every cube's value, each other the value ahead of it.
    for (let space = track.spaces.length - 1; space >= 0; space--) {
      const seat = track.spaces[space] ?? -1;
      if (seat < 0) continue;
      total += valueAt(data.points, space);
    }
    for (let space = track.spaces.length - 1; space >= 0; space--) {
      const seat = track.spaces[space] ?? -1;
      if (seat < 0) continue;
      const value = valueAt(data.points, space);
      tracks[seat] = (tracks[seat] ?? 0) + (aheadValue < 0 ? total : aheadValue);
      aheadValue = value;
    }
  }

  let asterisks = 0;
  let discards = 0;
  for (let seat = 0; seat < count; seat++) {
    const player = state.players[seat];
    let stars = 0;
    for (const card of player?.buildingCards ?? [])
      if (state.edition.buildingCards[card]?.asterisk) stars++;
    measures[seat] = stars;
    asterisks += stars;
  }
  if (asterisks > 0) ladder(measures, asterisks, asteriskCards);
  for (let seat = 0; seat < count; seat++) {
    const discarded = state.players[seat]?.discarded ?? 0;
    measures[seat] = discarded;
    discards += discarded;
  }
  if (discards > 0) ladder(measures, discards, discardedResources);

  const total = areas.map(
    (points, seat) =>
      points + (tracks[seat] ?? 0) + (asteriskCards[seat] ?? 0) + (discardedResources[seat] ?? 0),
  );
  return { areas, tracks, asteriskCards, discardedResources, total };
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

/** The value of a cube on a space: the number beside it or the first one below, else 0. */
export function valueAt(points: ReadonlyArray<readonly [number, number]>, space: number): number {
  let value = 0;
  for (const [at, worth] of points) {
    if (at > space) break;
    value = worth;
  }
  return value;
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
