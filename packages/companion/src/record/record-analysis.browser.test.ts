// The analysis at the end of a recorded game, in the app on a phone: asked for quick, it runs in
// the analysis package's Web Worker with a progress bar, gives the summary per player and the
// analysed record; cancelled mid-way, its worker is terminated and the panel can start again.
// The game was recorded with cards nobody saw (`?` in the record), as at a real table.
import { ANALYSIS_PRESETS, type AnalysisWorkerLike } from '@antarctica-game/analysis/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, deep, deepAll } from '../__fixtures__/browser-helpers.js';
import { finishedWithUnseen } from '../__fixtures__/finished-recording.js';
import { openSaved, settled } from '../__fixtures__/record-taps.js';
import { recordEn } from '../i18n/record-messages.js';
import { createAnalysisWorker } from './analysis-worker-factory.js';
import type { AntarcticaRecordAnalysis, RecordAnalysed } from './record-analysis-element.js';
import { recordText } from './record-text.js';
import type { AntarcticaRecorder } from './recorder-element.js';
import type { TableRecording } from './table-recording.js';

const words = recordEn.analysis;
/** The analysis of a whole game on a loaded machine: well within the test's two minutes. */
const ANALYSIS = { timeout: 100_000, interval: 100 } as const;

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The panel, with its workers counted: made, and terminated. */
async function openPanel(recording: TableRecording) {
  const recorder = await openSaved(recording);
  const panel = deep<AntarcticaRecordAnalysis>(recorder, 'antarctica-record-analysis');
  const made: Array<{ terminated: boolean }> = [];
  panel.createWorker = (): AnalysisWorkerLike => {
    const worker = createAnalysisWorker();
    const seen = { terminated: false };
    made.push(seen);
    const terminate = worker.terminate.bind(worker);
    worker.terminate = () => {
      seen.terminated = true;
      terminate();
    };
    return worker;
  };
  panel.workers = 1;
  await settled(panel);
  return { recorder, panel, made };
}

const progress = (panel: Element) => deepAll<HTMLProgressElement>(panel, 'progress')[0];

describe('the analysis at the end of a recording (390×844)', () => {
  it('analyses the game quick in a worker, with progress, then shows the summary and offers the analysed record', async () => {
    const recording = finishedWithUnseen();
    expect(recordText(recording)).toContain('[ResourcePile "? ?"]');
    const { recorder, panel, made } = await openPanel(recording);
    const analysed = vi.fn<(detail: RecordAnalysed) => void>();
    panel.addEventListener('record-analysed', (event) =>
      analysed((event as CustomEvent<RecordAnalysed>).detail),
    );
    button(panel, words.analyse).click();
    await settled(panel);
    // Running: the settings locked, a progress bar that moves, a cancel button.
    expect(deepAll<HTMLInputElement>(panel, 'input').every((input) => input.disabled)).toBe(true);
    expect(button(panel, words.cancel)).toBeTruthy();
    const seen = new Set<number>();
    await vi.waitFor(() => {
      const bar = progress(panel);
      if (bar !== undefined) seen.add(bar.value);
      expect(bar?.value ?? 0).toBeGreaterThan(1);
    }, ANALYSIS);
    // The screen still answers a tap while the worker thinks: the record's menu opens.
    const menu = deep<HTMLDetailsElement>(recorder, 'details');
    deep(recorder, 'summary').click();
    expect(menu.open).toBe(true);
    await vi.waitFor(() => expect(analysed).toHaveBeenCalledTimes(1), ANALYSIS);
    await settled(recorder, panel);
    const result = analysed.mock.calls[0]?.[0] as RecordAnalysed;
    expect(result.setting).toBe('quick');
    expect(result.analysis.ok).toBe(true);
    expect(result.analysis.settings.budget).toBe(ANALYSIS_PRESETS.quick.budget);
    expect(result.text).toContain('[%eval ');
    expect(result.text).toContain('[AnalysisAccuracy ');
    expect(made).toHaveLength(1);
    expect(made[0]?.terminated).toBe(true);
    expect(seen.size).toBeGreaterThan(0);
    // The summary per player: the analysis's own figures, and the points lost by kind.
    const rows = deepAll(panel, 'table.players tbody tr').map((row) =>
      [...row.children].map((cell) => cell.textContent?.trim()),
    );
    expect(rows.map((row) => row[0])).toEqual(['Red', 'Blue']);
    for (const [seat, player] of result.analysis.players.entries()) {
      const row = rows[seat] ?? [];
      expect(row[1]).toBe(player.accuracy === null ? '–' : player.accuracy.toFixed(1));
      expect(row.slice(2, 5)).toEqual(
        [player.inaccuracies, player.mistakes, player.blunders].map(String),
      );
      expect(Number(row[5]?.replace('−', '-'))).toBeCloseTo(player.luck * 100, 1);
      expect(row[6]).toBe(player.pointsLost.toFixed(1));
    }
    const kinds = deepAll(panel, 'table.kinds tbody tr').map((row) => row.dataset.kind);
    expect(kinds).toContain('sail');
    expect(kinds).toContain('build');
    // The analysed record, in the replay viewer, and back with the summary kept.
    button(panel, words.watchAnalysed).click();
    await settled(recorder);
    const replay = deep<Element & { text: string }>(recorder, 'antarctica-replay');
    expect(replay.text).toBe(result.text);
    button(recorder, recordEn.backToRecording).click();
    await settled(recorder);
    const back = deep<AntarcticaRecordAnalysis>(recorder, 'antarctica-record-analysis');
    await settled(back);
    expect(deepAll(back, 'table.players tbody tr')).toHaveLength(2);
    expect(button(back, words.again)).toBeTruthy();
    expect(button(back, words.exportAnalysed)).toBeTruthy();
  });

  it('cancels an analysis mid-way: the worker is terminated and the panel is usable again', async () => {
    const { panel, made } = await openPanel(finishedWithUnseen());
    deep<HTMLInputElement>(panel, 'input[value="thorough"]').click();
    await settled(panel);
    expect(panel.setting).toBe('thorough');
    button(panel, words.analyse).click();
    await vi.waitFor(() => expect(progress(panel)?.value ?? 0).toBeGreaterThan(0), ANALYSIS);
    const cancel = button(panel, words.cancel);
    cancel.focus();
    cancel.click();
    await settled(panel);
    expect(made).toHaveLength(1);
    expect(made[0]?.terminated).toBe(true);
    expect(deepAll(panel, 'progress')).toHaveLength(0);
    expect(deep(panel, '[role=status]').textContent?.trim()).toBe(words.cancelled);
    expect(deepAll(panel, 'table')).toHaveLength(0);
    // Usable again: the settings free, the keyboard on the button that starts again.
    expect(deepAll<HTMLInputElement>(panel, 'input').some((input) => input.disabled)).toBe(false);
    const again = button(panel, words.analyse);
    expect(panel.shadowRoot?.activeElement).toBe(again);
    again.click();
    await settled(panel);
    expect(made).toHaveLength(2);
    expect(button(panel, words.cancel)).toBeTruthy();
    panel.cancel();
    await settled(panel);
    expect(made[1]?.terminated).toBe(true);
  });

  it('stops the analysis when a correction changes the record, and shows no summary of the old one', async () => {
    const { panel, made } = await openPanel(finishedWithUnseen());
    const text = panel.text as string;
    button(panel, words.analyse).click();
    await settled(panel);
    panel.text = `${text}\n`;
    await settled(panel);
    expect(made[0]?.terminated).toBe(true);
    expect(deepAll(panel, 'progress')).toHaveLength(0);
    expect(button(panel, words.analyse).disabled).toBe(false);
    // A summary of another text is not shown for this one.
    panel.result = {
      source: text,
      setting: 'quick',
      text,
      analysis: {} as RecordAnalysed['analysis'],
    };
    await settled(panel);
    expect(deepAll(panel, 'table')).toHaveLength(0);
  });

  it('stops the analysis when the game is taken back to before its end', async () => {
    const { recorder, panel, made } = await openPanel(finishedWithUnseen());
    button(panel, words.analyse).click();
    await settled(panel);
    expect(made).toHaveLength(1);
    button(recorder, recordEn.undo).click();
    await settled(recorder as AntarcticaRecorder);
    expect(deepAll(recorder, 'antarctica-record-analysis')).toHaveLength(0);
    expect(made[0]?.terminated).toBe(true);
  });
});
