import type { Color } from '../box/colors.js';
import { trackFirstReason, trackOtherReason } from '../prose/reason-text.js';
import { listOfLength } from '../sheet/list-of-length.js';
import type { SheetPlayer, SheetTrack } from '../sheet/score-sheet.js';
import { SEATS, SheetData } from '../sheet/sheet-data.js';
import { readValidSheet } from '../sheet/sheet-data-io.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';

const LABELS = [
  'Research Track 1',
  'Research Track 2',
  'Research Track 3',
  'Research Track 4',
  'Research Track 5',
];
const NONE = 'no cube on this track';

/**
 * Scores Research Track `index` of `data`: the cube furthest ahead scores the values of all
 * cubes on the track; each cube behind scores the value of the cube just ahead of it; a player
 * without a cube scores nothing. Cubes never share a space, so there are no ties.
 */
export function scoreTrackOf(data: SheetData, index: number): CategoryScore {
  const base = index * SEATS;
  const cubes = data.cubes[index] as number;
  const cubeValue = data.cubeValue;
  // A valid sheet holds small whole numbers: `| 0` keeps them integers in the result objects.
  let total = 0;
  for (let position = 0; position < cubes; position++)
    total += (cubeValue[base + position] as number) | 0;
  const seats = data.seats;
  const players = listOfLength<PlayerCategoryScore>(seats);
  const category: CategoryScore = {
    kind: 'track',
    index,
    label: LABELS[index] ?? `Research Track ${index + 1}`,
    players,
  };
  for (let seat = 0; seat < seats; seat++) {
    players[seat] = trackEntry(data, seat, base, cubes, total);
  }
  return category;
}

/**
 * The result of the player at `seat` on the track whose `cubes` cubes start at `base` in
 * `data`, worth `total` together. A plain function rather than a closure in scoreTrackOf: a
 * closure is a new object on every call.
 */
function trackEntry(
  data: SheetData,
  seat: number,
  base: number,
  cubes: number,
  total: number,
): PlayerCategoryScore {
  const player = data.colors[seat] as Color;
  const color = data.colorIndex[seat];
  const { cubeColor, cubeValue } = data;
  let position = 0;
  while (position < cubes && cubeColor[base + position] !== color) position++;
  if (position === cubes) return { player, measure: 0, rank: null, points: 0, reason: NONE };
  const measure = (cubeValue[base + position] as number) | 0;
  if (position === 0) {
    const reason = trackFirstReason(cubeValue, base, cubes);
    return { player, measure, rank: 1, points: total, reason };
  }
  const ahead = (cubeValue[base + position - 1] as number) | 0;
  const reason = trackOtherReason(position + 1, ahead);
  return { player, measure, rank: position + 1, points: ahead, reason };
}

/** Scores one Research Track for the given players (at most four), as {@link scoreTrackOf} does. */
export function scoreTrack(
  track: SheetTrack,
  index: number,
  players: readonly SheetPlayer[],
): CategoryScore {
  const tracks: SheetTrack[] = [];
  for (let at = 0; at < index; at++) tracks.push({ cubes: [] });
  tracks.push(track);
  const data = new SheetData();
  readValidSheet({ players: [...players], sun: 0, areas: [], tracks }, data);
  return scoreTrackOf(data, index);
}
