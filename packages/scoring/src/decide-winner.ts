import type { Color } from './colors.js';
import type { DecidedBy } from './score-result.js';

/** What the winner is decided on, in order: points, then first places, then Building Cards. */
export interface WinnerKeys {
  player: Color;
  points: number;
  firstPlaces: number;
  buildingCards: number;
}

/**
 * Finds the winner: most Victory Points; among those tied, who was first more often; among
 * those still tied, who holds more Building Cards; otherwise all of them win. Also gives every
 * player a place by the same comparison.
 */
export function decideWinner(players: readonly WinnerKeys[]): {
  winners: Color[];
  decidedBy: DecidedBy;
  places: Map<Color, number>;
} {
  const keys: ReadonlyArray<keyof Omit<WinnerKeys, 'player'>> = [
    'points',
    'firstPlaces',
    'buildingCards',
  ];
  const decisions: readonly DecidedBy[] = ['points', 'first-places', 'building-cards'];
  let contenders = [...players];
  let decidedBy: DecidedBy = 'shared';
  for (const [index, key] of keys.entries()) {
    const best = Math.max(...contenders.map((player) => player[key]));
    contenders = contenders.filter((player) => player[key] === best);
    if (contenders.length === 1) {
      decidedBy = decisions[index] ?? 'shared';
      break;
    }
  }
  const beats = (a: WinnerKeys, b: WinnerKeys) => {
    for (const key of keys) if (a[key] !== b[key]) return a[key] > b[key];
    return false;
  };
  const places = new Map(
    players.map((player) => [
      player.player,
      1 + players.filter((other) => beats(other, player)).length,
    ]),
  );
  return { winners: contenders.map((player) => player.player), decidedBy, places };
}
