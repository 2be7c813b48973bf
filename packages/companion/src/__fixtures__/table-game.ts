// A table game played with random legal moves, and a state as the table sees it: shared by the
// record-mode tests.
import {
  DECKS,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  tableSetupOf,
  tryApplyMove,
} from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { expect } from 'vitest';
import type { RecordEntry } from '../record/table-recording.js';
import type { TableStart } from '../record/table-start.js';

const COLORS = ['red', 'blue', 'green', 'yellow'] as const;

/** Parses and replays a record's text, failing on any parse error. */
export function replayText(text: string) {
  const parsed = parseRecord(text);
  expect(parsed.errors).toEqual([]);
  return replayRecord(parsed.record as NonNullable<typeof parsed.record>);
}

/**
 * A state as the table sees it: each pile by its size and top card only, and cards that read
 * alike (two Lab cards) as one, since a record cannot tell them apart either.
 */
export function seen(state: GameState): string {
  const edition = state.edition;
  const building = (id: number) => JSON.stringify(edition.buildingCards[id]);
  const resource = (id: number) => JSON.stringify(edition.resourceCards[id]);
  const piles = Object.fromEntries(
    DECKS.map((deck) => {
      const top = state.piles[deck].at(-1);
      return [deck, [state.piles[deck].length, top === undefined ? null : building(top)]];
    }),
  );
  const players = state.players.map((player) => ({
    ...player,
    buildingCards: player.buildingCards.map(building),
    resourceCards: player.resourceCards.map(resource),
    startingBasicCard:
      player.startingBasicCard === null ? null : resource(player.startingBasicCard),
  }));
  return JSON.stringify({
    ...state,
    edition: edition.id,
    piles,
    players,
    resourcePile: state.resourcePile.map(resource),
  });
}

/** A table game played with random legal moves: its first state and what the table showed. */
export function tableGame(
  players: 2 | 3 | 4,
  seed: number,
  maxMoves = 400,
  options: Pick<TableStart, 'shipPlacement' | 'rules'> = {},
) {
  const setup = tableSetupOf(newGame({ players, seed }));
  const first = newGame({ players, setup, ...options });
  let random = seed * 7919 + 1;
  const next = () => {
    random = (random * 1103515245 + 12345) % 2147483648;
    return random / 2147483648;
  };
  const entries: RecordEntry[] = [];
  const states: GameState[] = [first];
  let state = first;
  while (state.phase !== 'over' && entries.length < maxMoves) {
    // Random, but without throwing resources away (which ends a random game in a few turns).
    const all = legalMoves(state);
    const kept = all.filter((move) => move.type !== 'discard');
    const moves = kept.length > 0 ? kept : all;
    const move = moves[Math.floor(next() * moves.length)] as Move;
    const result = tryApplyMove(state, move);
    if (!result.ok) throw result.error;
    const entry: RecordEntry = { move };
    const pile = move.type === 'build' ? result.state.piles[move.deck] : [];
    if (pile.length > 0) entry.reveal = pile[pile.length - 1] as number;
    entries.push(entry);
    state = result.state;
    states.push(state);
  }
  const start: TableStart = {
    ...options,
    players: COLORS.slice(0, players).map((color) => ({ color })),
    startingBuildings: setup.startingBuildings,
    pileTops: {
      basic: setup.piles.basic[0] as number,
      double: setup.piles.double[0] as number,
      advanced: setup.piles.advanced[0] as number,
    },
    startingResourceCards: setup.startingResourceCards,
    resourcePile: setup.resourcePile,
  };
  return { start, entries, states };
}
