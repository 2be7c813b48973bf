import { AnalysisError } from '../analysis-error.js';
import type { AnalysisSetting } from '../analysis-presets.js';
import type { GameAnalysis } from '../analysis-types.js';
import { type AnalysisJob, type AnalysisWorkerLike, startAnalysis } from './start-analysis.js';

// One analysis panel's logic, without its view: which analysis runs, its progress, its end (a
// result, a cancel or a failure), as state and events. The companion's record mode, the play
// page and the online page each draw it in their own words and styles over this controller, so
// that a fix to how an analysis starts, stops or fails lands in every panel at once.

/** Where a panel's analysis is: none yet, under way, or how the last one ended. */
export type AnalysisPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** An analysis done: of which record text, at which setting, and what it gave. */
export interface AnalysisRun {
  /** The record's text that was analysed. */
  source: string;
  /** The setting it ran at. */
  setting: AnalysisSetting;
  /** The analysed record (an ordinary `.agn` with `[%eval]` comments and summary tags). */
  text: string;
  /** The analysis as data. */
  analysis: GameAnalysis;
}

/** What a view draws: a snapshot, replaced (never changed in place) on every change. */
export interface AnalysisState {
  /** Where the analysis is. */
  readonly phase: AnalysisPhase;
  /** The setting of the analysis under way, or of the last one (`quick` before any). */
  readonly setting: AnalysisSetting;
  /** Steps done (the set-up and each move) of the analysis under way or last run. */
  readonly done: number;
  /** Steps in all; 0 until the workers have read the record. */
  readonly total: number;
  /** The last analysis that ended well (kept through a later cancel or failure). */
  readonly result: AnalysisRun | undefined;
  /**
   * Why the last analysis failed (`phase` is `failed`), with a stable `code`: `source-failed`
   * (the source threw; its error is the `cause`), `invalid-record` (an `AnalysisJobError` with the
   * notation's errors) or `worker-failed`.
   */
  readonly error: AnalysisError | undefined;
  /** What failed: `reading` the record (the source threw) or `analysing` it. */
  readonly failedWhile: 'reading' | 'analysing' | undefined;
}

/**
 * The record to analyse: its text, or a function that gives it when the analysis starts (say, a
 * fetch from a server), handed a signal that aborts when the analysis is cancelled.
 */
export type AnalysisSource = string | ((signal: AbortSignal) => string | Promise<string>);

/** Options of {@link AnalysisController}. */
export interface AnalysisControllerOptions {
  /** Makes one analysis worker (see `StartAnalysisOptions.createWorker`). */
  createWorker: () => AnalysisWorkerLike;
  /** How many workers share the moves (default {@link analysisWorkerCount}). */
  workers?: number;
  /** The seed (default 0): the same record, setting and seed give the same analysis. */
  seed?: number | string;
}

/** Options of one {@link AnalysisController.analyse}. */
export interface AnalyseOptions {
  /** `quick` (default) or `thorough`. */
  setting?: AnalysisSetting;
  /** How many workers share the moves (default: the controller's). */
  workers?: number;
  /** Which record of the text (default 0, the first). */
  record?: number;
}

/**
 * The parts of a Lit element (a `ReactiveControllerHost`) the controller uses, so that a Lit panel
 * draws again on every change and cancels its analysis when it leaves the page.
 */
export interface AnalysisControllerHost {
  /** Registers the controller (Lit then calls its `hostDisconnected`). */
  addController(controller: AnalysisController): void;
  /** Asks the host to draw again. */
  requestUpdate(): void;
}

/** Two workers where the device has the cores for them, else one: the same analysis either way. */
export function analysisWorkerCount(): number {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator
    ?.hardwareConcurrency;
  return Math.max(1, Math.min(2, cores || 1));
}

/** The analysis under way: its source's abort and, once the record is read, its job. */
interface Run {
  readonly reading: AbortController;
  job: AnalysisJob | undefined;
}

/**
 * A headless analysis panel: starts an analysis in Web Workers (through {@link startAnalysis}),
 * follows its progress, cancels it, and keeps how it ended, as an {@link AnalysisState} that
 * views draw. One analysis at a time: `analyse` while one runs does nothing. A Lit element
 * passes itself as `host` (the controller is then a reactive controller: the element draws again
 * on every change, and a running analysis stops when the element leaves the page); any other view
 * calls {@link AnalysisController.subscribe}.
 *
 * @example
 * ```ts
 * const analysis = new AnalysisController({
 *   createWorker: () =>
 *     new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' }),
 * });
 * analysis.subscribe(({ phase, done, total }) => console.log(phase, done, total));
 * const run = await analysis.analyse(recordText, { setting: 'thorough' });
 * if (run !== undefined) replay.text = run.text;
 * ```
 */
export class AnalysisController {
  readonly #options: AnalysisControllerOptions;
  readonly #host: AnalysisControllerHost | undefined;
  readonly #listeners = new Set<(state: AnalysisState) => void>();
  #state: AnalysisState = {
    phase: 'idle',
    setting: 'quick',
    done: 0,
    total: 0,
    result: undefined,
    error: undefined,
    failedWhile: undefined,
  };
  #run: Run | null = null;

  constructor(options: AnalysisControllerOptions, host?: AnalysisControllerHost) {
    this.#options = options;
    this.#host = host;
    host?.addController(this);
  }

  /** The panel's state now. */
  get state(): AnalysisState {
    return this.#state;
  }

  /** Whether an analysis is under way (its record being read included). */
  get running(): boolean {
    return this.#run !== null;
  }

  /** Calls `listener` with the new state on every change; returns the way to stop. */
  subscribe(listener: (state: AnalysisState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Analyses a record (what a panel's button does). Resolves with the analysis once done, or
   * `undefined` when it was cancelled, failed (see {@link AnalysisState.error}), or another
   * was under way (that one goes on). Never rejects.
   */
  async analyse(
    source: AnalysisSource,
    options: AnalyseOptions = {},
  ): Promise<AnalysisRun | undefined> {
    if (this.#run !== null) return undefined;
    const setting = options.setting ?? 'quick';
    const run: Run = { reading: new AbortController(), job: undefined };
    this.#run = run;
    this.#set({
      phase: 'running',
      setting,
      done: 0,
      total: 0,
      error: undefined,
      failedWhile: undefined,
    });
    let text: string;
    try {
      text = typeof source === 'string' ? source : await source(run.reading.signal);
    } catch (error) {
      this.#fail(run, error, 'reading');
      return undefined;
    }
    if (this.#run !== run) return undefined;
    const seed = this.#options.seed;
    run.job = startAnalysis(text, {
      createWorker: this.#options.createWorker,
      setting,
      workers: options.workers ?? this.#options.workers ?? analysisWorkerCount(),
      ...(options.record !== undefined && { record: options.record }),
      ...(seed !== undefined && { seed }),
      onProgress: (done, total) => {
        // Each worker says how many steps there are: a view hears of a change only.
        if (this.#run !== run || (done === this.#state.done && total === this.#state.total)) return;
        this.#set({ done, total });
      },
    });
    try {
      const { text: analysed, analysis } = await run.job.result;
      if (this.#run !== run) return undefined;
      this.#run = null;
      const result: AnalysisRun = { source: text, setting, text: analysed, analysis };
      this.#set({ phase: 'done', result });
      return result;
    } catch (error) {
      this.#fail(run, error, 'analysing');
      return undefined;
    }
  }

  /**
   * Stops the analysis under way at once (what a cancel button does): the record's reading is
   * aborted, the workers are terminated, and the phase is `cancelled` before this returns.
   *
   * @returns `true` if an analysis was under way.
   */
  cancel(): boolean {
    const run = this.#run;
    if (run === null) return false;
    this.#run = null;
    run.reading.abort();
    run.job?.cancel();
    this.#set({ phase: 'cancelled' });
    return true;
  }

  /** Lit calls this when the host element leaves the page: its analysis stops. */
  hostDisconnected(): void {
    this.cancel();
  }

  #fail(run: Run, error: unknown, failedWhile: 'reading' | 'analysing'): void {
    if (this.#run !== run) return;
    this.#run = null;
    this.#set({
      phase: 'failed',
      error:
        error instanceof AnalysisError
          ? error
          : new AnalysisError(
              failedWhile === 'reading' ? 'source-failed' : 'worker-failed',
              error instanceof Error ? error.message : String(error),
              { cause: error },
            ),
      failedWhile,
    });
  }

  #set(change: Partial<AnalysisState>): void {
    this.#state = { ...this.#state, ...change };
    this.#host?.requestUpdate();
    for (const listener of this.#listeners) listener(this.#state);
  }
}
