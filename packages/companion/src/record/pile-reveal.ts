import type { Deck, Edition, GameState, TableSetup } from '@antarctica-game/engine';

/**
 * The Building Cards that may turn up on a pile now: those of its deck still under its top,
 * one id per kind of card (cards that read alike are one choice), with how many are left.
 * Only the top of a pile is ever seen, so any of them may be next.
 */
export function revealChoices(
  setup: TableSetup,
  state: GameState,
  deck: Deck,
): Array<{ id: number; left: number }> {
  const edition = state.edition;
  const taken = setup.piles[deck].length - state.piles[deck].length;
  const choices = new Map<string, { id: number; left: number }>();
  for (const id of setup.piles[deck].slice(taken)) {
    const key = cardKey(edition, id);
    const choice = choices.get(key);
    if (choice === undefined) choices.set(key, { id, left: 1 });
    else choice.left++;
  }
  return [...choices.values()];
}

/**
 * Puts card `id` (or one that reads alike) on top of the pile in the set-up and in the state,
 * by exchanging it with the card the engine had there: nobody saw the cards under a top, so
 * their order is free. Returns false, changing nothing, when no such card is left in the pile.
 */
export function putOnTop(
  setup: TableSetup,
  state: GameState,
  deck: Deck,
  id: number,
): { setup: TableSetup; state: GameState } | null {
  const edition = state.edition;
  const order = setup.piles[deck];
  const taken = order.length - state.piles[deck].length;
  const wanted = cardKey(edition, id);
  const at = order.findIndex((card, index) => index >= taken && cardKey(edition, card) === wanted);
  if (at < 0) return null;
  const nextOrder = order.slice();
  [nextOrder[taken], nextOrder[at]] = [order[at] as number, order[taken] as number];
  // The engine's pile is bottom first: set-up index j is pile index length - 1 - j.
  const nextPile = nextOrder.slice(taken).reverse();
  return {
    setup: { ...setup, piles: { ...setup.piles, [deck]: nextOrder } },
    state: { ...state, piles: { ...state.piles, [deck]: nextPile } },
  };
}

/** Cards that read alike (same building, same requirements, same research) are one choice. */
function cardKey(edition: Edition, id: number): string {
  const card = edition.buildingCards[id];
  return card === undefined ? `#${id}` : JSON.stringify(card);
}
