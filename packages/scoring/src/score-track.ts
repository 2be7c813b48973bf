import { trackFirstReason, trackOtherReason } from './reason-text.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';
import type { SheetCube, SheetPlayer, SheetTrack } from './score-sheet.js';

const NO_CUBES: readonly SheetCube[] = [];

const LABELS = [
  'Research Track 1',
  'Research Track 2',
  'Research Track 3',
  'Research Track 4',
  'Research Track 5',
];

/**
 * Scores one Research Track: the cube furthest ahead scores the values of all cubes on the
 * track; each cube behind scores the value of the cube just ahead of it; a player without a
 * cube scores nothing. Cubes never share a space, so there are no ties.
 */
export function scoreTrack(
  track: SheetTrack,
  index: number,
  players: readonly SheetPlayer[],
): CategoryScore {
  const cubes = track.cubes ?? NO_CUBES;
  const length = cubes.length;
  let total = 0;
  for (let at = 0; at < length; at++) total += (cubes[at] as SheetCube).value;
  const entries: PlayerCategoryScore[] = [];
  for (let seat = 0; seat < players.length; seat++) {
    const player = (players[seat] as SheetPlayer).color;
    let position = -1;
    for (let at = 0; at < length; at++) {
      if ((cubes[at] as SheetCube).player === player) {
        position = at;
        break;
      }
    }
    if (position < 0) {
      entries.push({ player, measure: 0, rank: null, points: 0, reason: 'no cube on this track' });
      continue;
    }
    const measure = (cubes[position] as SheetCube).value;
    if (position === 0) {
      const reason = trackFirstReason(cubes);
      entries.push({ player, measure, rank: 1, points: total, reason });
    } else {
      const ahead = (cubes[position - 1] as SheetCube).value;
      const reason = trackOtherReason(position + 1, ahead);
      entries.push({ player, measure, rank: position + 1, points: ahead, reason });
    }
  }
  return {
    kind: 'track',
    index,
    label: LABELS[index] ?? `Research Track ${index + 1}`,
    players: entries,
  };
}
