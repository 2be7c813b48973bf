import {
  finalScores,
  type GameState,
  type Move,
  SHIPYARD_CARDS,
  type ShipyardCard,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { replayText, seen, tableGame } from '../__fixtures__/table-game.js';
import { recordText } from './record-text.js';
import { restoreRecording, saveRecording } from './saved-recording.js';
import { type RecordEntry, TableRecording } from './table-recording.js';

/** The Shipyard Card a move shows the player has: played, or picked from a draft. */
function cardShown(move: Move): ShipyardCard | null {
  switch (move.type) {
    case 'playIcebreaker':
      return 'icebreaker';
    case 'playPlaceScientist':
      return 'placeScientist';
    case 'playPlusTwoScientists':
      return 'plusTwoScientists';
    case 'playFastResearch':
      return 'fastResearch';
    case 'draftPick':
      return move.card;
    default:
      return null;
  }
}

/** What a recorder who did not see the cards enters: the kind of move, and `?`. */
function unseen(move: Move): RecordEntry {
  const placeholder =
    move.type === 'drawDraftCards'
      ? { type: move.type, seat: move.seat, cards: [] }
      : { type: move.type, seat: move.seat, card: SHIPYARD_CARDS[0] };
  return { move: placeholder as Move, unseen: true };
}

/**
 * Records a table game in which the recorder did not see the Shipyard Cards of the moves of
 * `hidden`: when a later move needs a card the engine did not give, the recorder names it from
 * the cards the player may hold, as the recorder's picker does. Returns how often.
 */
function recordUnseen(players: 2 | 3 | 4, seed: number, hidden: ReadonlySet<Move['type']>) {
  const game = tableGame(players, seed, 3000);
  const recording = TableRecording.start(game.start);
  let shown = 0;
  const same = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);
  for (const entry of game.entries) {
    if (hidden.has(entry.move.type)) {
      recording.play(unseen(entry.move));
      continue;
    }
    if (!recording.legalMoves().some((move) => same(move, entry.move))) {
      const card = cardShown(entry.move);
      expect(card, `refused though no card explains it: ${JSON.stringify(entry.move)}`).not.toBe(
        null,
      );
      expect(recording.unseenChoices()).toContain(card);
      const before = recording.entries.length;
      recording.showUnseen(card as ShipyardCard);
      // Behind the scenes: no entry lost, the unseen ones still unseen.
      expect(recording.entries).toHaveLength(before);
      shown++;
    }
    expect(recording.legalMoves()).toContainEqual(entry.move);
    recording.play(entry);
  }
  // A reload keeps the cards as chosen again (else the card plays after them would not replay).
  const restored = restoreRecording(JSON.stringify(saveRecording(recording)));
  expect(restored.entries).toEqual(recording.entries);
  return { game, recording, shown };
}

describe('cards drawn, picked or taken unseen (record mode)', () => {
  it.each([
    [2, 3],
    [3, 8],
    [4, 5],
  ] as const)(
    'a %i-player game with every Shipyard Card unseen is recorded whole (seed %i), the record replays',
    (players, seed) => {
      const hidden = new Set<Move['type']>(['drawDraftCards', 'draftPick', 'takeShipyardCard']);
      const { game, recording, shown } = recordUnseen(players, seed, hidden);
      expect(shown).toBeGreaterThan(0);
      expect(recording.decision.kind).toBe('gameOver');
      // Everything the table saw is as it was; only the hidden hands may differ.
      const table = (state: GameState) =>
        seen({
          ...state,
          shipyardPile: [],
          players: state.players.map((player) => ({ ...player, shipyardCards: [] })),
        });
      expect(table(recording.state)).toBe(table(game.states.at(-1) as GameState));
      expect(recording.entries.filter((entry) => entry.unseen === true).length).toBeGreaterThan(0);
      const text = recordText(recording);
      expect(text).toMatch(/\?/);
      const replay = replayText(text);
      expect(replay.errors.filter((error) => error.severity !== 'warning')).toEqual([]);
      expect(replay.scores).toEqual(finalScores(recording.state));
    },
  );

  it('a draw not seen, then picks seen: the pick is offered once the recorder names it', () => {
    const hidden = new Set<Move['type']>(['drawDraftCards']);
    let shown = 0;
    for (const seed of [33, 8, 5, 3]) shown += recordUnseen(3, seed, hidden).shown;
    expect(shown).toBeGreaterThan(0);
  });

  it('refuses a card no unseen entry can have given, changing nothing', () => {
    const game = tableGame(3, 8, 3000);
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, 20)) recording.play(entry);
    expect(recording.unseenChoices()).toEqual([]);
    const entries = recording.entries;
    expect(() => recording.showUnseen('icebreaker')).toThrowError(
      expect.objectContaining({ code: 'impossible-card' }),
    );
    expect(recording.entries).toBe(entries);
  });
});
