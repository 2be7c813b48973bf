import { DECKS, SHIPYARD_CARDS, type ShipyardCard } from '../edition/edition.js';
import type { Effect } from '../state/state.js';
import type { CheckContext } from './check-context.js';

/** Each Building Card of this player count exactly once, in its own pile or a hand. */
export function checkBuildingCards({ state, players, add }: CheckContext): void {
  const cards = state.edition.buildingCards;
  const seen = new Map<number, string>();
  const note = (card: number, path: string, deck?: string) => {
    const data = cards[card];
    if (data === undefined) {
      add(path, `no Building Card ${card} (ids go up to ${cards.length - 1})`);
      return;
    }
    if (!(data.minPlayers <= players))
      add(path, `Building Card ${card} is only used with ${data.minPlayers} players or more`);
    if (deck !== undefined)
      if (!(data.deck === deck))
        add(path, `Building Card ${card} belongs to the ${data.deck} pile`);
    const before = seen.get(card);
    if (!(before === undefined)) add(path, `Building Card ${card} is also at ${before}`);
    seen.set(card, path);
  };
  for (const deck of DECKS) {
    const pile = state.piles[deck];
    for (let index = 0; index < pile.length; index++)
      note(pile[index] as number, `piles.${deck}[${index}]`, deck);
  }
  state.players.forEach((player, seat) => {
    const hand = player.buildingCards;
    for (let index = 0; index < hand.length; index++)
      note(hand[index] as number, `players[${seat}].buildingCards[${index}]`);
  });
  const expected = cards.filter((card) => card.minPlayers <= players).length;
  if (!(seen.size === expected))
    add(
      'piles',
      `${seen.size} Building Cards in the piles and hands, but ${expected} are used with ${players} players`,
    );
}

/** Resource Cards at most once each, and no more Shipyard Cards of a kind than the box holds. */
export function checkOtherCards({ state, add }: CheckContext): void {
  const { edition } = state;
  const seen = new Map<number, string>();
  const note = (card: number, path: string) => {
    if (card >= edition.resourceCards.length) {
      add(path, `no Resource Card ${card} (ids go up to ${edition.resourceCards.length - 1})`);
      return;
    }
    const before = seen.get(card);
    if (!(before === undefined)) add(path, `Resource Card ${card} is also at ${before}`);
    seen.set(card, path);
  };
  for (let index = 0; index < state.resourcePile.length; index++)
    note(state.resourcePile[index] as number, `resourcePile[${index}]`);
  state.players.forEach((player, seat) => {
    const hand = player.resourceCards;
    for (let index = 0; index < hand.length; index++)
      note(hand[index] as number, `players[${seat}].resourceCards[${index}]`);
  });

  const held = new Map<ShipyardCard, number>();
  const count = (card: ShipyardCard, amount = 1) => held.set(card, (held.get(card) ?? 0) + amount);
  for (const card of state.shipyardPile) count(card);
  for (const player of state.players) for (const card of player.shipyardCards) count(card);
  const visitDrafts = (effects: readonly Effect[]) => {
    for (const effect of effects) {
      if (effect.kind === 'draft') for (const card of effect.cards) count(card);
      if (effect.kind === 'trackAction') visitDrafts(effect.deferred);
    }
  };
  visitDrafts(state.pending);
  count('icebreaker', state.icebreakers.length + (state.visit.icebreaker === null ? 0 : 1));
  for (const card of SHIPYARD_CARDS) {
    const total = held.get(card) ?? 0;
    if (!(total <= edition.shipyardCards[card]))
      add(
        card === 'icebreaker' ? 'icebreakers' : 'shipyardPile',
        `${total} ${card} Shipyard Cards in the pile, hands, drafts and on the board, but the box has ${edition.shipyardCards[card]}`,
      );
  }
}
