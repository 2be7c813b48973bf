// Shipyard Cards drawn, picked or taken unseen. The engine needs a card for each, so an unseen
// entry goes on with one legal choice; when a later move shows another card was in fact drawn
// (the player plays it, or picks it from a draft), the unseen entries are chosen again, behind
// the scenes, so that the card is there and every later entry still replays. The record keeps
// writing `?` for them.
//
// The choosing is the notation's: the record so far (with `?` for every unseen entry), followed
// by the move that shows the card, replays (`replayRecord` fills the `?`s) only with cards that
// give it. The entries take the moves that replay chose, checked by the recording's own replay.
import {
  type GameState,
  legalMoves,
  type Move,
  SHIPYARD_CARDS,
  type ShipyardCard,
} from '@antarctica-game/engine';
import {
  type GameRecord,
  type MoveItem,
  replayRecord,
  toNotationMove,
} from '@antarctica-game/notation';
import type { RecordEntry } from './apply-entry.js';

/** How many engine moves one choosing may try (the notation's search limit): a moment's work. */
const SEARCH_LIMIT = 50_000;

/** What choosing the unseen entries again works from. */
export interface UnseenSearch {
  /** The record so far, `?` written for every unseen entry (as `recordOf` writes it). */
  record: GameRecord;
  /** The game now. */
  state: GameState;
  /** The entries so far. */
  entries: readonly RecordEntry[];
  /** The state after `entries` by the recording's own replay, or null if they do not replay. */
  replay(entries: readonly RecordEntry[]): GameState | null;
}

const PLAYS: Partial<Record<Move['type'], ShipyardCard>> = {
  playIcebreaker: 'icebreaker',
  playPlaceScientist: 'placeScientist',
  playPlusTwoScientists: 'plusTwoScientists',
  playFastResearch: 'fastResearch',
};

const same = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The move that shows `card` for `seat` now: its pick from the draft waiting for `seat`, or a
 * play of it that would be legal with one more of it in hand; null if there is none now.
 */
function showingMove(state: GameState, seat: number, card: ShipyardCard): Move | null {
  const draft = state.pending[0];
  if (draft?.kind === 'draft' && draft.seats[0] === seat) return { type: 'draftPick', seat, card };
  const player = state.players[seat];
  if (player === undefined) return null;
  const holding: GameState = {
    ...state,
    players: state.players.map((each, at) =>
      at === seat ? { ...each, shipyardCards: [...each.shipyardCards, card] } : each,
    ),
  };
  return legalMoves(holding).find((move) => PLAYS[move.type] === card) ?? null;
}

/**
 * The entries again, with their unseen Shipyard Cards chosen so that `seat` can show `card` now
 * (pick it from the draft, or play it), every entry still legal; null if no choice of the unseen
 * cards allows it.
 */
export function showUnseenCard(
  search: UnseenSearch,
  seat: number,
  card: ShipyardCard,
): RecordEntry[] | null {
  const { entries, state } = search;
  if (!entries.some((entry) => entry.unseen === true)) return null;
  const shown = showingMove(state, seat, card);
  if (shown === null) return null;
  const shownItem: MoveItem = { kind: 'move', seat, move: toNotationMove(state, shown) };
  const record: GameRecord = { ...search.record, body: [...search.record.body, shownItem] };
  const replay = replayRecord(record, { searchLimit: SEARCH_LIMIT });
  if (!replay.ok) return null;
  // The engine move the replay made of each entry's token (entries and move tokens go one to one).
  const tokens = record.body.flatMap((item, index) => (item.kind === 'move' ? [index] : []));
  const moveOf = new Map(replay.moveItems.map((item, index) => [item, replay.moves[index]]));
  const chosen: RecordEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const move = entry.unseen === true ? moveOf.get(tokens[index] ?? -1) : entry.move;
    if (move === undefined) return null;
    chosen.push(move === entry.move ? entry : { ...entry, move });
  }
  const after = search.replay(chosen);
  if (after === null || !legalMoves(after).some((move) => same(move, shown))) return null;
  return chosen;
}

/**
 * The Shipyard Cards that `seat` could show now (pick, or play) if the unseen entries had gone
 * otherwise, leaving out those it can show already; empty when nothing was unseen.
 */
export function unseenCardsShown(search: UnseenSearch, seat: number): ShipyardCard[] {
  if (!search.entries.some((entry) => entry.unseen === true)) return [];
  const legal = legalMoves(search.state);
  return SHIPYARD_CARDS.filter((card) => {
    const shown = showingMove(search.state, seat, card);
    if (shown === null || legal.some((move) => same(move, shown))) return false;
    return showUnseenCard(search, seat, card) !== null;
  });
}
