import type { GameState, ShipyardCard } from '@antarctica-game/engine';
import type { BodyItem, GameRecord } from '../../syntax/record.js';
import { neededCards, picksAfter } from './shipyard-needs.js';

/**
 * The Shipyard Cards a position hides (`?` in hands and in the Shipyard pile) dealt again from
 * the cards nobody sees, so that the record's later moves can be played: the Shipyard pile holds
 * first every card the record says is taken from it or turned up in a draft (`Cti`, `wif`), each
 * player holds first the cards the record has them play without gaining them, and the pile then
 * the cards a player plays after taking one unseen (`t?`) with no hidden card left for it. What
 * no move tells is dealt from the cards left in the edition's order.
 */
export function assignHiddenHands(record: GameRecord, text: string, state: GameState): GameState {
  const fields = text.trim().split(/\s+/);
  const hands = (fields[2] ?? '').split('/').map((entry) => entry.split(':')[2] ?? '');
  const pileText = fields[6] ?? '';
  const hiddenHands = hands.map((hand) => [...hand].filter((letter) => letter === '?').length);
  const hiddenPile = [...pileText].filter((letter) => letter === '?').length;
  if (hiddenPile === 0 && hiddenHands.every((count) => count === 0)) return state;
  // The cards that may be where the ?s are: the edition's, less those seen (in hands, in the
  // pile, in a draft, on the board); the played ones are among them, as nothing says which.
  const seen: ShipyardCard[] = [...state.icebreakers.map(() => 'icebreaker' as const)];
  const drafts = (effects: GameState['pending']): void => {
    for (const effect of effects)
      if (effect.kind === 'draft') seen.push(...effect.cards);
      else if (effect.kind === 'trackAction') drafts(effect.deferred);
  };
  drafts(state.pending);
  state.players.forEach((player, seat) => {
    [...(hands[seat] ?? '')].forEach((letter, index) => {
      if (letter !== '?') seen.push(player.shipyardCards[index] as ShipyardCard);
    });
  });
  const seenInPile: ShipyardCard[] = [];
  [...pileText].forEach((letter, index) => {
    if (letter !== '?' && letter !== '-')
      seenInPile.push(state.shipyardPile[index] as ShipyardCard);
  });
  seen.push(...seenInPile);
  const pool = Object.entries(state.edition.shipyardCards).flatMap(([card, total]) => {
    const count = total - seen.filter((entry) => entry === card).length;
    return Array.from({ length: Math.max(0, count) }, () => card as ShipyardCard);
  });
  const take = (card?: ShipyardCard) => {
    const index = card === undefined ? 0 : pool.indexOf(card);
    return index < 0 ? undefined : pool.splice(index, 1)[0];
  };
  // The hidden pile's cards that later moves name: what the pile must have held.
  const forPile: ShipyardCard[] = [];
  const reserve = (card: ShipyardCard) => {
    if (forPile.length >= hiddenPile) return;
    const got = take(card);
    if (got !== undefined) forPile.push(got);
  };
  for (const card of without(namedFromPile(record.body), seenInPile)) reserve(card);
  const turnSeat = state.turn?.seat ?? -1;
  const hidden = state.players.map((player, seat) => {
    const letters = [...(hands[seat] ?? '')];
    if (!letters.includes('?')) return [];
    const known = player.shipyardCards.filter((_, index) => letters[index] !== '?');
    const cards: ShipyardCard[] = [];
    for (const card of neededCards(record.body, 0, seat, known, turnSeat)) {
      // More than the hand hides: gained from the pile unseen (`t?`), so the pile held it.
      if (cards.length >= (hiddenHands[seat] ?? 0)) reserve(card);
      else {
        const got = take(card);
        if (got !== undefined) cards.push(got);
      }
    }
    return cards;
  });
  const players = state.players.map((player, seat) => {
    const letters = [...(hands[seat] ?? '')];
    if (!letters.includes('?')) return player;
    const mine = hidden[seat] as ShipyardCard[];
    const cards = letters.map((letter, index) =>
      letter === '?'
        ? (mine.shift() ?? take() ?? (player.shipyardCards[index] as ShipyardCard))
        : (player.shipyardCards[index] as ShipyardCard),
    );
    return { ...player, shipyardCards: cards };
  });
  const shipyardPile = state.shipyardPile.map((card, index) =>
    pileText[index] === '?' ? (forPile.shift() ?? take() ?? card) : card,
  );
  return { ...state, players, shipyardPile };
}

/**
 * The Shipyard Cards the main line names as taken from the pile or turned up in a draft (a draw
 * written `w?` or `wi?` held at least the cards picked after it).
 */
function namedFromPile(body: readonly BodyItem[]): ShipyardCard[] {
  const cards: ShipyardCard[] = [];
  body.forEach((item, index) => {
    if (item.kind !== 'move') return;
    const move = item.move;
    if (move.type === 'takeShipyardCard' && move.card !== null) cards.push(move.card);
    else if (move.type === 'drawDraftCards') {
      const named = (move.cards ?? []).filter((card): card is ShipyardCard => card !== null);
      cards.push(...named, ...without(picksAfter(body, index + 1), named));
    }
  });
  return cards;
}

/** `cards` less one of each of `less` (a multiset difference). */
function without(cards: readonly ShipyardCard[], less: readonly ShipyardCard[]): ShipyardCard[] {
  const left = cards.slice();
  for (const card of less) {
    const index = left.indexOf(card);
    if (index >= 0) left.splice(index, 1);
  }
  return left;
}
