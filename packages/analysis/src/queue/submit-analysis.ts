import { checkReachable, connectionOf, type QueueAddress } from '@antarctica-game/bots';
import { Job, Queue, QueueEvents } from 'bullmq';
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

/** How often the submitter asks for every job it has not heard about (a lost event). */
const RECHECK_MS = 5_000;

/**
 * Analyses records on a BullMQ queue: `texts` (one formatted record each) are cut into jobs of
 * `jobRecords` records, added (a job already there from an earlier run of the same records and
 * options keeps its state, so a submitter started again collects what was done meanwhile), and
 * the steps that `antarctica-analyse worker` processes return are collected until every job has
 * finished. A job that failed before is tried again by a new run. The run's jobs are removed at
 * the end, and the queue's keys with them once it holds no job.
 */
export async function analyseOnQueue(
  texts: readonly string[],
  options: AnalysisJob['options'],
  settings: QueueAnalysisOptions,
): Promise<QueueAnalysis> {
  await checkReachable(settings.queue);
  const run = analysisKey(texts, options, settings.jobRecords);
  const firsts: number[] = [];
  for (let first = 0; first < texts.length; first += settings.jobRecords) firsts.push(first);
  const recordsOf = (first: number): number[] =>
    texts.slice(first, first + settings.jobRecords).map((_, offset) => first + offset);
  const connection = connectionOf(settings.queue);
  const queue = new Queue<AnalysisJob, AnalysisJobResult>(settings.queue.name, { connection });
  const events = new QueueEvents(settings.queue.name, { connection });
  queue.on('error', () => {});
  events.on('error', () => {});
  const result: QueueAnalysis = { steps: new Map(), failed: [] };
  const pending = new Map(firsts.map((first) => [analysisJobId(run, first), first]));
  let done = 0;
  try {
    await events.waitUntilReady();
    for (let from = 0; from < firsts.length; from += 1000)
      await queue.addBulk(
        firsts.slice(from, from + 1000).map((first) => ({
          name: 'records',
          data: { run, text: texts.slice(first, first + settings.jobRecords).join(''), options },
          opts: {
            jobId: analysisJobId(run, first),
            attempts: settings.attempts ?? 3,
            backoff: { type: 'fixed', delay: 500 },
          },
        })),
      );
    let woken: (() => void) | null = null;
    const heard = new Set<string>();
    const wake = ({ jobId: id }: { jobId: string }): void => {
      if (!pending.has(id)) return;
      heard.add(id);
      woken?.();
    };
    events.on('completed', wake);
    events.on('failed', wake);
    // A run started again retries the jobs that failed before (the failure may have been a
    // machine's); after that, every job is asked about when an event says it finished, and all
    // of them every few seconds (an event can be lost).
    let toCheck = [...pending.keys()];
    let retryFailed = true;
    let lastCheck = Date.now();
    while (pending.size > 0) {
      for (const id of toCheck) {
        const first = pending.get(id);
        if (first === undefined) continue;
        // The state first, then the job: a job read while active and found completed a moment
        // later has no return value yet in the copy read (a finished job no longer changes).
        const state = await queue.getJobState(id);
        const job =
          state === 'unknown'
            ? undefined
            : await Job.fromId<AnalysisJob, AnalysisJobResult>(queue, id);
        if (job === undefined || (state !== 'completed' && state !== 'failed')) continue;
        if (state === 'failed' && retryFailed) {
          await job.retry('failed');
          continue;
        }
        pending.delete(id);
        if (state === 'failed')
          result.failed.push({
            records: recordsOf(first),
            attempts: job.attemptsMade,
            message: job.failedReason,
          });
        else
          for (const [offset, steps] of decodeSteps(job.returnvalue).entries())
            result.steps.set(first + offset, steps);
        done += recordsOf(first).length;
        settings.onProgress?.(done, texts.length);
      }
      retryFailed = false;
      if (pending.size === 0) break;
      if (heard.size === 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((resolve) => {
          woken = resolve;
          timer = setTimeout(resolve, Math.max(0, lastCheck + RECHECK_MS - Date.now()));
        });
        clearTimeout(timer);
        woken = null;
      }
      if (heard.size > 0 && Date.now() - lastCheck < RECHECK_MS) toCheck = [...heard];
      else {
        toCheck = [...pending.keys()];
        lastCheck = Date.now();
      }
      heard.clear();
    }
    if (settings.keepJobs !== true) {
      for (const first of firsts) await queue.remove(analysisJobId(run, first));
      const counts = await queue.getJobCounts();
      if (Object.values(counts).every((count) => count === 0))
        await queue.obliterate({ force: true });
    }
    return result;
  } finally {
    await events.close();
    await queue.close();
  }
}
