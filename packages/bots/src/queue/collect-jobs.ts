import { Job, Queue, QueueEvents } from 'bullmq';
import { connectionOf, type QueueAddress } from './queue-connection.js';

// The submitter's side of every queue run of the toolkit (a study of `antarctica-sim`, the
// records of `antarctica-analyse`): add the run's jobs, then collect what the workers return
// until every job has finished. Which jobs, and what a result means, is the caller's.

/** One job of a run: its id (the same for the same work, so a run started again finds it). */
export interface QueueJobSpec<Data> {
  /** The job's id in the queue. */
  id: string;
  /** The job's name (what the workers see as its kind). */
  name: string;
  /** What the worker is given. */
  data: Data;
}

/** A job that failed on every try. */
export interface QueueJobFailure {
  /** How many times it was tried. */
  attempts: number;
  /** The error of its last try, as the worker reported it. */
  message: string;
}

/**
 * How {@link collectQueueJobs} runs: `Spec` is the caller's job (it may carry more than the queue
 * needs, e.g. which records it holds), `Result` what a worker returns.
 */
export interface CollectJobsOptions<Spec extends QueueJobSpec<unknown>, Result> {
  /** Where the queue is. */
  queue: QueueAddress;
  /** The run's jobs (a job already in the queue from an earlier run keeps its state). */
  jobs: readonly Spec[];
  /** Tries per job before it counts as failed (default 3). */
  attempts?: number;
  /** Leave the run's jobs in Redis when every one has finished (default: remove them). */
  keepJobs?: boolean;
  /** Stops collecting (the jobs stay in the queue, for a later run to collect). */
  signal?: AbortSignal;
  /** A job's result, once, as it is collected. */
  onCompleted(job: Spec, result: Result): void;
  /** A job that failed on every try, once (its work is missing from the run's result). */
  onFailed(job: Spec, failure: QueueJobFailure): void;
}

/** How often the submitter asks for the jobs it heard nothing about (a lost event). */
const RECHECK_MS = 5_000;

/**
 * Adds a run's jobs to a BullMQ queue and collects each job's outcome as workers finish it, until
 * every job has finished or the signal stops the run. A job that failed in an earlier run is tried
 * again (a failure may have been the machine's); after that, a job is asked about when an event
 * says it finished, and every job every few seconds (an event can be lost). A finished run's jobs
 * are removed (unless `keepJobs`), and the queue's own keys with them once it holds no job.
 *
 * @returns `true` when every job finished, `false` when the signal stopped the run first.
 */
export async function collectQueueJobs<Spec extends QueueJobSpec<unknown>, Result>(
  options: CollectJobsOptions<Spec, Result>,
): Promise<boolean> {
  type Data = Spec['data'];
  const connection = connectionOf(options.queue);
  const queue = new Queue<Data, Result>(options.queue.name, { connection });
  const events = new QueueEvents(options.queue.name, { connection });
  queue.on('error', () => {});
  events.on('error', () => {});
  const pending = new Map(options.jobs.map((job) => [job.id, job]));
  try {
    await events.waitUntilReady();
    for (let from = 0; from < options.jobs.length; from += 1000)
      await queue.addBulk(
        options.jobs.slice(from, from + 1000).map(({ id, name, data }) => ({
          name,
          data,
          opts: {
            jobId: id,
            attempts: options.attempts ?? 3,
            backoff: { type: 'fixed', delay: 500 },
          },
        })) as Parameters<typeof queue.addBulk>[0],
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
    const stopped = (): boolean => options.signal?.aborted === true;
    const onAbort = (): void => woken?.();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let toCheck = [...pending.keys()];
    let retryFailed = true;
    let lastCheck = Date.now();
    try {
      while (pending.size > 0 && !stopped()) {
        for (const id of toCheck) {
          if (stopped()) break;
          const spec = pending.get(id);
          if (spec === undefined) continue;
          // The state first, then the job: a job read while active and found completed a moment
          // later has no return value yet in the copy read (a finished job no longer changes).
          const state = await queue.getJobState(id);
          if (state !== 'completed' && state !== 'failed') continue;
          const job = await Job.fromId<Data, Result>(queue, id);
          if (job === undefined) continue;
          if (state === 'failed' && retryFailed) {
            await job.retry('failed');
            continue;
          }
          pending.delete(id);
          if (state === 'completed') options.onCompleted(spec, job.returnvalue);
          else options.onFailed(spec, { attempts: job.attemptsMade, message: job.failedReason });
        }
        retryFailed = false;
        if (pending.size === 0 || stopped()) break;
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
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
    }
    if (pending.size > 0) return false;
    if (options.keepJobs !== true) {
      for (const { id } of options.jobs) await queue.remove(id);
      const counts = await queue.getJobCounts();
      if (Object.values(counts).every((count) => count === 0))
        await queue.obliterate({ force: true });
    }
    return true;
  } finally {
    await events.close();
    await queue.close();
  }
}
