import { countAbove, ladderRank } from './majority-ladder.js';
import { areaFirstReason, areaOtherReason } from './reason-text.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';
import type { SheetArea, SheetPlayer } from './score-sheet.js';

const LABELS = ['Area 1', 'Area 2', 'Area 3', 'Area 4', 'Area 5', 'Area 6', 'Area 7', 'Area 8'];

/** Reused between calls (scoring never runs twice at once), so that no list is allocated. */
const COUNTS: number[] = [0, 0, 0, 0];

/**
 * Scores one area: the players with the most scientists there score all buildings plus all
 * scientists there plus one; each lower rank scores the scientists of a player one rank above;
 * players without scientists there score nothing. In a valid sheet only the players' colours
 * have scientists on the board.
 */
export function scoreArea(
  area: SheetArea,
  index: number,
  players: readonly SheetPlayer[],
): CategoryScore {
  const seats = players.length;
  const counts = seats <= COUNTS.length ? COUNTS : new Array<number>(seats);
  const scientists = area.scientists;
  let allScientists = 0;
  for (let seat = 0; seat < seats; seat++) {
    const count =
      scientists === undefined ? 0 : (scientists[(players[seat] as SheetPlayer).color] ?? 0);
    counts[seat] = count;
    allScientists += count;
  }
  const buildings = area.buildings ?? 0;
  const entries: PlayerCategoryScore[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const player = (players[seat] as SheetPlayer).color;
    const count = counts[seat] as number;
    const rank = ladderRank(counts, seats, count);
    if (rank === 0) {
      entries.push({ player, measure: count, rank: null, points: 0, reason: 'no scientists here' });
    } else if (rank === 1) {
      const points = buildings + allScientists + 1;
      const reason = areaFirstReason(count, buildings, allScientists);
      entries.push({ player, measure: count, rank, points, reason });
    } else {
      const points = countAbove(counts, seats, count);
      const reason = areaOtherReason(rank, count, points);
      entries.push({ player, measure: count, rank, points, reason });
    }
  }
  return { kind: 'area', index, label: LABELS[index] ?? `Area ${index + 1}`, players: entries };
}
