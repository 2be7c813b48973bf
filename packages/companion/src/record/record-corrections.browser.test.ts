// Correcting a recording by taps on a phone: a forgotten move put back where it belongs, the
// entries an edit made illegal listed and taken back from the first, the edit brought into view.
import { legalMoves, type Move } from '@antarctica-game/engine';
import { targetsOf } from '@antarctica-game/viewer';
import { afterEach, describe, expect, it } from 'vitest';
import { button, deep } from '../__fixtures__/browser-helpers.js';
import { openSaved, settled, tapMove } from '../__fixtures__/record-taps.js';
import { tableGame } from '../__fixtures__/table-game.js';
import { recordEn } from '../i18n/record-messages.js';
import type { AntarcticaRecorder } from './recorder-element.js';
import { RECORDING_KEY, type SavedRecording } from './saved-recording.js';
import { type RecordEntry, TableRecording } from './table-recording.js';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const same = (a: RecordEntry[], b: RecordEntry[]) =>
  expect(a.map((entry) => entry.move)).toEqual(b.map((entry) => entry.move));

/** The recording saved now (after every change). */
function saved(): SavedRecording {
  return JSON.parse(localStorage.getItem(RECORDING_KEY) ?? '{}') as SavedRecording;
}

/** A recording of `game`'s first `count` entries without entry `forgotten`: as far as they fit. */
function withoutEntry(game: ReturnType<typeof tableGame>, count: number, forgotten: number) {
  const recording = TableRecording.start(game.start);
  for (const entry of game.entries.slice(0, forgotten)) recording.play(entry);
  recording.resume(game.entries.slice(forgotten + 1, count));
  return recording;
}

/** The entries of a game that are not builds (a build would also ask for the card turned up). */
function notBuilds(game: ReturnType<typeof tableGame>, from: number, to: number): number[] {
  return game.entries.flatMap((entry, index) =>
    index >= from && index < to && entry.move.type !== 'build' ? [index] : [],
  );
}

async function showRecord(recorder: AntarcticaRecorder): Promise<void> {
  button(recorder, recordEn.showRecord).click();
  await settled(recorder);
}

function entryButton(recorder: AntarcticaRecorder, label: string): HTMLButtonElement {
  const found = (recorder.shadowRoot as ShadowRoot).querySelector<HTMLButtonElement>(
    `button[aria-label="${label}"]`,
  );
  if (found === null) throw new Error(`no button ${label}`);
  return found;
}

describe('a forgotten move, by taps (390×844)', () => {
  const game = tableGame(2, 4, 60);

  it('puts a move before entry N in one edit and keeps every later entry that still fits', async () => {
    // A move forgotten that the entries after it can do without for a while: several of them
    // were recorded after the gap, then one no longer fitted.
    const forgotten = notBuilds(game, 5, 30).find(
      (index) => withoutEntry(game, 30, index).entries.length > index + 1,
    ) as number;
    expect(forgotten).toBeDefined();
    const recorder = await openSaved(withoutEntry(game, 30, forgotten));
    const recording = recorder.recording as TableRecording;
    await showRecord(recorder);
    entryButton(recorder, recordEn.insertBeforeEntry(forgotten + 1)).click();
    await settled(recorder);
    expect(recorder.shadowRoot?.querySelector('.who')?.textContent).toContain(
      recordEn.inserting(forgotten + 1),
    );
    // One tap (or two, with the chooser's line) on the board as it stood before entry N.
    await tapMove(
      recorder,
      (game.entries[forgotten] as RecordEntry).move,
      recording.stateBefore(forgotten),
    );
    same(recording.entries as RecordEntry[], game.entries.slice(0, 30));
    expect(recording.waiting).toEqual([]);
    same(saved().entries, game.entries.slice(0, 30));
    expect(saved().waiting).toBeUndefined();
  });

  it('offers the board while entries wait: a move tapped then goes before them, and they fit again', async () => {
    // A move forgotten that the next entry needed: every later entry waits.
    const forgotten = notBuilds(game, 5, 30).find(
      (index) => withoutEntry(game, 30, index).entries.length === index,
    ) as number;
    expect(forgotten).toBeDefined();
    const recorder = await openSaved(withoutEntry(game, 30, forgotten));
    const recording = recorder.recording as TableRecording;
    expect(recording.waiting.length).toBe(30 - forgotten - 1);
    // Every waiting entry is listed, not only the first.
    const listed = (recorder.shadowRoot as ShadowRoot).querySelectorAll('.waiting-list li');
    expect(listed).toHaveLength(recording.waiting.length);
    // Why the first no longer fits, in parentheses, ends the sentence once: "(… here.)." did not.
    const why = (recorder.shadowRoot as ShadowRoot).querySelector('.waiting p')?.textContent ?? '';
    expect(why.replace(/\s+/g, ' ').trim()).toMatch(/ \([^()]*[^.]\)\.$/);
    expect(why).not.toContain('.).');
    const board = deep(recorder, 'antarctica-board') as Element & { moves: Move[] };
    expect(board.moves.length).toBeGreaterThan(0);
    await tapMove(recorder, (game.entries[forgotten] as RecordEntry).move);
    same(recording.entries as RecordEntry[], game.entries.slice(0, 30));
    expect(recording.waiting).toEqual([]);
    expect((recorder.shadowRoot as ShadowRoot).querySelector('.waiting-list')).toBeNull();
  });
});

describe('the entries an edit made illegal, by taps (390×844)', () => {
  it('"Take the first back" takes the first waiting entry, and the others are checked again', async () => {
    const game = tableGame(2, 4, 60);
    // An edit of an early sail that leaves several later entries waiting.
    let edited: { recording: TableRecording; index: number; move: Move } | undefined;
    for (const index of game.entries.flatMap((entry, at) =>
      at > 3 && at < 20 && entry.move.type === 'sail' ? [at] : [],
    )) {
      for (const move of legalMoves(game.states[index] as never)) {
        if (
          move.type !== 'sail' ||
          JSON.stringify(move) === JSON.stringify(game.entries[index]?.move)
        )
          continue;
        const recording = TableRecording.start(game.start);
        for (const entry of game.entries.slice(0, 30)) recording.play(entry);
        recording.edit(index, { move });
        if (recording.waiting.length >= 3) {
          edited = { recording, index, move };
          break;
        }
      }
      if (edited !== undefined) break;
    }
    expect(edited).toBeDefined();
    const { index, move } = edited as NonNullable<typeof edited>;
    const start = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, 30)) start.play(entry);
    const recorder = await openSaved(start);
    const recording = recorder.recording as TableRecording;
    // The edit by taps, as the issue tells it: the record, Edit entry N, the other sail.
    await showRecord(recorder);
    entryButton(recorder, recordEn.editEntry(index + 1)).click();
    await settled(recorder);
    const before = recording.stateBefore(index);
    const board = deep(recorder, 'antarctica-board');
    await settled(board);
    const key = targetsOf(move, before)[0] as string;
    (
      (board.shadowRoot as ShadowRoot).querySelector(`[data-target="${key}"]`) as HTMLElement
    ).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settled(recorder, board);
    const waiting = recording.waiting.map(({ entry }) => entry);
    const kept = recording.entries.slice(index + 1);
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    button(recorder, recordEn.takeFirstBack).click();
    await settled(recorder);
    // The later entries are those there were, less the first that waited, in order.
    same(
      [...recording.entries.slice(index + 1), ...recording.waiting.map(({ entry }) => entry)],
      [...kept, ...waiting.slice(1)],
    );
    same(
      [...saved().entries.slice(index + 1), ...(saved().waiting ?? [])],
      [...kept, ...waiting.slice(1)],
    );
  });
});

describe('an edit far down the list, by taps (390×844)', () => {
  it('brings "Editing entry N" and the board into view', async () => {
    const game = tableGame(4, 6, 80);
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, 70)) recording.play(entry);
    const recorder = await openSaved(recording);
    await showRecord(recorder);
    const edit = entryButton(recorder, recordEn.editEntry(60));
    edit.scrollIntoView({ block: 'center' });
    expect(window.scrollY).toBeGreaterThan(0);
    edit.click();
    await settled(recorder);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const line = (recorder.shadowRoot as ShadowRoot).querySelector('.who') as HTMLElement;
    expect(line.textContent).toContain(recordEn.editing(60));
    const box = line.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const ring = deep(recorder, 'antarctica-board').getBoundingClientRect();
    expect(ring.top).toBeLessThan(window.innerHeight);
  });
});
