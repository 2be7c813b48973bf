import { majorityLadder } from './majority-ladder.js';
import { ordinal, plural } from './ordinal.js';
import type { CategoryKind, CategoryScore } from './score-result.js';
import type { SheetPlayer } from './score-sheet.js';

/**
 * Scores the asterisk Building Cards: the players with the most score the number of asterisk
 * cards all players hold; each lower rank scores the count of a player one rank above.
 */
export function scoreAsteriskCards(players: readonly SheetPlayer[]): CategoryScore {
  return scoreCountRanking(
    players,
    'asterisk-cards',
    'Asterisk Building Cards',
    'asterisk card',
    (player) => player.asteriskCards,
  );
}

/**
 * Scores the Discarded Resources: the players who discarded most score the number of
 * resources all players discarded; each lower rank scores the count of a player one rank above.
 */
export function scoreDiscardedResources(players: readonly SheetPlayer[]): CategoryScore {
  return scoreCountRanking(
    players,
    'discarded-resources',
    'Discarded Resources',
    'discarded resource',
    (player) => player.discardedResources,
  );
}

function scoreCountRanking(
  players: readonly SheetPlayer[],
  kind: CategoryKind,
  label: string,
  noun: string,
  countOf: (player: SheetPlayer) => number,
): CategoryScore {
  const counts = players.map(countOf);
  const ladder = majorityLadder(
    players.map((player, index) => ({ player: player.color, count: counts[index] ?? 0 })),
    counts.reduce((sum, count) => sum + count, 0),
  );
  const positive = counts.filter((count) => count > 0);
  return {
    kind,
    label,
    players: ladder.map((place) => ({
      player: place.player,
      measure: place.count,
      rank: place.rank,
      points: place.points,
      reason:
        place.rank === null
          ? `no ${noun}s`
          : place.rank === 1
            ? `1st with ${plural(place.count, noun)}: all players' ${noun}s ${positive.join(' + ')}`
            : `${ordinal(place.rank)} with ${plural(place.count, noun)}: the ${ordinal(place.rank - 1)} place's ${place.points}`,
    })),
  };
}
