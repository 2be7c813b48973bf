import type { Color } from '../box/colors.js';
import { type CardNoun, cardFirstReason, cardOtherReason } from '../prose/reason-text.js';
import { listOfLength } from '../sheet/list-of-length.js';
import type { SheetPlayer } from '../sheet/score-sheet.js';
import { SheetData } from '../sheet/sheet-data.js';
import { readValidSheet } from '../sheet/sheet-data-io.js';
import { countAboveAmong, rankAmong } from './ladder-four.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';

const NONE = ['no asterisk cards', 'no discarded resources'] as const;

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
  scoreCounts(category, data, data.asteriskCards, 0);
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
  scoreCounts(category, data, data.discardedResources, 1);
  return category;
}

/**
 * Fills the entries of `category`, a card ranking on `counts` (one per seat) whose reasons speak
 * of `noun`.
 */
function scoreCounts(
  category: CategoryScore,
  data: SheetData,
  counts: Float64Array,
  noun: CardNoun,
): void {
  const seats = data.seats;
  // A valid sheet holds small whole numbers: `| 0` keeps them integers in the result objects.
  const c0 = seats > 0 ? (counts[0] as number) | 0 : 0;
  const c1 = seats > 1 ? (counts[1] as number) | 0 : 0;
  const c2 = seats > 2 ? (counts[2] as number) | 0 : 0;
  const c3 = seats > 3 ? (counts[3] as number) | 0 : 0;
  const colors = data.colors;
  const players = category.players;
  if (seats > 0)
    players[0] = cardEntry(counts, seats, noun, colors[0] as Color, c0, c0, c1, c2, c3);
  if (seats > 1)
    players[1] = cardEntry(counts, seats, noun, colors[1] as Color, c1, c0, c1, c2, c3);
  if (seats > 2)
    players[2] = cardEntry(counts, seats, noun, colors[2] as Color, c2, c0, c1, c2, c3);
  if (seats > 3)
    players[3] = cardEntry(counts, seats, noun, colors[3] as Color, c3, c0, c1, c2, c3);
}

/**
 * One player's result in a card ranking on `counts` (the first `seats` of them), given every
 * seat's count (`c0` to `c3`, 0 for an absent seat). A plain function rather than a closure in
 * scoreCounts: a closure is a new object on every call.
 */
function cardEntry(
  counts: Float64Array,
  seats: number,
  noun: CardNoun,
  player: Color,
  count: number,
  c0: number,
  c1: number,
  c2: number,
  c3: number,
): PlayerCategoryScore {
  const rank = rankAmong(count, c0, c1, c2, c3);
  if (rank === 0) return { player, measure: count, rank: null, points: 0, reason: NONE[noun] };
  if (rank === 1) {
    const reason = cardFirstReason(noun, count, counts, seats);
    return { player, measure: count, rank, points: c0 + c1 + c2 + c3, reason };
  }
  const points = countAboveAmong(count, c0, c1, c2, c3);
  return {
    player,
    measure: count,
    rank,
    points,
    reason: cardOtherReason(noun, rank, count, points),
  };
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
