// The end of a recorded game on a phone: the final scores, the winner and the tie-break on the
// screen, and the game kept in the device's past games as the quick tally keeps its own.
import { finalScores } from '@antarctica-game/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { button, deep, deepAll } from '../__fixtures__/browser-helpers.js';
import { openSaved, settled, tapMove } from '../__fixtures__/record-taps.js';
import { tableGame } from '../__fixtures__/table-game.js';
import { recordEn } from '../i18n/record-messages.js';
import { FINISHED_KEY, readFinished } from '../logic/device.js';
import { type RecordEntry, TableRecording } from './table-recording.js';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('a recorded game at its end (390×844)', () => {
  it('shows the final scores, the winner and how it was decided, and keeps the game in the past games', async () => {
    const game = tableGame(3, 5, 3000);
    const last = game.entries.at(-1) as RecordEntry;
    const recording = TableRecording.start({
      ...game.start,
      startedAt: '2026-11-29T10:00:00.000Z',
    });
    for (const entry of game.entries.slice(0, -1)) recording.play(entry);
    const recorder = await openSaved(recording);
    const restored = recorder.recording as TableRecording;
    expect((recorder.shadowRoot as ShadowRoot).querySelector('.result')).toBeNull();
    await tapMove(recorder, last.move, undefined, last.reveal === '?' ? undefined : last.reveal);
    expect(restored.decision.kind).toBe('gameOver');
    const scores = finalScores(restored.state);
    const result = (recorder.shadowRoot as ShadowRoot).querySelector('.result') as HTMLElement;
    expect(result).not.toBeNull();
    const names = ['Red', 'Blue', 'Green'];
    const winners = scores.standings
      .flatMap((standing, seat) => (scores.winners.includes(standing.player) ? [names[seat]] : []))
      .join(', ');
    expect(result.querySelector('.winner')?.textContent).toBe(
      `${recordEn.result.winner(winners)} (${recordEn.result.decidedBy[scores.decidedBy]})`,
    );
    const rows = [...result.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent?.trim()),
    );
    expect(rows).toHaveLength(3);
    for (const [seat, standing] of scores.standings.entries())
      expect(rows).toContainEqual([
        String(standing.place),
        names[seat],
        String(standing.points),
        String(standing.firstPlaces),
        String(standing.buildingCards),
      ]);
    // Kept on the device, with the same points, and shown with the quick tally's past games.
    const kept = readFinished(localStorage.getItem(FINISHED_KEY)).games;
    expect(kept).toHaveLength(1);
    expect(kept[0]?.players.map((player) => player.points)).toEqual(
      scores.standings.map((standing) => standing.points),
    );
    expect(kept[0]?.winners).toEqual(scores.winners);
    const app = document.querySelector('antarctica-companion') as Element;
    button(app, 'Back to the quick tally').click();
    await settled(app);
    expect(deepAll(app, '.history li')).toHaveLength(1);
    // An undo and the same last move again: the game is updated in the history, not kept twice.
    const again = await openSaved(restored);
    button(again, recordEn.undo).click();
    await settled(again);
    await tapMove(again, last.move, undefined, last.reveal === '?' ? undefined : last.reveal);
    expect(readFinished(localStorage.getItem(FINISHED_KEY)).games).toHaveLength(1);
    expect(deep(again, '.result')).toBeTruthy();
  });
});
