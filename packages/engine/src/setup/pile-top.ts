import { DECKS, type Deck, type Edition } from '../edition/edition.js';
import { checkGameStateArgument, invalidArgument } from '../errors/argument-guards.js';
import { asEngineError } from '../errors/engine-error.js';
import type { GameState } from '../state/state.js';
import type { TableSetup } from './table-setup.js';

// Only the top of a Building Card pile is ever seen: the cards under it are in no known order, so
// any of them may turn up next, and a table that names the card that did may put it on top by
// trading places with the card the engine had there. A table set-up lists each pile top first and
// a state's pile is bottom first (`tableSetupOf`): set-up index j is pile index length - 1 - j.

/** A kind of Building Card that may turn up on a pile: one card of it, and how many are left. */
export interface PileChoice {
  /** One card of this kind (the first under the cards taken, in set-up order). */
  id: number;
  /** How many cards of this kind the pile still holds. */
  left: number;
}

/**
 * The Building Cards that may turn up on `deck`'s pile now: those of the set-up's pile not yet
 * taken in `state` (the state gives how many were), one choice per kind of card (cards that read
 * alike, the same building, requirements and research, are one choice), with how many are left.
 * `state` may be one before a later reveal changed the set-up: the cards under a top stay the
 * same cards whatever order later reveals give them.
 *
 * @param setup - The table set-up the game started from, as reveals so far changed it.
 * @param state - A state of that game.
 * @param deck - The pile.
 * @returns The choices in set-up order of their first card; empty when the pile is empty.
 * @throws `EngineError` with code `invalid-argument` for a set-up, state or deck of the wrong
 *   kind, or a state that took more cards than the set-up's pile holds.
 */
export function pileRevealChoices(setup: TableSetup, state: GameState, deck: Deck): PileChoice[] {
  try {
    const { order, taken } = pileArguments(setup, state, deck, 'pileRevealChoices');
    const edition = state.edition;
    const choices = new Map<string, PileChoice>();
    for (const id of order.slice(taken)) {
      const key = buildingCardKind(edition, id);
      const choice = choices.get(key);
      if (choice === undefined) choices.set(key, { id, left: 1 });
      else choice.left++;
    }
    return [...choices.values()];
  } catch (error) {
    throw asEngineError(error, 'pileRevealChoices');
  }
}

/** A set-up and a state with another card on top of a pile (see {@link putCardOnTop}). */
export interface PileTopChange {
  /** The table set-up, with the card on top of its pile. */
  setup: TableSetup;
  /** The state, its pile rewritten from the new set-up. */
  state: GameState;
}

/**
 * Puts card `id`, or one that reads alike, on top of `deck`'s pile in the set-up and in the
 * state, by trading places with the card the engine had there: nobody saw the cards under a
 * top, so their order is free. The arguments are not changed.
 *
 * @param setup - The table set-up the game started from, as reveals so far changed it.
 * @param state - A state of that game, whose pile is rewritten from the new set-up.
 * @param deck - The pile.
 * @param id - The card to put on top (an id into the edition's `buildingCards`).
 * @returns The new set-up and state, or null when no such card is left in the pile.
 * @throws `EngineError` with code `invalid-argument` for arguments of the wrong kind, as
 *   {@link pileRevealChoices}, or an `id` that is not a whole number.
 */
export function putCardOnTop(
  setup: TableSetup,
  state: GameState,
  deck: Deck,
  id: number,
): PileTopChange | null {
  try {
    const { order, taken } = pileArguments(setup, state, deck, 'putCardOnTop');
    if (!Number.isInteger(id)) throw invalidArgument('putCardOnTop', 'a card id', id);
    const edition = state.edition;
    const wanted = buildingCardKind(edition, id);
    const at = order.findIndex(
      (card, index) => index >= taken && buildingCardKind(edition, card) === wanted,
    );
    if (at < 0) return null;
    const nextOrder = order.slice();
    [nextOrder[taken], nextOrder[at]] = [order[at] as number, order[taken] as number];
    return {
      setup: { ...setup, piles: { ...setup.piles, [deck]: nextOrder } },
      state: { ...state, piles: { ...state.piles, [deck]: nextOrder.slice(taken).reverse() } },
    };
  } catch (error) {
    throw asEngineError(error, 'putCardOnTop');
  }
}

function pileArguments(
  setup: TableSetup,
  state: GameState,
  deck: Deck,
  fn: string,
): { order: readonly number[]; taken: number } {
  checkGameStateArgument(state, fn);
  if (!(DECKS as readonly unknown[]).includes(deck)) throw invalidArgument(fn, 'a deck', deck);
  const order = (setup as Partial<TableSetup> | null)?.piles?.[deck];
  if (!Array.isArray(order) || !order.every(Number.isInteger))
    throw invalidArgument(fn, 'a table set-up (see tableSetupOf)', setup);
  const pile = (state.piles as Partial<Record<Deck, unknown>> | undefined)?.[deck];
  if (!Array.isArray(pile) || pile.length > order.length)
    throw invalidArgument(fn, `a state whose ${deck} pile comes from the set-up's`, state);
  return { order, taken: order.length - pile.length };
}

/** Cards that read alike (same building, requirements and research) are one kind. */
function buildingCardKind(edition: Edition, id: number): string {
  const card = edition.buildingCards[id];
  return card === undefined ? `#${id}` : JSON.stringify(card);
}
