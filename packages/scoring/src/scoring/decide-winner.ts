import type { Color } from '../box/colors.js';
import { listOfLength } from '../sheet/list-of-length.js';
import type { DecidedBy } from './score-result.js';

/** What the winner is decided on, in order: points, then first places, then Building Cards. */
export interface WinnerKeys {
  player: Color;
  points: number;
  firstPlaces: number;
  buildingCards: number;
}

/** The winners, the comparison that decided, and each player's place (in seating order). */
export interface WinnerDecision {
  winners: Color[];
  decidedBy: DecidedBy;
  places: number[];
}

/**
 * Finds the winner: most Victory Points; among those tied, who was first more often; among
 * those still tied, who holds more Building Cards; otherwise all of them win. Also gives every
 * player a place by the same comparison: 1 plus the number of players who beat them.
 */
export function decideWinner(players: readonly WinnerKeys[]): WinnerDecision {
  const count = players.length;
  const places = listOfLength<number>(count);
  let winnerCount = 0;
  for (let seat = 0; seat < count; seat++) {
    const player = players[seat] as WinnerKeys;
    let place = 1;
    for (let other = 0; other < count; other++) {
      if (beats(players[other] as WinnerKeys, player)) place++;
    }
    places[seat] = place;
    if (place === 1) winnerCount++;
  }
  const winners = listOfLength<Color>(winnerCount);
  let next = 0;
  for (let seat = 0; seat < count; seat++) {
    if (places[seat] === 1) winners[next++] = (players[seat] as WinnerKeys).player;
  }
  return { winners, decidedBy: decidedBy(players, places), places };
}

function beats(a: WinnerKeys, b: WinnerKeys): boolean {
  if (a.points !== b.points) return a.points > b.points;
  if (a.firstPlaces !== b.firstPlaces) return a.firstPlaces > b.firstPlaces;
  return a.buildingCards > b.buildingCards;
}

/**
 * The first comparison that leaves one winner: among the players with the winners' points, do
 * they also differ on first places, and then on Building Cards?
 */
function decidedBy(players: readonly WinnerKeys[], places: readonly number[]): DecidedBy {
  const winner = players[places.indexOf(1)];
  if (winner === undefined) return 'shared';
  let samePoints = 0;
  let sameFirstPlaces = 0;
  let sameAll = 0;
  for (const player of players) {
    if (player.points !== winner.points) continue;
    samePoints++;
    if (player.firstPlaces !== winner.firstPlaces) continue;
    sameFirstPlaces++;
    if (player.buildingCards === winner.buildingCards) sameAll++;
  }
  if (samePoints === 1) return 'points';
  if (sameFirstPlaces === 1) return 'first-places';
  if (sameAll === 1) return 'building-cards';
  return 'shared';
}
