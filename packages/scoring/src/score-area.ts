import { COLORS } from './colors.js';
import { majorityLadder } from './majority-ladder.js';
import { ordinal, plural } from './ordinal.js';
import type { CategoryScore } from './score-result.js';
import type { SheetArea, SheetPlayer } from './score-sheet.js';

/**
 * Scores one area: the players with the most scientists there score all buildings plus all
 * scientists of every colour plus one; each lower rank scores the scientists of a player one
 * rank above; players without scientists there score nothing.
 */
export function scoreArea(
  area: SheetArea,
  index: number,
  players: readonly SheetPlayer[],
): CategoryScore {
  const buildings = area.buildings ?? 0;
  const scientists = area.scientists ?? {};
  const allScientists = COLORS.reduce((sum, color) => sum + (scientists[color] ?? 0), 0);
  const firstPrize = buildings + allScientists + 1;
  const ladder = majorityLadder(
    players.map((player) => ({ player: player.color, count: scientists[player.color] ?? 0 })),
    firstPrize,
  );
  return {
    kind: 'area',
    index,
    label: `Area ${index + 1}`,
    players: ladder.map((place) => ({
      player: place.player,
      measure: place.count,
      rank: place.rank,
      points: place.points,
      reason:
        place.rank === null
          ? 'no scientists here'
          : place.rank === 1
            ? `1st with ${plural(place.count, 'scientist')}: ${plural(buildings, 'building')} + ${plural(allScientists, 'scientist')} + 1`
            : `${ordinal(place.rank)} with ${plural(place.count, 'scientist')}: the ${ordinal(place.rank - 1)} place's ${plural(place.points, 'scientist')}`,
    })),
  };
}
