// The analysis a player asks for at game over: the game's record, fetched from the server, is
// analysed in Web Workers (the analysis package's worker, through its client), so the page keeps
// answering taps. A quick and a thorough setting, a progress bar, a cancel button, then the summary
// per player and the analysed record to download. What runs, its progress and how it ended are
// the analysis package's `AnalysisController`; this panel draws it, in the online page's words.
import {
  AnalysisController,
  type AnalysisSetting,
  type AnalysisState,
  type AnalysisWorkerLike,
} from '@antarctica-game/analysis/client';
import { analysisSummary } from './analysis-summary.js';
import { createAnalysisWorker } from './analysis-worker-factory.js';
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

  const controller = new AnalysisController({
    createWorker: options.createWorker ?? createAnalysisWorker,
  });
  let download: string | undefined;
  const freeDownload = () => {
    if (download !== undefined) URL.revokeObjectURL(download);
    download = undefined;
  };
  const draw = ({ phase, setting, done, total, error, failedWhile }: AnalysisState) => {
    const on = phase === 'running';
    running.hidden = !on;
    analyseButton.hidden = on;
    for (const { input } of radios) input.disabled = on;
    progress.max = Math.max(1, total);
    progress.value = done;
    count.textContent = total === 0 ? 'Starting…' : `${done} of ${total} moves`;
    if (phase === 'running') status.textContent = `Analysing the game (${setting})…`;
    else if (phase === 'done') status.textContent = `Analysed (${setting}).`;
    else if (phase === 'cancelled') status.textContent = 'Analysis cancelled.';
    else if (phase === 'failed')
      status.textContent =
        failedWhile === 'reading'
          ? `The record could not be fetched: ${error?.message}`
          : `The analysis failed: ${error?.message}`;
  };
  controller.subscribe(draw);

  /** The game's record, from the server (the fetch stops if the analysis is cancelled). */
  const record = async (signal: AbortSignal): Promise<string> => {
    const response = await fetch(options.recordUrl, { signal });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return response.text();
  };

  const analyse = async () => {
    const setting = radios.find(({ input }) => input.checked)?.input.value as AnalysisSetting;
    const run = await controller.analyse(record, { setting });
    if (run === undefined) return;
    freeDownload();
    download = URL.createObjectURL(new Blob([run.text], { type: 'text/plain' }));
    analyseButton.textContent = 'Analyse again';
    result.replaceChildren(
      analysisSummary(run.analysis, options.nameOf, `The analysis (${setting}), per player`),
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
      button.addEventListener('click', () => watch(run.text));
      result.append(button);
    }
  };

  analyseButton.addEventListener('click', () => void analyse());
  cancelButton.addEventListener('click', () => {
    // The cancel button is hidden now: the keyboard's focus goes to the button that starts again.
    if (controller.cancel()) analyseButton.focus();
  });
  return {
    element,
    stop: () => {
      controller.cancel();
      freeDownload();
    },
  };
}
