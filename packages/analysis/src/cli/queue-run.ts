import { formatRecords, type GameRecord } from '@antarctica-game/notation';
import type { StepResult } from '../game-steps.js';
import type { AnalysisJob } from '../queue/analysis-job.js';
import { DEFAULT_JOB_RECORDS } from '../queue/analysis-job.js';
import { analyseOnQueue } from '../queue/submit-analysis.js';
import { queueAddress } from './queue-cli.js';
import type { CliOptions } from './read-options.js';

/**
 * The steps of each record (by its index in the file) analysed on the queue of `--queue`, or the
 * error of the job that failed on every try.
 */
export async function queuedSteps(
  records: ReadonlyArray<{ index: number; record: GameRecord }>,
  settings: AnalysisJob['options'],
  options: CliOptions,
  onProgress: (done: number, total: number) => void,
): Promise<Map<number, StepResult[] | { failed: string; attempts: number }>> {
  const address = queueAddress(options.queue as string, options.queueName);
  // Each record formatted alone: a worker replays it from this text, the same moves as here.
  const texts = records.map(({ record }) => `${formatRecords([record])}\n`);
  const analysed = await analyseOnQueue(texts, settings, {
    queue: address,
    jobRecords: options.jobRecords ?? DEFAULT_JOB_RECORDS,
    ...(options.keepJobs === true && { keepJobs: true }),
    onProgress,
  });
  const byIndex = new Map<number, StepResult[] | { failed: string; attempts: number }>();
  for (const [position, steps] of analysed.steps)
    byIndex.set((records[position] as { index: number }).index, steps);
  for (const job of analysed.failed)
    for (const position of job.records)
      byIndex.set((records[position] as { index: number }).index, {
        failed: job.message,
        attempts: job.attempts,
      });
  return byIndex;
}
