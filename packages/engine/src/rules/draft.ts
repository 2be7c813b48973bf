// The Shipyard draft (a track action): in a game set up from a table, the player who triggered
// it says which cards were turned up (`drawDraftCards`); then each player from them on picks one
// (`draftPick`). Their listing, checks and effects; a seeded game draws in `effects.ts`.
import { SHIPYARD_CARDS, type ShipyardCard } from '../edition/edition.js';
import type { Change } from '../state/change.js';
import { moveKey } from '../state/move-key.js';
import { draftPickMove, frozenMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { writablePlayer, writableShipyardPile } from '../state/writable.js';
import { startDraft } from './effects.js';

/**
 * Every distinct set of `count` Shipyard Cards the pile can turn up, each sorted in the order of
 * {@link SHIPYARD_CARDS}.
 */
export function draftDraws(pile: readonly ShipyardCard[], count: number): ShipyardCard[][] {
  const left = SHIPYARD_CARDS.map((card) => pile.filter((candidate) => candidate === card).length);
  const draws: ShipyardCard[][] = [];
  const pick = (kind: number, cards: ShipyardCard[]): void => {
    if (cards.length === count) {
      draws.push(cards.slice());
      return;
    }
    for (let next = kind; next < SHIPYARD_CARDS.length; next++) {
      if ((left[next] ?? 0) === 0) continue;
      left[next] = (left[next] ?? 0) - 1;
      cards.push(SHIPYARD_CARDS[next] as ShipyardCard);
      pick(next, cards);
      cards.pop();
      left[next] = (left[next] ?? 0) + 1;
    }
  };
  pick(0, []);
  return draws;
}

/** The draws the table may state: one move per distinct set of cards. */
export function draftDrawMoves(state: GameState, seat: number, count: number): Move[] {
  return draftDraws(state.shipyardPile, count).map((cards) =>
    frozenMove({ type: 'drawDraftCards', seat, cards }),
  );
}

/** Whether `move` states a draw the pile can turn up (its cards in any order). */
export function isLegalDraftDraw(state: GameState, move: Move, count: number): boolean {
  if (move.type !== 'drawDraftCards') return false;
  const wanted = moveKey(move);
  return draftDraws(state.shipyardPile, count).some(
    (cards) => moveKey({ type: 'drawDraftCards', seat: move.seat, cards }) === wanted,
  );
}

/** The cards turned up leave the pile, and the draft starts with them. */
export function drawDraftCards(
  change: Change,
  move: Extract<Move, { type: 'drawDraftCards' }>,
): void {
  change.state.pending.shift();
  const pile = writableShipyardPile(change);
  for (const card of move.cards) pile.splice(pile.indexOf(card), 1);
  startDraft(change, move.seat, move.cards.slice());
}

/** One move per kind of card passed in the draft. */
export function draftMoves(seat: number, cards: readonly ShipyardCard[]): Move[] {
  return SHIPYARD_CARDS.filter((card) => cards.includes(card)).map((card) =>
    draftPickMove(seat, card),
  );
}

/** Whether the card picked is one of those passed. */
export function isLegalDraftPick(move: Move, cards: readonly ShipyardCard[]): boolean {
  return move.type === 'draftPick' && cards.includes(move.card);
}

/** Picks a card; the rest go on to the next player. */
export function draftPick(change: Change, move: Extract<Move, { type: 'draftPick' }>): void {
  const effect = change.state.pending[0];
  if (effect?.kind !== 'draft') return;
  effect.seats.shift();
  effect.cards.splice(effect.cards.indexOf(move.card), 1);
  writablePlayer(change, move.seat).shipyardCards.push(move.card);
  change.events?.push({ type: 'shipyardCardTaken', seat: move.seat, card: move.card });
}
