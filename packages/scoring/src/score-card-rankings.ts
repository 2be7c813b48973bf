import { CategoryEntry } from './category-entry.js';
import type { Color } from './colors.js';
import { countAboveAmong, rankAmong } from './ladder-four.js';
import { listOfLength } from './list-of-length.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';
import type { SheetPlayer } from './score-sheet.js';
import { SheetData } from './sheet-data.js';
import { readValidSheet } from './sheet-data-io.js';

/**
 * Scores the asterisk Building Cards of `data`: the players with the most score the number of
 * asterisk cards all players hold; each lower rank scores the count of a player one rank above.
 */
export function scoreAsteriskCardsOf(data: SheetData): CategoryScore {
  const players = listOfLength<PlayerCategoryScore>(data.seats);
  const category: CategoryScore = {
    kind: 'asterisk-cards',
    label: 'Asterisk Building Cards',
    players,
  };
  scoreCounts(category, data, data.asteriskCards);
  return category;
}

/**
 * Scores the Discarded Resources of `data`: the players who discarded most score the number of
 * resources all players discarded; each lower rank scores the count of a player one rank above.
 */
export function scoreDiscardedResourcesOf(data: SheetData): CategoryScore {
  const players = listOfLength<PlayerCategoryScore>(data.seats);
  const category: CategoryScore = {
    kind: 'discarded-resources',
    label: 'Discarded Resources',
    players,
  };
  scoreCounts(category, data, data.discardedResources);
  return category;
}

/** Fills the entries of `category`, a card ranking on `counts` (one per seat). */
function scoreCounts(category: CategoryScore, data: SheetData, counts: Float64Array): void {
  const seats = data.seats;
  // A valid sheet holds small whole numbers: `| 0` keeps them integers in the result objects.
  const c0 = seats > 0 ? (counts[0] as number) | 0 : 0;
  const c1 = seats > 1 ? (counts[1] as number) | 0 : 0;
  const c2 = seats > 2 ? (counts[2] as number) | 0 : 0;
  const c3 = seats > 3 ? (counts[3] as number) | 0 : 0;
  const colors = data.colors;
  const players = category.players;
  if (seats > 0) players[0] = cardEntry(category, colors[0] as Color, c0, c0, c1, c2, c3);
  if (seats > 1) players[1] = cardEntry(category, colors[1] as Color, c1, c0, c1, c2, c3);
  if (seats > 2) players[2] = cardEntry(category, colors[2] as Color, c2, c0, c1, c2, c3);
  if (seats > 3) players[3] = cardEntry(category, colors[3] as Color, c3, c0, c1, c2, c3);
}

/**
 * One player's result in a card ranking, given every seat's count (`c0` to `c3`, 0 for an
 * absent seat).
 */
function cardEntry(
  category: CategoryScore,
  player: Color,
  count: number,
  c0: number,
  c1: number,
  c2: number,
  c3: number,
): CategoryEntry {
  const rank = rankAmong(count, c0, c1, c2, c3);
  if (rank === 0) return new CategoryEntry(player, count, null, 0, category);
  const points = rank === 1 ? c0 + c1 + c2 + c3 : countAboveAmong(count, c0, c1, c2, c3);
  return new CategoryEntry(player, count, rank, points, category);
}

function dataOf(players: readonly SheetPlayer[]): SheetData {
  const data = new SheetData();
  readValidSheet({ players: [...players], sun: 0, areas: [], tracks: [] }, data);
  return data;
}

/** Scores the asterisk Building Cards of the given players (at most four). */
export function scoreAsteriskCards(players: readonly SheetPlayer[]): CategoryScore {
  return scoreAsteriskCardsOf(dataOf(players));
}

/** Scores the Discarded Resources of the given players (at most four). */
export function scoreDiscardedResources(players: readonly SheetPlayer[]): CategoryScore {
  return scoreDiscardedResourcesOf(dataOf(players));
}
