// The Shipyard Cards a player plays during a turn, one per Sun move: Icebreaker, Place a
// Scientist, +2 Scientists, Fast Research. Their listing, checks and effects.
import type { Change } from '../state/change.js';
import {
  playFastResearchMove,
  playIcebreakerMove,
  playPlaceScientistMove,
  playPlusTwoScientistsMove,
} from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { writableArea, writablePlayer, writableVisit } from '../state/writable.js';
import { resolveNext } from './effects.js';
import { icebreakerAreas, placeIcebreaker } from './icebreaker.js';
import { advance, canResearchOn, researchTracks } from './research-track.js';

type CardMove = Extract<
  Move,
  { type: 'playIcebreaker' | 'playPlaceScientist' | 'playPlusTwoScientists' | 'playFastResearch' }
>;

/**
 * Whether a seat may play "Place a Scientist" now (card in hand, one in supply, and the ship has
 * arrived: the scientist goes to the area sailed to, so even the reading `cardTiming: 'anyTime'`
 * cannot play it before sailing).
 */
export function canPlayPlaceScientist(state: GameState, seat: number): boolean {
  const player = state.players[seat];
  if (player === undefined || (state.turn?.to ?? -1) < 0) return false;
  return player.shipyardCards.includes('placeScientist') && player.supply > 0;
}

/** Whether a seat may play "+2 Scientists" now (card in hand, one in reserve). */
export function canPlayPlusTwoScientists(state: GameState, seat: number): boolean {
  const player = state.players[seat];
  if (player === undefined) return false;
  return player.shipyardCards.includes('plusTwoScientists') && player.reserve > 0;
}

/**
 * Appends the cards a seat may play now, if it has played none this Sun move. `tracks`: the
 * tracks it can research on, if the caller has worked them out already.
 */
export function addCardMoves(
  state: GameState,
  seat: number,
  tracks: readonly number[] | undefined,
  moves: Move[],
): void {
  const player = state.players[seat];
  if (player === undefined || state.visit.cardPlayed[seat]) return;
  const cards = player.shipyardCards;
  if (cards.includes('icebreaker'))
    for (const target of icebreakerAreas(state, seat)) moves.push(playIcebreakerMove(seat, target));
  if (canPlayPlaceScientist(state, seat)) moves.push(playPlaceScientistMove(seat));
  if (canPlayPlusTwoScientists(state, seat)) moves.push(playPlusTwoScientistsMove(seat));
  if (cards.includes('fastResearch'))
    for (const track of tracks ?? researchTracks(state, seat))
      moves.push(playFastResearchMove(seat, track));
}

/** Whether a card may be played now (see {@link addCardMoves}). */
export function isLegalCard(state: GameState, move: CardMove): boolean {
  const seat = move.seat;
  const player = state.players[seat];
  if (player === undefined || state.visit.cardPlayed[seat]) return false;
  switch (move.type) {
    case 'playIcebreaker':
      return (
        player.shipyardCards.includes('icebreaker') &&
        icebreakerAreas(state, seat).includes(move.area)
      );
    case 'playPlaceScientist':
      return canPlayPlaceScientist(state, seat);
    case 'playPlusTwoScientists':
      return canPlayPlusTwoScientists(state, seat);
    case 'playFastResearch':
      return (
        player.shipyardCards.includes('fastResearch') && canResearchOn(state, seat, move.track)
      );
  }
}

/** Plays an Icebreaker on an area (see `icebreaker.ts`). */
export function playIcebreaker(change: Change, move: Extract<Move, { type: 'playIcebreaker' }>) {
  playShipyardCard(change, move.seat, 'icebreaker', move.area);
  placeIcebreaker(change, move.seat, move.area);
}

/** "Place a Scientist": one scientist from supply into the area sailed to. */
export function playPlaceScientist(
  change: Change,
  move: Extract<Move, { type: 'playPlaceScientist' }>,
) {
  const turn = change.state.turn;
  if (turn === null) return;
  const seat = move.seat;
  playShipyardCard(change, seat, 'placeScientist');
  writablePlayer(change, seat).supply--;
  const area = writableArea(change, turn.to);
  area.scientists[seat] = (area.scientists[seat] ?? 0) + 1;
  change.events?.push({ type: 'scientistPlaced', seat, area: turn.to });
}

/** "+2 Scientists": two scientists (or the last one) from reserve to supply. */
export function playPlusTwoScientists(
  change: Change,
  move: Extract<Move, { type: 'playPlusTwoScientists' }>,
) {
  const seat = move.seat;
  playShipyardCard(change, seat, 'plusTwoScientists');
  const player = writablePlayer(change, seat);
  const count = Math.min(2, player.reserve);
  player.reserve -= count;
  player.supply += count;
  change.events?.push({ type: 'recruited', seat, scientists: count });
}

/** "Fast Research": advance three on a track. */
export function playFastResearch(
  change: Change,
  move: Extract<Move, { type: 'playFastResearch' }>,
) {
  playShipyardCard(change, move.seat, 'fastResearch');
  resolveNext(change, advance(change, move.seat, move.track, 3));
}

function playShipyardCard(
  change: Change,
  seat: number,
  card: 'icebreaker' | 'placeScientist' | 'plusTwoScientists' | 'fastResearch',
  area?: number,
): void {
  const player = writablePlayer(change, seat);
  player.shipyardCards.splice(player.shipyardCards.indexOf(card), 1);
  writableVisit(change).cardPlayed[seat] = true;
  change.events?.push({
    type: 'shipyardCardPlayed',
    seat,
    card,
    ...(area === undefined ? {} : { area }),
  });
}
