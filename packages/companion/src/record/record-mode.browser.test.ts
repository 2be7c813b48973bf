import { finalScores, legalMoves, type Move } from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { targetsOf } from '@antarctica-game/viewer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import './record-mode-element.js';
import { button, deep, deepAll, LAZY_LOAD, mountApp } from '../__fixtures__/browser-helpers.js';
import {
  checkScreen,
  chooser,
  fillSeen,
  median,
  screenCheck,
  settled,
  startRecording,
  tapMove,
} from '../__fixtures__/record-taps.js';
import { recordText } from './record-text.js';
import type { AntarcticaRecorder } from './recorder-element.js';
import { RECORDING_KEY } from './saved-recording.js';
import type { TableRecording } from './table-recording.js';

/**
 * The targets that stay under 44 px on a phone in record mode, in which direction, and why
 * (docs/companion.md says the same): the whole turn must fit one 844 px screen.
 */
const SMALL_TARGETS: Record<string, { width?: true; height?: true; why: string }> = {
  'track (g)': {
    height: true,
    why: 'five Research Track rows share 13 % of the screen height; 44 px rows take 220 px',
  },
  card: {
    height: true,
    why: 'the mover’s Shipyard Cards come last, under a list of Buildings that grows all game',
  },
  'action (button)': {
    width: true,
    why: 'the board’s action buttons size to their label (Pass): 44 px tall, 41 px wide',
  },
};

/** The moves whose Shipyard Cards a recorder may not see. */
const HIDDEN = new Set<Move['type']>(['drawDraftCards', 'draftPick', 'takeShipyardCard']);

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('record mode in the app', () => {
  it('opens from the set-up on demand, survives a reload, and goes back to the quick tally', async () => {
    const app = await mountApp();
    expect(deepAll(app, 'antarctica-record-mode')).toHaveLength(0);
    button(app, 'Record the game move by move').click();
    await vi.waitFor(
      () => expect(deepAll(app, 'antarctica-record-mode')).toHaveLength(1),
      LAZY_LOAD,
    );
    const again = await mountApp(undefined, { keep: true });
    await vi.waitFor(
      () => expect(deepAll(again, 'antarctica-record-mode')).toHaveLength(1),
      LAZY_LOAD,
    );
    button(again, 'Back to the quick tally').click();
    await settled(again);
    expect(deepAll(again, 'antarctica-record-mode')).toHaveLength(0);
    expect(button(again, 'Record the game move by move')).toBeTruthy();
  });
});

describe('record mode, by taps on a phone (390×844)', () => {
  // The three-player game is recorded with every Shipyard Card drawn, picked or taken not seen
  // ("Not seen (?)"), so that the screen also carries the "A card not seen…" button.
  // The two-player game is recorded in Polish, whose lines are the longest.
  it.each([
    [2, 'seen', 'pl'],
    [3, 'not seen', 'en'],
    [4, 'seen', 'en'],
  ] as const)(
    'records a whole %i-player game by taps (Shipyard Cards %s, screens in %s); the record replays to the same end',
    async (players, shipyard, language) => {
      const { recorder } = await startRecording(players, true, language);
      const pick = chooser(players * 101);
      const turns: number[] = [];
      let taps = 0;
      screenCheck.offScreen.length = 0;
      screenCheck.lowest = 0;
      screenCheck.smallest.clear();
      let misfits = 0;
      let turnFits = true;
      for (let step = 0; step < 3000; step++) {
        const recording = recorder.recording as TableRecording;
        const decision = recording.decision;
        if (decision.kind === 'gameOver') break;
        if (decision.kind === 'sail' && taps > 0) {
          turns.push(taps);
          if (!turnFits) misfits++;
          taps = 0;
          turnFits = true;
        }
        const before = screenCheck.offScreen.length;
        const move = pick(recording.state);
        if (shipyard === 'not seen' && HIDDEN.has(move.type)) {
          const notSeen = button(recorder, recorder.words.notSeen);
          checkScreen(recorder, notSeen, move.type);
          notSeen.click();
          await settled(recorder);
          taps++;
        } else taps += await tapMove(recorder, move);
        if (screenCheck.offScreen.length > before) turnFits = false;
      }
      if (!turnFits) misfits++;
      const recording = recorder.recording as TableRecording;
      expect(recording.decision.kind).toBe('gameOver');
      // Saved after every entry: the saved entries are the recording's.
      expect(JSON.parse(localStorage.getItem(RECORDING_KEY) ?? '{}').entries).toHaveLength(
        recording.entries.length,
      );
      console.info(
        `${players} players: ${turns.length} turns, taps per turn median ${median(turns)}, max ${Math.max(...turns)} (turns by taps: ${JSON.stringify(Object.fromEntries([...new Set(turns)].sort((a, b) => a - b).map((n) => [n, turns.filter((t) => t === n).length])))}); ${turns.length + 1 - misfits} of ${turns.length + 1} turns (with the set-up) on one screen without scrolling; lowest choice at ${screenCheck.lowest} px`,
      );
      expect(screenCheck.offScreen.slice(0, 10)).toEqual([]);
      // Every target at least 44 × 44 px, but those the docs name with the reason.
      const sizes = [...screenCheck.smallest].map(([kind, { width, height }]) => ({
        kind,
        width,
        height,
      }));
      console.info(`${players} players, smallest targets: ${JSON.stringify(sizes)}`);
      expect(
        sizes.filter(
          ({ kind, width, height }) =>
            (width < 44 && SMALL_TARGETS[kind]?.width !== true) ||
            (height < 44 && SMALL_TARGETS[kind]?.height !== true),
        ),
      ).toEqual([]);
      const text = recordText(recording);
      if (shipyard === 'seen') expect(text).not.toContain('?');
      else expect(text).toMatch(/[wdt]\?/);
      const parsed = parseRecord(text);
      expect(parsed.errors).toEqual([]);
      const replay = replayRecord(parsed.record as NonNullable<typeof parsed.record>);
      expect(replay.errors.filter((error) => error.severity !== 'warning')).toEqual([]);
      expect(replay.moves).toHaveLength(recording.entries.length);
      expect(replay.scores).toEqual(finalScores(recording.state));
      // The aim (≤ 4) is for the four-player game; the others are other random games (the
      // three-player one, with its cards not seen, builds more: 5).
      expect(median(turns)).toBeLessThanOrEqual(players === 4 ? 4 : 5);
    },
  );

  it('refuses nothing silently: undo takes the last entry back and the record follows', async () => {
    const { recorder } = await startRecording(2, true);
    const pick = chooser(7);
    for (let step = 0; step < 10; step++)
      await tapMove(recorder, pick((recorder.recording as TableRecording).state));
    const recording = recorder.recording as TableRecording;
    const count = recording.entries.length;
    button(recorder, 'Undo').click();
    await settled(recorder);
    expect(recording.entries).toHaveLength(count - 1);
    button(recorder, 'Show the record').click();
    await settled(recorder);
    expect(recorder.shadowRoot?.querySelector('pre')?.textContent).toContain('[Players "2"]');
    // The record opens in the replay viewer, at its start, with every entry in its move list.
    button(recorder, 'Watch in the replay viewer').click();
    await settled(recorder);
    const replay = deep(recorder, 'antarctica-replay') as Element & {
      controller?: { lastPly: number; error: unknown };
    };
    await vi.waitFor(
      () => expect(replay.controller?.lastPly).toBe(recording.entries.length),
      LAZY_LOAD,
    );
    expect(replay.controller?.error).toBeUndefined();
    button(recorder, 'Back to recording').click();
    await settled(recorder);
    expect(recorder.shadowRoot?.querySelector('antarctica-board')).not.toBeNull();
  });

  it('edits a past move on the board: the entries after it are checked again, none dropped silently', async () => {
    const { recorder } = await startRecording(4, true);
    const pick = chooser(11);
    for (let step = 0; step < 40; step++)
      await tapMove(recorder, pick((recorder.recording as TableRecording).state));
    const recording = recorder.recording as TableRecording;
    const count = recording.entries.length;
    const sail = recording.entries.findIndex(
      (entry, index) => index > 3 && entry.move.type === 'sail',
    );
    button(recorder, 'Show the record').click();
    await settled(recorder);
    (
      (recorder.shadowRoot as ShadowRoot).querySelector(
        `button[aria-label="Edit entry ${sail + 1}"]`,
      ) as HTMLButtonElement
    ).click();
    await settled(recorder);
    expect(recorder.shadowRoot?.querySelector('.who')?.textContent).toContain(
      `Editing entry ${sail + 1}`,
    );
    const before = recording.stateBefore(sail);
    const other = legalMoves(before).find(
      (move) =>
        move.type === 'sail' &&
        JSON.stringify(move) !== JSON.stringify(recording.entries[sail]?.move),
    ) as Move;
    const board = deep(recorder, 'antarctica-board');
    await settled(board);
    const key = targetsOf(other, before)[0] as string;
    (
      (board.shadowRoot as ShadowRoot).querySelector(`[data-target="${key}"]`) as HTMLElement
    ).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settled(recorder, board);
    expect(recording.entries[sail]?.move).toEqual(other);
    expect(recording.entries.length + recording.waiting.length).toBe(count);
    if (recording.waiting.length > 0)
      expect(recorder.shadowRoot?.querySelector('[role=alert]')?.textContent).toContain(
        'no longer fit',
      );
  });

  it('asks for the Starting Buildings and the top cards before it starts (they decide the legal builds)', async () => {
    await page.viewport(390, 844);
    document.body.innerHTML = '<antarctica-record-mode></antarctica-record-mode>';
    const mode = document.querySelector('antarctica-record-mode') as Element;
    await settled(mode);
    const setup = deep(mode, 'antarctica-record-setup');
    button(mode, 'Start recording', 'antarctica-record-setup').click();
    await settled(setup);
    expect(setup.shadowRoot?.querySelector('[role=alert]')?.textContent).toContain(
      'Starting Building of area 1',
    );
    expect(mode.shadowRoot?.querySelector('antarctica-recorder')).toBeNull();
    await fillSeen(setup, 4);
    button(mode, 'Start recording', 'antarctica-record-setup').click();
    await settled(mode);
    expect(mode.shadowRoot?.querySelector('antarctica-recorder')).not.toBeNull();
  });

  it('comes back after a reload, and keeps a damaged save aside with a notice', async () => {
    const { recorder } = await startRecording(3, true);
    const pick = chooser(3);
    for (let step = 0; step < 6; step++)
      await tapMove(recorder, pick((recorder.recording as TableRecording).state));
    const entries = (recorder.recording as TableRecording).entries.length;
    document.body.innerHTML = '<antarctica-record-mode></antarctica-record-mode>';
    const again = document.querySelector('antarctica-record-mode') as Element;
    await settled(again);
    const restored = deep<AntarcticaRecorder>(again, 'antarctica-recorder');
    expect((restored.recording as TableRecording).entries).toHaveLength(entries);
    localStorage.setItem(RECORDING_KEY, '{"format":"antarctica-recording","version":1,"start":{}}');
    document.body.innerHTML = '<antarctica-record-mode></antarctica-record-mode>';
    const damaged = document.querySelector('antarctica-record-mode') as Element;
    await settled(damaged);
    expect(damaged.shadowRoot?.querySelector('[role=alert]')?.textContent).toContain(
      'could not be read',
    );
    expect(localStorage.getItem('antarctica-companion/recording-damaged')).toContain(
      'antarctica-recording',
    );
  });
});
