import { Worker } from 'node:worker_threads';
import { formatRecords, type GameRecord } from '@antarctica-game/notation';
import type { GameAnalysis } from '../analysis-types.js';
import { finishGame, prepareGame, type StepResult, stepsOf } from '../game-steps.js';

/** What a worker is given: the record's text, the options as data, and its steps. */
export interface WorkerTask {
  /** The record alone, formatted (a worker replays it from this text: the same moves as here). */
  text: string;
  /** The analysis options (data only). */
  options: { budget?: number; seed?: number | string; luckSamples?: number; luckDraws?: number };
  /** The steps this worker analyses (-1 the set-up, else move indexes). */
  steps: number[];
}

/**
 * Analyses `record` in `workers` worker threads, the steps dealt in turn so that
 * each worker gets early and late moves. Every step has its own seed, so the analysis is the same
 * as in one thread, whatever the number of workers.
 */
export async function analyseInWorkers(
  record: GameRecord,
  options: WorkerTask['options'],
  workers: number,
  onProgress: (done: number, total: number) => void,
): Promise<GameAnalysis> {
  const game = prepareGame(record, options);
  const steps = stepsOf(game);
  const text = `${formatRecords([record])}\n`;
  const results: StepResult[] = [];
  const shares = Array.from({ length: Math.min(workers, steps.length) }, (_, worker) =>
    steps.filter((_, position) => position % workers === worker),
  );
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const task: WorkerTask = { text, options, steps: share };
          const worker = new Worker(new URL('./analyse-worker.js', import.meta.url), {
            workerData: task,
          });
          worker.on('message', (result: StepResult) => {
            results.push(result);
            onProgress(results.length, steps.length);
          });
          worker.on('error', reject);
          worker.on('exit', (code) =>
            code === 0
              ? resolve()
              : reject(new Error(`an analysis worker stopped (exit code ${code})`)),
          );
        }),
    ),
  );
  return finishGame(game, results);
}
