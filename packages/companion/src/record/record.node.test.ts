import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DECKS,
  type Deck,
  finalScores,
  type GameState,
  legalMoves,
  type Move,
  RULE_OPTIONS,
  type RuleOptions,
  scoreSheetOf,
} from '@antarctica-game/engine';
import { scoreSheet } from '@antarctica-game/scoring';
import { describe, expect, it } from 'vitest';
import { replayText, seen, tableGame } from '../__fixtures__/table-game.js';
import { RecordError } from './record-error.js';
import { recordText } from './record-text.js';
import { restoreRecording, saveRecording } from './saved-recording.js';
import { type RecordEntry, TableRecording } from './table-recording.js';
import type { TableStart } from './table-start.js';
import { UNSEEN } from './table-start.js';

const notationCli = fileURLToPath(
  import.meta.resolve('@antarctica-game/notation/package.json'),
).replace(/package\.json$/, 'dist/cli.js');

describe('recording a table game (record mode)', () => {
  it.each([2, 3, 4] as const)(
    'follows a whole %i-player table game move by move, and its record replays to the same end',
    (players) => {
      const game = tableGame(players, players * 11, 2000);
      const recording = TableRecording.start(game.start);
      game.entries.forEach((entry, index) => {
        expect(recording.legalMoves()).toContainEqual(entry.move);
        recording.play(entry);
        expect(seen(recording.state)).toBe(seen(game.states[index + 1] as GameState));
      });
      expect(recording.decision.kind).toBe('gameOver');
      const text = recordText(recording, { Event: 'Test table' });
      // As a user would check the exported file: with the notation's own command.
      const file = join(mkdtempSync(join(tmpdir(), 'record-')), 'table.agn');
      writeFileSync(file, text);
      const check = spawnSync(process.execPath, [notationCli, 'check', file], { encoding: 'utf8' });
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
      const replay = replayText(text);
      expect(replay.errors).toEqual([]);
      expect(seen(replay.states.at(-1) as GameState)).toBe(seen(recording.state));
      // The final scores of the record are the engine's (which come from the scorer).
      expect(replay.scores).toEqual(finalScores(recording.state));
      // ... and the standalone scorer, given the final board as a score sheet, agrees.
      const scored = scoreSheet(scoreSheetOf(replay.states.at(-1) as GameState));
      expect(scored).toEqual(finalScores(recording.state));
    },
  );

  it('writes a draw and the picks the recorder did not see as ?, and the record replays', () => {
    const game = tableGame(3, 33, 2000);
    const draw = game.entries.findIndex((entry) => entry.move.type === 'drawDraftCards');
    expect(draw).toBeGreaterThan(0);
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, draw)) recording.play(entry);
    recording.play({ ...(game.entries[draw] as RecordEntry), unseen: true });
    while (recording.decision.kind === 'draft') {
      const pick = recording.legalMoves()[0] as Move;
      recording.play({ move: pick, unseen: true });
    }
    const text = recordText(recording);
    expect(text).toMatch(/ w\? /);
    expect(text).toMatch(/ d\? /);
    const replay = replayText(text);
    expect(replay.errors.filter((error) => error.severity !== 'warning')).toEqual([]);
    expect(replay.moves).toHaveLength(recording.entries.length);
  });

  it('records games with the ships placed by the players and with every other rule reading', () => {
    const readings = Object.fromEntries(
      (Object.keys(RULE_OPTIONS) as Array<keyof RuleOptions>).map((rule) => [
        rule,
        RULE_OPTIONS[rule][1],
      ]),
    ) as Partial<RuleOptions>;
    for (const options of [{ shipPlacement: 'free' as const }, { rules: readings }]) {
      const game = tableGame(3, 21, 2000, options);
      const recording = TableRecording.start(game.start);
      for (const entry of game.entries) recording.play(entry);
      expect(seen(recording.state)).toBe(seen(game.states.at(-1) as GameState));
      const replay = replayText(recordText(recording));
      expect(replay.errors).toEqual([]);
      expect(seen(replay.states.at(-1) as GameState)).toBe(seen(recording.state));
    }
  });

  it('puts a card that turned up on its pile whatever the engine had filled there', () => {
    const game = tableGame(4, 5, 2000);
    // The recorder saw the piles' tops but not the order under them: a shuffled setup.
    const recording = TableRecording.start(game.start);
    const builds = game.entries.filter((entry) => entry.reveal !== undefined);
    expect(builds.length).toBeGreaterThan(3);
    for (const entry of game.entries) recording.play(entry);
    // Only a pile's top is ever seen: the tops agree, the order under them need not.
    for (const deck of DECKS)
      expect(recording.state.piles[deck].at(-1)).toBe(game.states.at(-1)?.piles[deck].at(-1));
  });

  it('refuses an illegal move and a card that cannot turn up, changing nothing', () => {
    const game = tableGame(3, 2);
    const recording = TableRecording.start(game.start);
    const before = seen(recording.state);
    const wrongSeat = { ...(game.entries[0] as RecordEntry).move, seat: 2 } as Move;
    expect(() => recording.play({ move: wrongSeat })).toThrowError(RecordError);
    expect(seen(recording.state)).toBe(before);
    expect(recording.entries).toHaveLength(0);
    const firstBuild = game.entries.findIndex((entry) => entry.reveal !== undefined);
    for (const entry of game.entries.slice(0, firstBuild)) recording.play(entry);
    const build = game.entries[firstBuild] as RecordEntry;
    const deck = build.move.type === 'build' ? build.move.deck : 'basic';
    const otherDeck = recording.state.edition.buildingCards.findIndex((card) => card.deck !== deck);
    const count = recording.entries.length;
    expect(() => recording.play({ ...build, reveal: otherDeck })).toThrowError(/cannot turn up/);
    expect(recording.entries).toHaveLength(count);
  });

  it('writes ? for what the recorder did not see, and the record still replays', () => {
    const game = tableGame(2, 9, 60);
    const start: TableStart = {
      ...game.start,
      resourcePile: ['?', '?'],
      startingResourceCards: [game.start.startingResourceCards[0] as number, '?'],
    };
    const recording = TableRecording.start(start);
    for (const entry of game.entries) recording.play(entry);
    const text = recordText(recording);
    expect(text).toMatch(/\[Resources "\S+ \?"\]/);
    expect(text).toContain('[ResourcePile "? ?"]');
    const replay = replayText(text);
    expect(replay.errors.filter((error) => error.severity !== 'warning')).toEqual([]);
    // What was not seen and nothing later tells stays open: a warning, not an error.
    expect(replay.errors.map((error) => error.code)).toContain('undetermined');
  });

  it('undoes, and an edit re-checks the entries after it, keeping those that broke for the recorder', () => {
    const game = tableGame(2, 4, 80);
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries) recording.play(entry);
    const count = recording.entries.length;
    expect(recording.undo()).toEqual(game.entries.at(-1));
    expect(recording.entries).toHaveLength(count - 1);
    recording.play(game.entries.at(-1) as RecordEntry);
    // Sail somewhere else on the first sail: later entries may no longer fit.
    const firstSail = game.entries.findIndex((entry) => entry.move.type === 'sail');
    const before = recording.entries.slice(0, firstSail);
    const replay = TableRecording.start(game.start);
    for (const entry of before) replay.play(entry);
    const other = replay
      .legalMoves()
      .find(
        (move) =>
          move.type === 'sail' &&
          JSON.stringify(move) !== JSON.stringify(game.entries[firstSail]?.move),
      ) as Move;
    const broken = recording.edit(firstSail, { move: other });
    expect(recording.entries[firstSail]?.move).toEqual(other);
    expect(recording.entries.length + broken.length).toBe(count);
    if (broken.length > 0) {
      // While entries wait, the moves of the game now are offered: a forgotten one goes first.
      expect(recording.legalMoves().length).toBeGreaterThan(0);
      const first = broken[0]?.entry;
      const left = recording.waiting.length;
      expect(recording.takeBackFirstWaiting()).toBe(first);
      expect(recording.entries.length + recording.waiting.length).toBe(count - 1);
      expect(recording.waiting.length).toBeLessThan(left);
      recording.dropWaiting();
      expect(recording.waiting).toEqual([]);
    }
    expect(() => recording.edit(999, { move: other })).toThrowError(
      expect.objectContaining({ code: 'no-such-entry' }),
    );
  });

  it('puts a forgotten move before entry N in one change, keeping every later entry that fits', () => {
    const game = tableGame(2, 4, 60);
    const forgotten = game.entries.findIndex(
      (entry, index) => index > 4 && entry.move.type !== 'build',
    );
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, forgotten)) recording.play(entry);
    recording.resume(game.entries.slice(forgotten + 1, 40));
    const before = JSON.stringify(saveRecording(recording));
    // A refused move changes nothing.
    const wrong = game.entries.find(
      (entry) =>
        !legalMoves(recording.stateBefore(forgotten)).some(
          (move) => JSON.stringify(move) === JSON.stringify(entry.move),
        ),
    ) as RecordEntry;
    expect(() => recording.insert(forgotten, wrong)).toThrowError(
      expect.objectContaining({ code: 'illegal-move' }),
    );
    expect(JSON.stringify(saveRecording(recording))).toBe(before);
    expect(() => recording.insert(999, wrong)).toThrowError(
      expect.objectContaining({ code: 'no-such-entry' }),
    );
    expect(recording.insert(forgotten, game.entries[forgotten] as RecordEntry)).toEqual([]);
    expect(recording.entries.map((entry) => entry.move)).toEqual(
      game.entries.slice(0, 40).map((entry) => entry.move),
    );
  });

  it('keeps the entries waiting after an edit through a save and a reload', () => {
    const game = tableGame(2, 4, 80);
    const firstSail = game.entries.findIndex((entry) => entry.move.type === 'sail');
    const before = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, firstSail)) before.play(entry);
    // A sail elsewhere that leaves later entries waiting.
    const edited = before
      .legalMoves()
      .filter((move) => move.type === 'sail')
      .map((move) => {
        const recording = TableRecording.start(game.start);
        for (const entry of game.entries) recording.play(entry);
        recording.edit(firstSail, { move });
        return recording;
      })
      .find((recording) => recording.waiting.length > 0);
    expect(edited).toBeDefined();
    const recording = edited as TableRecording;
    const saved = saveRecording(recording);
    expect(saved.waiting).toEqual(recording.waiting.map(({ entry }) => entry));
    const restored = restoreRecording(JSON.stringify(saved));
    expect(restored.entries).toEqual(recording.entries);
    expect(restored.waiting).toEqual(recording.waiting);
    expect(restored.entries.length + restored.waiting.length).toBe(game.entries.length);
    // Nothing waiting: nothing saved for it.
    restored.dropWaiting();
    expect(saveRecording(restored)).not.toHaveProperty('waiting');
    expect(() => restoreRecording(JSON.stringify({ ...saved, waiting: 'x' }))).toThrowError(
      expect.objectContaining({ code: 'damaged-save' }),
    );
  });

  it('names a pile card that turned up unseen later, as the table sees it, writing it where it turned up', () => {
    const game = tableGame(4, 6, 400);
    // Two builds from one pile: the card that turned up at the first is built at the second.
    const first = game.entries.findIndex(
      (entry, index) =>
        entry.reveal !== undefined &&
        entry.move.type === 'build' &&
        game.entries.some(
          (later, at) =>
            at > index &&
            later.move.type === 'build' &&
            entry.move.type === 'build' &&
            later.move.deck === entry.move.deck,
        ),
    );
    expect(first).toBeGreaterThanOrEqual(0);
    const built = game.entries[first] as RecordEntry & { move: { deck: Deck } };
    const deck = built.move.deck;
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, first)) recording.play(entry);
    expect(recording.unseenTops()).toEqual([]);
    expect(() => recording.nameUnseenTop(deck, 0)).toThrowError(
      expect.objectContaining({ code: 'no-such-entry' }),
    );
    recording.play({ ...built, reveal: UNSEEN });
    expect(recording.unseenTops()).toEqual([deck]);
    const card = built.reveal as number;
    // Any card still in the pile may be there: the one that did turn up among them.
    expect(recording.topChoices(deck).length).toBeGreaterThan(0);
    expect(recording.nameUnseenTop(deck, card)).toEqual([]);
    expect(recording.unseenTops()).toEqual([]);
    expect(recording.entries[first]?.reveal).toBe(card);
    // Named, the game goes on as the table played it: every later entry is legal.
    for (const entry of game.entries.slice(first + 1)) recording.play(entry);
    expect(recording.entries).toHaveLength(game.entries.length);
    expect(recording.state.phase).toBe(game.states.at(-1)?.phase);
  });

  it('writes the day of the game set at the start as [Date], and nothing for one that is not a day', () => {
    const game = tableGame(2, 4, 20);
    const dated = TableRecording.start({ ...game.start, date: '2026.11.27' });
    for (const entry of game.entries) dated.play(entry);
    expect(recordText(dated)).toContain('[Date "2026.11.27"]');
    const garbled = TableRecording.start({ ...game.start, date: 'yesterday' });
    expect(recordText(garbled)).not.toContain('[Date');
  });

  it('refuses a set-up the box cannot have', () => {
    const game = tableGame(2, 1, 0);
    expect(() => TableRecording.start({ ...game.start, resourcePile: [0, 0] })).toThrowError(
      expect.objectContaining({ code: 'invalid-start' }),
    );
  });
});
