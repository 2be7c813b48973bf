// Shipyard Cards drawn, picked or taken unseen. The engine needs a card for each, so an unseen
// entry goes on with one legal choice; when a later move shows another card was in fact drawn
// (the player plays it, or picks it from a draft), the unseen entries are chosen again, behind
// the scenes, so that the card is there and every later entry still replays. The record keeps
// writing `?` for them.
import {
  type GameState,
  legalMoves,
  type Move,
  SHIPYARD_CARDS,
  type ShipyardCard,
  tryApplyMove,
} from '@antarctica-game/engine';
import type { RecordEntry } from './apply-entry.js';

/** How many moves a search may apply before it gives up (a few tens of milliseconds). */
const BUDGET = 20_000;

/** What the card must make possible now: a pick from the draft, or one more in the hand. */
type Goal = (state: GameState) => boolean;

/** The goal of showing `card` for the decision now: picked from the draft, or held. */
function goalFor(now: GameState, seat: number, card: ShipyardCard): Goal {
  const draft = now.pending[0];
  if (draft?.kind === 'draft' && draft.seats[0] === seat)
    return (state) =>
      legalMoves(state).some(
        (move) => move.type === 'draftPick' && move.seat === seat && move.card === card,
      );
  const held = (state: GameState) =>
    state.players[seat]?.shipyardCards.filter((each) => each === card).length ?? 0;
  const before = held(now);
  return (state) => held(state) > before;
}

/** Whether a move brings `card` into play: a draw that shows it, a pick or take of it. */
function brings(move: Move, card: ShipyardCard): boolean {
  if (move.type === 'drawDraftCards') return move.cards.includes(card);
  return (move.type === 'draftPick' || move.type === 'takeShipyardCard') && move.card === card;
}

/** The choices an unseen entry could have been: the card wanted first, then the one kept. */
function choices(state: GameState, entry: RecordEntry, card: ShipyardCard): Move[] {
  const same = legalMoves(state).filter(
    (move) => move.type === entry.move.type && move.seat === entry.move.seat,
  );
  const key = JSON.stringify(entry.move);
  const rank = (move: Move) =>
    (brings(move, card) ? 0 : 2) + (JSON.stringify(move) === key ? 0 : 1);
  return same.sort((a, b) => rank(a) - rank(b));
}

/**
 * Chooses the unseen entries again, from `from` on, so that every seen entry still replays and
 * the goal holds at the end; the moves of entries `from…` as chosen, or null.
 */
function search(
  state: GameState,
  entries: readonly RecordEntry[],
  at: number,
  goal: Goal,
  card: ShipyardCard,
  budget: { left: number },
): Move[] | null {
  if (at === entries.length) return goal(state) ? [] : null;
  const entry = entries[at] as RecordEntry;
  const options = entry.unseen === true ? choices(state, entry, card) : [entry.move];
  for (const move of options) {
    if (budget.left-- <= 0) return null;
    const result = tryApplyMove(state, move);
    if (!result.ok) continue;
    const rest = search(result.state, entries, at + 1, goal, card, budget);
    if (rest !== null) return [move, ...rest];
  }
  return null;
}

/**
 * The entries again, with their unseen Shipyard Cards chosen so that `seat` can show `card` now
 * (pick it from the draft, or hold one more of it), every later entry still legal; null if no
 * choice of the unseen cards allows it. `states` are the states before each entry, then now.
 */
export function showUnseenCard(
  states: readonly GameState[],
  entries: readonly RecordEntry[],
  seat: number,
  card: ShipyardCard,
): RecordEntry[] | null {
  const now = states[entries.length] as GameState;
  const goal = goalFor(now, seat, card);
  const budget = { left: BUDGET };
  // The latest unseen entry first: changing the fewest entries keeps the most of what was.
  for (let from = entries.length - 1; from >= 0; from--) {
    if (entries[from]?.unseen !== true) continue;
    const moves = search(states[from] as GameState, entries, from, goal, card, budget);
    if (moves !== null)
      return entries.map((entry, index) =>
        index < from ? entry : { ...entry, move: moves[index - from] as Move },
      );
    if (budget.left <= 0) return null;
  }
  return null;
}

/**
 * The Shipyard Cards that `seat` could show now (pick, or hold one more of) if the unseen
 * entries had gone otherwise; empty when nothing was unseen.
 */
export function unseenCardsShown(
  states: readonly GameState[],
  entries: readonly RecordEntry[],
  seat: number,
): ShipyardCard[] {
  if (!entries.some((entry) => entry.unseen === true)) return [];
  const now = states[entries.length] as GameState;
  return SHIPYARD_CARDS.filter(
    (card) =>
      !goalFor(now, seat, card)(now) && showUnseenCard(states, entries, seat, card) !== null,
  );
}
