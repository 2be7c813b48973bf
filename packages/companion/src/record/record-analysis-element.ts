// `<antarctica-record-analysis>`: the analysis a group asks for at the end of a recorded game.
// It runs in Web Workers (the analysis package's worker), so the screen keeps answering taps; a
// quick and a thorough setting, a progress bar, a cancel button, then the summary per player and
// the analysed record, to export or to watch in the replay viewer. What runs, its progress and
// how it ended are the analysis package's `AnalysisController`; this element is its view.
import {
  AnalysisController,
  type AnalysisRun,
  type AnalysisSetting,
  type AnalysisWorkerLike,
  analysisWorkerCount,
} from '@antarctica-game/analysis/client';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { download } from '../components/share-result.js';
import { type RecordMessages, recordEn } from '../i18n/record-messages.js';
import { analysisSummary } from './analysis-summary.js';
import { createAnalysisWorker } from './analysis-worker-factory.js';
import { recordAnalysisStyles } from './record-analysis-styles.js';

/**
 * An analysis done: of which record text, at which setting, and what it gave (the analysed record,
 * an ordinary `.agn` with `[%eval]` comments and summary tags, and the analysis as data).
 */
export type RecordAnalysed = AnalysisRun;

/**
 * The analysis of a finished recording, asked for by the players.
 *
 * @fires record-analysed - `CustomEvent<RecordAnalysed>` (bubbles, composed) when an analysis is done.
 * @fires record-watch-analysed - `CustomEvent<RecordAnalysed>` (bubbles, composed): the players
 * ask to watch the analysed record in the replay viewer.
 * @tagname antarctica-record-analysis
 */
export class AntarcticaRecordAnalysis extends LitElement {
  static override properties = {
    text: { attribute: false },
    names: { attribute: false },
    words: { attribute: false },
    fileName: { attribute: false },
    result: { attribute: false },
    createWorker: { attribute: false },
    workers: { type: Number },
    setting: { reflect: true },
  };

  static override styles = recordAnalysisStyles;

  /** The record's text to analyse. */
  declare text: string | undefined;
  /** The players' names by seat. */
  declare names: readonly string[];
  declare words: RecordMessages;
  /** The name of the analysed record's file. */
  declare fileName: string;
  /** The analysis done (kept by the recorder, so that watching it and coming back keeps it). */
  declare result: RecordAnalysed | undefined;
  /** Makes an analysis worker (default: the app's, bundled apart). */
  declare createWorker: () => AnalysisWorkerLike;
  /** How many workers share the moves (default: 2 where the device has two cores, else 1). */
  declare workers: number;
  /** The setting picked: `quick` (default) or `thorough`. */
  declare setting: AnalysisSetting;

  // The workers are made by `createWorker` as it is when an analysis starts (a test swaps it).
  readonly #analysis = new AnalysisController({ createWorker: () => this.createWorker() }, this);

  constructor() {
    super();
    this.names = [];
    this.words = recordEn;
    this.fileName = 'antarctica.analysed.agn';
    this.createWorker = createAnalysisWorker;
    this.workers = analysisWorkerCount();
    this.setting = 'quick';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A correction after the end changes the record: an analysis of the old one stops.
    if (changed.has('text') && changed.get('text') !== undefined) this.cancel();
  }

  /** Starts the analysis (what the button does); a running one goes on. */
  async analyse(): Promise<void> {
    const text = this.text;
    if (text === undefined) return;
    const run = await this.#analysis.analyse(text, {
      setting: this.setting,
      workers: this.workers,
    });
    if (run === undefined) return;
    this.result = run;
    this.#emit('record-analysed', run);
  }

  /** Stops a running analysis (what the cancel button does): its workers are terminated. */
  cancel(): void {
    // At once, not when the analysis's promise settles: the panel is usable again on this update.
    this.#analysis.cancel();
  }

  #emit(type: string, detail: RecordAnalysed): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #cancelled = async () => {
    this.cancel();
    await this.updateComplete;
    // The cancel button is gone: the keyboard's focus goes to the button that starts again.
    this.renderRoot.querySelector<HTMLButtonElement>('button.analyse')?.focus();
  };

  protected override render() {
    const words = this.words.analysis;
    const { phase, done, total, error } = this.#analysis.state;
    const running = phase === 'running';
    const result = this.result?.source === this.text ? this.result : undefined;
    const choose = (event: Event) => {
      this.setting = (event.target as HTMLInputElement).value as AnalysisSetting;
    };
    const radio = (value: AnalysisSetting) =>
      html`<label><input type="radio" name="setting" value=${value} .checked=${this.setting === value} ?disabled=${running} @change=${choose} />${words[value]}</label>`;
    const status =
      phase === 'cancelled'
        ? words.cancelled
        : phase === 'failed'
          ? words.failed(error?.message ?? '')
          : '';
    return html`<section class="analysis" aria-labelledby="analysis-title">
      <h3 id="analysis-title">${words.title}</h3>
      <p>${words.intro}</p>
      <fieldset>
        <legend>${words.setting}</legend>
        ${radio('quick')} ${radio('thorough')}
      </fieldset>
      ${
        running
          ? html`<div class="running">
              <progress max=${total || 1} value=${done} aria-label=${words.progressLabel}></progress>
              <span class="count">${total === 0 ? words.starting : words.progress(done, total)}</span>
              <button type="button" class="cancel" @click=${this.#cancelled}>${words.cancel}</button>
            </div>`
          : html`<button type="button" class="analyse" ?disabled=${this.text === undefined} @click=${() => void this.analyse()}>${result === undefined ? words.analyse : words.again}</button>`
      }
      <p class="status ${phase === 'failed' ? 'failed' : ''}" role="status">${status || nothing}</p>
      ${
        result === undefined
          ? nothing
          : html`${analysisSummary(result.analysis, this.names, words, this.words.language, words[result.setting])}
            <div class="bar">
              <button type="button" @click=${() => download(new Blob([result.text], { type: 'text/plain' }), this.fileName)}>${words.exportAnalysed}</button>
              <button type="button" @click=${() => this.#emit('record-watch-analysed', result)}>${words.watchAnalysed}</button>
            </div>`
      }
    </section>`;
  }
}

customElements.get('antarctica-record-analysis') ??
  customElements.define('antarctica-record-analysis', AntarcticaRecordAnalysis);

declare global {
  interface HTMLElementTagNameMap {
    'antarctica-record-analysis': AntarcticaRecordAnalysis;
  }
}
