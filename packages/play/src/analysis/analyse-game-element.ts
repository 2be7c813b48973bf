// <antarctica-analyse-game>: where a person asks for an analysis of a game. The analysis runs in
// Web Workers (the analysis package's worker, through its client), so taps go on being answered;
// a progress bar, a cancel button, a quick and a thorough setting.
import {
  type AnalysisJob,
  type AnalysisJobResult,
  type AnalysisWorkerLike,
  type StartAnalysisOptions,
  startAnalysis,
} from '@antarctica-game/analysis/client';
import { html, LitElement, nothing } from 'lit';
import { analyseGameStyles } from './analyse-game-styles.js';
import { analysisWorkerCount, createAnalysisWorker } from './analysis-worker-factory.js';

/** The detail of an `antarctica-analysed` event. */
export interface AntarcticaAnalysedDetail extends AnalysisJobResult {
  /** The setting it ran at. */
  setting: 'quick' | 'thorough';
}

/** Where the element is. */
type Phase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

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
    phase: { state: true },
    done: { state: true },
    total: { state: true },
    message: { state: true },
  };

  /** The record to analyse: its text, or a function that gives it when the person asks. */
  declare source: string | (() => string | Promise<string>) | undefined;
  /** Makes an analysis worker (default: the play page's, bundled by Vite). */
  declare createWorker: () => AnalysisWorkerLike;
  /** How many workers share the moves (default: 2 where the device has two cores, else 1). */
  declare workers: number;
  /** The setting picked: `quick` (default) or `thorough`. */
  declare setting: 'quick' | 'thorough';
  declare protected phase: Phase;
  declare protected done: number;
  declare protected total: number;
  declare protected message: string;

  #job: AnalysisJob | null = null;

  constructor() {
    super();
    this.createWorker = createAnalysisWorker;
    this.workers = analysisWorkerCount();
    this.setting = 'quick';
    this.phase = 'idle';
    this.done = 0;
    this.total = 0;
    this.message = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#job?.cancel();
  }

  /** Starts the analysis (what the button does); a running one goes on. */
  async analyse(): Promise<void> {
    if (this.phase === 'running' || this.source === undefined) return;
    const setting = this.setting;
    this.phase = 'running';
    this.done = 0;
    this.total = 0;
    this.message = `Analysing the game (${setting})…`;
    let text: string;
    try {
      text = typeof this.source === 'string' ? this.source : await this.source();
    } catch (error) {
      this.#fail(error);
      return;
    }
    const options: StartAnalysisOptions = {
      createWorker: this.createWorker,
      setting,
      workers: this.workers,
      onProgress: (done, total) => {
        this.done = done;
        this.total = total;
      },
    };
    const job = startAnalysis(text, options);
    this.#job = job;
    try {
      const result = await job.result;
      if (this.#job !== job) return;
      this.phase = 'done';
      this.message = `Analysed (${setting}): the graph and the verdicts are in the replay.`;
      this.dispatchEvent(
        new CustomEvent<AntarcticaAnalysedDetail>('antarctica-analysed', {
          detail: { ...result, setting },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (error) {
      if (this.#job !== job) return;
      if ((error as { code?: string }).code === 'cancelled') {
        this.phase = 'cancelled';
        this.message = 'Analysis cancelled.';
      } else this.#fail(error);
    } finally {
      if (this.#job === job) this.#job = null;
    }
  }

  /** Stops a running analysis (what the cancel button does). */
  cancel(): void {
    this.#job?.cancel();
  }

  #fail(error: unknown): void {
    this.phase = 'failed';
    this.message = `The analysis failed: ${error instanceof Error ? error.message : String(error)}`;
  }

  protected override render() {
    const running = this.phase === 'running';
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
              <progress max=${this.total || 1} value=${this.done} aria-label="Analysis progress"></progress>
              <span class="count">${this.total === 0 ? 'Starting…' : `${this.done} of ${this.total} moves`}</span>
              <button type="button" class="cancel" @click=${() => this.cancel()}>Cancel the analysis</button>
            </div>`
          : html`<button type="button" class="analyse" ?disabled=${this.source === undefined} @click=${() => void this.analyse()}>${this.phase === 'done' ? 'Analyse again' : 'Analyse the game'}</button>`
      }
      <p class="message ${this.phase === 'failed' ? 'failed' : ''}" role="status">${this.message || nothing}</p>
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'antarctica-analyse-game': AntarcticaAnalyseGame;
  }
  interface HTMLElementEventMap {
    'antarctica-analysed': CustomEvent<AntarcticaAnalysedDetail>;
  }
}
