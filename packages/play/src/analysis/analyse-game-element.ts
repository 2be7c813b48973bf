// <antarctica-analyse-game>: where a person asks for an analysis of a game. The analysis runs in
// Web Workers (the analysis package's worker), so taps go on being answered; a progress bar, a
// cancel button, a quick and a thorough setting. What runs, its progress and how it ended are the
// analysis package's `AnalysisController`; this element is its view, in the play page's words.
import {
  AnalysisController,
  type AnalysisJobResult,
  type AnalysisState,
  type AnalysisWorkerLike,
  analysisWorkerCount,
} from '@antarctica-game/analysis/client';
import { html, LitElement, nothing } from 'lit';
import { analyseGameStyles } from './analyse-game-styles.js';
import { createAnalysisWorker } from './analysis-worker-factory.js';

/** The detail of an `antarctica-analysed` event. */
export interface AntarcticaAnalysedDetail extends AnalysisJobResult {
  /** The setting it ran at. */
  setting: 'quick' | 'thorough';
}

/**
 * A button that analyses a game record in Web Workers, with a quick and a thorough setting, a
 * progress bar and a cancel button; the analysed record comes out in an event, for a viewer.
 *
 * @tagname antarctica-analyse-game
 * @fires antarctica-analysed - `CustomEvent<AntarcticaAnalysedDetail>` (bubbles, composed): the
 * analysed record's text and the analysis.
 */
export class AntarcticaAnalyseGame extends LitElement {
  /** The element's styles. */
  static override styles = analyseGameStyles;

  /** The reactive properties. */
  static override properties = {
    source: { attribute: false },
    createWorker: { attribute: false },
    workers: { type: Number },
    setting: { reflect: true },
  };

  /** The record to analyse: its text, or a function that gives it when the person asks. */
  declare source: string | (() => string | Promise<string>) | undefined;
  /** Makes an analysis worker (default: the play page's, bundled by Vite). */
  declare createWorker: () => AnalysisWorkerLike;
  /** How many workers share the moves (default: 2 where the device has two cores, else 1). */
  declare workers: number;
  /** The setting picked: `quick` (default) or `thorough`. */
  declare setting: 'quick' | 'thorough';

  // The workers are made by `createWorker` as it is when an analysis starts.
  readonly #analysis = new AnalysisController({ createWorker: () => this.createWorker() }, this);

  constructor() {
    super();
    this.createWorker = createAnalysisWorker;
    this.workers = analysisWorkerCount();
    this.setting = 'quick';
  }

  /** Starts the analysis (what the button does); a running one goes on. */
  async analyse(): Promise<void> {
    if (this.source === undefined) return;
    const run = await this.#analysis.analyse(this.source, {
      setting: this.setting,
      workers: this.workers,
    });
    if (run === undefined) return;
    this.dispatchEvent(
      new CustomEvent<AntarcticaAnalysedDetail>('antarctica-analysed', {
        detail: { text: run.text, analysis: run.analysis, setting: run.setting },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** Stops a running analysis (what the cancel button does). */
  cancel(): void {
    this.#analysis.cancel();
  }

  protected override render() {
    const state = this.#analysis.state;
    const { phase, done, total } = state;
    const running = phase === 'running';
    const choose = (event: Event) => {
      this.setting = (event.target as HTMLInputElement).value as 'quick' | 'thorough';
    };
    const radio = (value: 'quick' | 'thorough', label: string) =>
      html`<label><input type="radio" name="setting" value=${value} .checked=${this.setting === value} ?disabled=${running} @change=${choose} />${label}</label>`;
    return html`<fieldset>
      <legend>Analysis</legend>
      ${radio('quick', 'Quick')} ${radio('thorough', 'Thorough')}
      ${
        running
          ? html`<div class="running">
              <progress max=${total || 1} value=${done} aria-label="Analysis progress"></progress>
              <span class="count">${total === 0 ? 'Starting…' : `${done} of ${total} moves`}</span>
              <button type="button" class="cancel" @click=${() => this.cancel()}>Cancel the analysis</button>
            </div>`
          : html`<button type="button" class="analyse" ?disabled=${this.source === undefined} @click=${() => void this.analyse()}>${phase === 'done' ? 'Analyse again' : 'Analyse the game'}</button>`
      }
      <p class="message ${phase === 'failed' ? 'failed' : ''}" role="status">${message(state) || nothing}</p>
    </fieldset>`;
  }
}

/** The line under the panel, in the play page's words. */
function message({ phase, setting, error }: AnalysisState): string {
  if (phase === 'running') return `Analysing the game (${setting})…`;
  if (phase === 'done')
    return `Analysed (${setting}): the graph and the verdicts are in the replay.`;
  if (phase === 'cancelled') return 'Analysis cancelled.';
  if (phase === 'failed') return `The analysis failed: ${error?.message ?? ''}`;
  return '';
}

declare global {
  interface HTMLElementTagNameMap {
    'antarctica-analyse-game': AntarcticaAnalyseGame;
  }
  interface HTMLElementEventMap {
    'antarctica-analysed': CustomEvent<AntarcticaAnalysedDetail>;
  }
}
