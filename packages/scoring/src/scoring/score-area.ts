import type { Color } from '../box/colors.js';
import { areaFirstReason, areaOtherReason } from '../prose/reason-text.js';
import { listOfLength } from '../sheet/list-of-length.js';
import type { SheetArea, SheetPlayer } from '../sheet/score-sheet.js';
import { SheetData } from '../sheet/sheet-data.js';
import { readValidSheet } from '../sheet/sheet-data-io.js';
import { countAboveAmong, rankAmong } from './ladder-four.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';

const LABELS = ['Area 1', 'Area 2', 'Area 3', 'Area 4', 'Area 5', 'Area 6', 'Area 7', 'Area 8'];
const NONE = 'no scientists here';

/**
 * Scores area `index` of `data`: the players with the most scientists there score all
 * buildings plus all scientists there plus one; each lower rank scores the scientists of a
 * player one rank above; players without scientists there score nothing.
 */
export function scoreAreaOf(data: SheetData, index: number): CategoryScore {
  const at = index * 4;
  const { scientists, colorIndex, seats } = data;
  // A valid sheet holds small whole numbers: `| 0` keeps them integers in the result objects.
  const buildings = (data.buildings[index] as number) | 0;
  const all =
    ((scientists[at] as number) +
      (scientists[at + 1] as number) +
      (scientists[at + 2] as number) +
      (scientists[at + 3] as number)) |
    0;
  // Each seat's count, 0 for an absent seat: four numbers, no list.
  const c0 = seats > 0 ? (scientists[at + (colorIndex[0] as number)] as number) | 0 : 0;
  const c1 = seats > 1 ? (scientists[at + (colorIndex[1] as number)] as number) | 0 : 0;
  const c2 = seats > 2 ? (scientists[at + (colorIndex[2] as number)] as number) | 0 : 0;
  const c3 = seats > 3 ? (scientists[at + (colorIndex[3] as number)] as number) | 0 : 0;
  const players = listOfLength<PlayerCategoryScore>(seats);
  const category: CategoryScore = {
    kind: 'area',
    index,
    label: LABELS[index] ?? `Area ${index + 1}`,
    players,
  };
  const colors = data.colors;
  for (let seat = 0; seat < seats; seat++) {
    const player = colors[seat] as Color;
    const count = seat === 0 ? c0 : seat === 1 ? c1 : seat === 2 ? c2 : c3;
    const rank = rankAmong(count, c0, c1, c2, c3);
    if (rank === 0) {
      players[seat] = { player, measure: count, rank: null, points: 0, reason: NONE };
    } else if (rank === 1) {
      const reason = areaFirstReason(count, buildings, all);
      players[seat] = { player, measure: count, rank, points: buildings + all + 1, reason };
    } else {
      const points = countAboveAmong(count, c0, c1, c2, c3);
      const reason = areaOtherReason(rank, count, points);
      players[seat] = { player, measure: count, rank, points, reason };
    }
  }
  return category;
}

/** Scores one area for the given players (at most four), as {@link scoreAreaOf} does. */
export function scoreArea(
  area: SheetArea,
  index: number,
  players: readonly SheetPlayer[],
): CategoryScore {
  const areas: SheetArea[] = [];
  for (let at = 0; at < index; at++) areas.push({});
  areas.push(area);
  const data = new SheetData();
  readValidSheet({ players: [...players], sun: 0, areas, tracks: [] }, data);
  return scoreAreaOf(data, index);
}
