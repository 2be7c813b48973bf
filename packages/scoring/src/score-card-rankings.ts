import { countAbove, ladderRank } from './majority-ladder.js';
import { type CardNoun, cardFirstReason, cardOtherReason } from './reason-text.js';
import type { CategoryScore, PlayerCategoryScore } from './score-result.js';
import type { SheetPlayer } from './score-sheet.js';

/** Reused between calls (scoring never runs twice at once), so that no list is allocated. */
const COUNTS: number[] = [0, 0, 0, 0];

/**
 * Scores the asterisk Building Cards: the players with the most score the number of asterisk
 * cards all players hold; each lower rank scores the count of a player one rank above.
 */
export function scoreAsteriskCards(players: readonly SheetPlayer[]): CategoryScore {
  const counts = countsOf(players);
  for (let seat = 0; seat < players.length; seat++) {
    counts[seat] = (players[seat] as SheetPlayer).asteriskCards;
  }
  return scoreCountRanking(players, counts, 0);
}

/**
 * Scores the Discarded Resources: the players who discarded most score the number of
 * resources all players discarded; each lower rank scores the count of a player one rank above.
 */
export function scoreDiscardedResources(players: readonly SheetPlayer[]): CategoryScore {
  const counts = countsOf(players);
  for (let seat = 0; seat < players.length; seat++) {
    counts[seat] = (players[seat] as SheetPlayer).discardedResources;
  }
  return scoreCountRanking(players, counts, 1);
}

const countsOf = (players: readonly SheetPlayer[]) =>
  players.length <= COUNTS.length ? COUNTS : new Array<number>(players.length);

const NONE = ['no asterisk cards', 'no discarded resources'] as const;

function scoreCountRanking(
  players: readonly SheetPlayer[],
  counts: readonly number[],
  noun: CardNoun,
): CategoryScore {
  const seats = players.length;
  let total = 0;
  for (let seat = 0; seat < seats; seat++) total += counts[seat] as number;
  const entries: PlayerCategoryScore[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const player = (players[seat] as SheetPlayer).color;
    const count = counts[seat] as number;
    const rank = ladderRank(counts, seats, count);
    if (rank === 0) {
      entries.push({ player, measure: count, rank: null, points: 0, reason: NONE[noun] });
    } else if (rank === 1) {
      const reason = cardFirstReason(noun, count, counts, seats);
      entries.push({ player, measure: count, rank, points: total, reason });
    } else {
      const points = countAbove(counts, seats, count);
      const reason = cardOtherReason(noun, rank, count, points);
      entries.push({ player, measure: count, rank, points, reason });
    }
  }
  return noun === 0
    ? { kind: 'asterisk-cards', label: 'Asterisk Building Cards', players: entries }
    : { kind: 'discarded-resources', label: 'Discarded Resources', players: entries };
}
