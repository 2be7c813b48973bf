import { ordinal } from './ordinal.js';
import type { CategoryScore } from './score-result.js';
import type { SheetPlayer, SheetTrack } from './score-sheet.js';

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
  const cubes = track.cubes ?? [];
  const values = cubes.map((cube) => cube.value);
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    kind: 'track',
    index,
    label: `Research Track ${index + 1}`,
    players: players.map(({ color }) => {
      const position = cubes.findIndex((cube) => cube.player === color);
      const cube = cubes[position];
      if (cube === undefined) {
        return {
          player: color,
          measure: 0,
          rank: null,
          points: 0,
          reason: 'no cube on this track',
        };
      }
      if (position === 0) {
        return {
          player: color,
          measure: cube.value,
          rank: 1,
          points: total,
          reason: `1st, furthest ahead: all cubes' values ${values.join(' + ')}`,
        };
      }
      const ahead = values[position - 1] ?? 0;
      return {
        player: color,
        measure: cube.value,
        rank: position + 1,
        points: ahead,
        reason: `${ordinal(position + 1)}: the value of the cube ahead, ${ahead}`,
      };
    }),
  };
}
