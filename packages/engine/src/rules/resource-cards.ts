import type { Change } from '../state/change.js';
import { writablePlayer, writableResourcePile, writableVisit } from '../state/writable.js';

/** Gives a seat the first card of a kind in the Resource Card Pile, if there is one. */
export function gainResourceCard(change: Change, seat: number, kind: 'basic' | 'expertise'): void {
  const { state } = change;
  const current = state.players[seat];
  if (current === undefined) return;
  if (kind === 'basic' && current.startingBasicCard !== null) return;
  const pile = state.resourcePile;
  let index = 0;
  while (index < pile.length && state.edition.resourceCards[pile[index] as number]?.kind !== kind)
    index++;
  if (index === pile.length) return;
  const [card] = writableResourcePile(change).splice(index, 1);
  if (card === undefined) return;
  writablePlayer(change, seat).resourceCards.push(card);
  change.events?.push({ type: 'resourceCardGained', seat, card });
}

/** Plays a Resource Card from a seat's hand: it returns to the bottom of the Resource Card Pile. */
export function playResourceCard(change: Change, seat: number, card: number): void {
  const { state } = change;
  if (state.players[seat] === undefined) return;
  const player = writablePlayer(change, seat);
  player.resourceCards.splice(player.resourceCards.indexOf(card), 1);
  if (player.startingBasicCard === card) player.startingBasicCard = null;
  writableResourcePile(change).push(card);
  writableVisit(change).cardPlayed[seat] = true;
  change.events?.push({ type: 'resourceCardPlayed', seat, card });
}
