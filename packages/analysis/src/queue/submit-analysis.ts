import { checkReachable, collectQueueJobs, type QueueAddress } from '@antarctica-game/bots';
import type { StepResult } from '../game-steps.js';
import {
  type AnalysisJob,
  type AnalysisJobResult,
  analysisJobId,
  analysisKey,
  decodeSteps,
} from './analysis-job.js';

/** How records are analysed on a queue. */
export interface QueueAnalysisOptions {
  /** Where the queue is. */
  queue: QueueAddress;
  /** Records per job. */
  jobRecords: number;
  /** Leave the run's jobs in Redis when it is done (default: remove them). */
  keepJobs?: boolean;
  /** Tries per job before it counts as failed (default 3). */
  attempts?: number;
  /** Called as jobs finish: records done of all. */
  onProgress?: (done: number, total: number) => void;
}

/** The steps of each record (by position in the texts given), and the jobs that failed. */
export interface QueueAnalysis {
  steps: Map<number, StepResult[]>;
  /** Jobs that failed on every try: their records' positions and the last error. */
  failed: Array<{ records: number[]; attempts: number; message: string }>;
}

/**
 * Analyses records on a BullMQ queue: `texts` (one formatted record each) are cut into jobs of
 * `jobRecords` records, added (a job already there from an earlier run of the same records and
 * options keeps its state, so a submitter started again collects what was done meanwhile), and
 * the steps that `antarctica-analyse worker` processes return are collected until every job has
 * finished, by the bots' queue collector (`collectQueueJobs`, the one `antarctica-sim` uses). A
 * job that failed before is tried again by a new run. The run's jobs are removed at the end, and
 * the queue's keys with them once it holds no job.
 */
export async function analyseOnQueue(
  texts: readonly string[],
  options: AnalysisJob['options'],
  settings: QueueAnalysisOptions,
): Promise<QueueAnalysis> {
  await checkReachable(settings.queue);
  const run = analysisKey(texts, options, settings.jobRecords);
  const jobs: Array<{ id: string; name: string; data: AnalysisJob; first: number }> = [];
  for (let first = 0; first < texts.length; first += settings.jobRecords)
    jobs.push({
      id: analysisJobId(run, first),
      name: 'records',
      data: { run, text: texts.slice(first, first + settings.jobRecords).join(''), options },
      first,
    });
  const recordsOf = (first: number): number[] =>
    texts.slice(first, first + settings.jobRecords).map((_, offset) => first + offset);
  const result: QueueAnalysis = { steps: new Map(), failed: [] };
  let done = 0;
  const finished = (first: number): void => {
    done += recordsOf(first).length;
    settings.onProgress?.(done, texts.length);
  };
  await collectQueueJobs<(typeof jobs)[number], AnalysisJobResult>({
    queue: settings.queue,
    jobs,
    ...(settings.attempts !== undefined && { attempts: settings.attempts }),
    ...(settings.keepJobs !== undefined && { keepJobs: settings.keepJobs }),
    onCompleted: ({ first }, returned) => {
      for (const [offset, steps] of decodeSteps(returned).entries())
        result.steps.set(first + offset, steps);
      finished(first);
    },
    onFailed: ({ first }, failure) => {
      result.failed.push({ records: recordsOf(first), ...failure });
      finished(first);
    },
  });
  return result;
}
