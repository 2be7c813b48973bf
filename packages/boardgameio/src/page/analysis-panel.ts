// The analysis a player asks for at game over: the game's record, fetched from the server, is
// analysed in Web Workers (the analysis package's worker, through its client), so the page keeps
// answering taps. A quick and a thorough setting, a progress bar, a cancel button, then the summary
// per player and the analysed record to download.
import type { AnalysisSetting } from '@antarctica-game/analysis';
import {
  type AnalysisJob,
  type AnalysisWorkerLike,
  startAnalysis,
} from '@antarctica-game/analysis/client';
import { analysisSummary } from './analysis-summary.js';
import { analysisWorkerCount, createAnalysisWorker } from './analysis-worker-factory.js';
import { h } from './dom.js';

/** What the panel needs. */
export interface AnalysisPanelOptions {
  /** Where the server serves the game's record (complete once the game is over). */
  recordUrl: string;
  /** The analysed record's file name. */
  fileName: string;
  /** Names a player by seat. */
  nameOf: (seat: number) => string;
  /** Shows the analysed record in the replay viewer (a button offers it when given). */
  watch?: (text: string) => void;
  /** Makes an analysis worker (default: the page's, bundled apart). */
  createWorker?: () => AnalysisWorkerLike;
}

/** The panel's element, and `stop` to cancel a running analysis and free the download. */
export interface AnalysisPanel {
  element: HTMLElement;
  stop(): void;
}

const SETTINGS: ReadonlyArray<[AnalysisSetting, string]> = [
  ['quick', 'Quick'],
  ['thorough', 'Thorough'],
];

/** The analysis panel of a finished game. */
export function analysisPanel(options: AnalysisPanelOptions): AnalysisPanel {
  const radios = SETTINGS.map(([value, label], index) => {
    const input = h('input', { type: 'radio', name: 'analysis-setting', value });
    input.checked = index === 0;
    return { input, label: h('label', {}, input, ` ${label}`) };
  });
  const settings = h(
    'fieldset',
    {},
    h('legend', {}, 'Setting'),
    ...radios.map(({ label }) => label),
  );
  const analyseButton = h('button', { type: 'button', class: 'analyse' }, 'Analyse the game');
  const progress = h('progress', { max: 1, value: 0, 'aria-label': 'Analysis progress' });
  const count = h('span', { class: 'count' });
  const cancelButton = h('button', { type: 'button', class: 'cancel' }, 'Cancel the analysis');
  const running = h('div', { class: 'running', hidden: true }, progress, count, cancelButton);
  const status = h('p', { class: 'analysis-status', role: 'status' });
  const result = h('div', { class: 'analysis-result' });
  const element = h(
    'section',
    { class: 'analysis', 'aria-labelledby': 'analysis-heading' },
    h('h2', { id: 'analysis-heading' }, 'Analysis'),
    h(
      'p',
      {},
      'Each decision judged from what its player could see, against the best move found, and the ' +
        'luck of every card turned up. It runs beside the page: quick takes seconds, thorough longer.',
    ),
    settings,
    analyseButton,
    running,
    status,
    result,
  );

  // The analysis under way (its record's fetch included), or null.
  let job: { cancel(): void } | null = null;
  let download: string | undefined;
  const freeDownload = () => {
    if (download !== undefined) URL.revokeObjectURL(download);
    download = undefined;
  };
  const setRunning = (on: boolean) => {
    running.hidden = !on;
    analyseButton.hidden = on;
    for (const { input } of radios) input.disabled = on;
  };

  const analyse = async () => {
    if (job !== null) return;
    const fetching = new AbortController();
    let started: AnalysisJob | undefined;
    const current = {
      cancel: () => {
        fetching.abort();
        started?.cancel();
      },
    };
    job = current;
    const setting = radios.find(({ input }) => input.checked)?.input.value as AnalysisSetting;
    setRunning(true);
    progress.max = 1;
    progress.value = 0;
    count.textContent = 'Starting…';
    status.textContent = `Analysing the game (${setting})…`;
    let text: string;
    try {
      const response = await fetch(options.recordUrl, { signal: fetching.signal });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      text = await response.text();
    } catch (error) {
      if (job !== current) return;
      job = null;
      setRunning(false);
      status.textContent = `The record could not be fetched: ${(error as Error).message}`;
      return;
    }
    if (job !== current) return;
    started = startAnalysis(text, {
      createWorker: options.createWorker ?? createAnalysisWorker,
      setting,
      workers: analysisWorkerCount(),
      onProgress: (done, total) => {
        progress.max = Math.max(1, total);
        progress.value = done;
        count.textContent = total === 0 ? 'Starting…' : `${done} of ${total} moves`;
      },
    });
    try {
      const { text: analysed, analysis } = await started.result;
      if (job !== current) return;
      freeDownload();
      download = URL.createObjectURL(new Blob([analysed], { type: 'text/plain' }));
      status.textContent = `Analysed (${setting}).`;
      analyseButton.textContent = 'Analyse again';
      result.replaceChildren(
        analysisSummary(analysis, options.nameOf, `The analysis (${setting}), per player`),
        h(
          'p',
          {},
          h(
            'a',
            { href: download, download: options.fileName, class: 'analysed-record' },
            'Download the analysed record (.agn)',
          ),
          ', to open in a replay viewer with its evaluation graph and verdicts.',
        ),
      );
      const watch = options.watch;
      if (watch !== undefined) {
        const button = h(
          'button',
          { type: 'button', class: 'watch-analysed' },
          'Watch the analysed game in the replay viewer',
        );
        button.addEventListener('click', () => watch(analysed));
        result.append(button);
      }
    } catch (error) {
      if (job !== current) return;
      status.textContent = `The analysis failed: ${(error as Error).message}`;
    } finally {
      if (job === current) {
        job = null;
        setRunning(false);
      }
    }
  };

  /** Stops a running analysis at once (its workers are terminated); `true` if one ran. */
  const cancel = (): boolean => {
    const stopped = job;
    if (stopped === null) return false;
    job = null;
    stopped.cancel();
    setRunning(false);
    status.textContent = 'Analysis cancelled.';
    return true;
  };
  analyseButton.addEventListener('click', () => void analyse());
  cancelButton.addEventListener('click', () => {
    // The cancel button is hidden now: the keyboard's focus goes to the button that starts again.
    if (cancel()) analyseButton.focus();
  });
  return {
    element,
    stop: () => {
      cancel();
      freeDownload();
    },
  };
}
