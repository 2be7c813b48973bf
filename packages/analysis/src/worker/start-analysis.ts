import { AnalysisError } from '../analysis-error.js';
import { ANALYSIS_PRESETS, type AnalysisSetting } from '../analysis-presets.js';
import type { GameAnalysis } from '../analysis-types.js';
import type { StepResult } from '../game-steps.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

// The page's side of an analysis in Web Workers. It loads nothing of the analysis (type imports
// and the presets only), so a page's main thread stays light; the worker is made by the caller,
// because only the app's bundler knows the worker's address.

/** The parts of a `Worker` the client uses (a DOM `Worker` fits, and a test's stand-in). */
export interface AnalysisWorkerLike {
  /** Sends a request to the worker. */
  postMessage(message: WorkerRequest): void;
  /** Hears the worker's replies. */
  addEventListener(type: 'message', listener: (event: { data: WorkerReply }) => void): void;
  /** Hears the worker fail to load or throw. */
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  /** Stops the worker at once (a cancel). */
  terminate(): void;
}

/** Options of {@link startAnalysis}. */
export interface StartAnalysisOptions {
  /**
   * Makes one analysis worker, e.g. with Vite
   * `() => new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' })`
   * where that file is `import '@antarctica-game/analysis/worker';`.
   */
  createWorker: () => AnalysisWorkerLike;
  /** `quick` or `thorough` (default `quick`): see `ANALYSIS_PRESETS`. */
  setting?: AnalysisSetting;
  /** The seed (default 0): the same record, setting and seed give the same analysis. */
  seed?: number | string;
  /** Which record of the text (default 0, the first). */
  record?: number;
  /** How many workers share the moves (default 1); the analysis is the same for any number. */
  workers?: number;
  /** Called as steps are done, with how many of how many (the set-up and each move). */
  onProgress?: (done: number, total: number) => void;
}

/** The analysis a job gives: the analysed record's text and the analysis as data. */
export interface AnalysisJobResult {
  /** The record with its analysis written in (an ordinary `.agn`). */
  text: string;
  /** The analysis. */
  analysis: GameAnalysis;
}

/** A running analysis. */
export interface AnalysisJob {
  /**
   * The analysis; rejects with an `AnalysisError`: `invalid-record` (its `errors` hold the
   * notation's), `cancelled`, or `worker-failed`.
   */
  readonly result: Promise<AnalysisJobResult>;
  /** Stops the analysis now (the workers are terminated) and rejects `result` as `cancelled`. */
  cancel(): void;
}

/** An {@link AnalysisError} that carries the record's errors (for `invalid-record`). */
export class AnalysisJobError extends AnalysisError {
  /** The notation's errors of a record that did not parse or replay, else empty. */
  readonly errors: Extract<WorkerReply, { type: 'failed' }>['errors'];

  constructor(reply: Extract<WorkerReply, { type: 'failed' }>) {
    super(reply.code, reply.message);
    this.name = 'AnalysisJobError';
    this.errors = reply.errors;
  }
}

/**
 * Analyses a record's text in Web Workers, off the page's thread: progress as each step is done,
 * `cancel()` terminates the workers at once. With several workers, the steps are dealt among
 * them and the first puts the analysis together.
 */
export function startAnalysis(text: string, options: StartAnalysisOptions): AnalysisJob {
  const count = Math.max(1, Math.floor(options.workers ?? 1));
  const preset = ANALYSIS_PRESETS[options.setting ?? 'quick'];
  const workers: AnalysisWorkerLike[] = [];
  let settled = false;
  let settle: { resolve(value: AnalysisJobResult): void; reject(error: Error): void };
  const result = new Promise<AnalysisJobResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const stop = (): void => {
    for (const worker of workers) worker.terminate();
  };
  const fail = (error: Error): void => {
    if (settled) return;
    settled = true;
    stop();
    settle.reject(error);
  };
  const results: StepResult[] = [];
  let total = 0;
  let sharesDone = 0;
  for (let index = 0; index < count; index++) {
    const worker = options.createWorker();
    workers.push(worker);
    worker.addEventListener('error', (event) =>
      fail(
        new AnalysisError(
          'worker-failed',
          `an analysis worker failed: ${event.message || 'it did not start'}`,
        ),
      ),
    );
    worker.addEventListener('message', ({ data: reply }) => {
      if (settled) return;
      if (reply.type === 'ready') {
        total = reply.steps;
        options.onProgress?.(results.length, total);
      } else if (reply.type === 'step') {
        results.push(reply.result);
        options.onProgress?.(results.length, total);
      } else if (reply.type === 'share-done') {
        if (++sharesDone === count) workers[0]?.postMessage({ type: 'finish', results });
      } else if (reply.type === 'done') {
        settled = true;
        stop();
        settle.resolve({ text: reply.text, analysis: reply.analysis });
      } else fail(new AnalysisJobError(reply));
    });
    worker.postMessage({
      type: 'analyse',
      text,
      record: options.record ?? 0,
      options: { ...preset, ...(options.seed !== undefined && { seed: options.seed }) },
      share: { index, of: count },
    });
  }
  return {
    result,
    cancel: () => fail(new AnalysisError('cancelled', 'the analysis was cancelled')),
  };
}
