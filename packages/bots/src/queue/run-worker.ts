import { hostname } from 'node:os';
import { type Job, Worker } from 'bullmq';
import type { StudyJob } from './job-plan.js';
import { type JobResult, playJob } from './play-job.js';
import { checkReachable, connectionOf, type QueueAddress } from './queue-connection.js';

/** How a queue worker runs (see {@link runJobWorker}). */
export type QueueWorkerOptions = JobWorkerOptions<StudyJob>;

/** How a worker of any queue runs. */
export interface JobWorkerOptions<Data> {
  /**
   * Milliseconds after which a job whose worker stopped renewing its lock (killed, lost its
   * network) is handed to another worker (BullMQ's `lockDuration` and `stalledInterval`;
   * default 30,000).
   */
  stalledMs?: number;
  /** Stops the worker: it finishes the job it is playing, then returns. */
  signal?: AbortSignal;
  /** Called after each job the worker finished or failed. */
  onJob?: (job: Data, outcome: 'completed' | 'failed', error?: Error) => void;
}

/** How many times a job is handed out again after its worker stopped answering. */
const MAX_STALLED = 20;

/**
 * Takes jobs from the queue and plays them, one at a time (a worker is one core: start one per
 * core, on as many machines as you like), until `signal` stops it.
 */
export async function runQueueWorker(
  address: QueueAddress,
  options: QueueWorkerOptions = {},
): Promise<void> {
  await runJobWorker<StudyJob, JobResult>(address, playJob, options);
}

/**
 * Runs a worker of any queue of the project: takes jobs one at a time and hands each one's data
 * to `process`, whose result the queue stores as JSON, until `signal` stops it. `process` must
 * give the event loop a turn every few seconds (the job's lock is renewed there). The analysis's
 * queue (`antarctica-analyse worker`) runs on this too.
 */
export async function runJobWorker<Data, Result>(
  address: QueueAddress,
  process: (data: Data) => Promise<Result>,
  options: JobWorkerOptions<Data> = {},
): Promise<void> {
  await checkReachable(address);
  const stalledMs = options.stalledMs ?? 30_000;
  const worker = new Worker<Data, Result>(
    address.name,
    async (job: Job<Data, Result>) => process(job.data),
    {
      connection: connectionOf(address),
      concurrency: 1,
      lockDuration: stalledMs,
      stalledInterval: stalledMs,
      maxStalledCount: MAX_STALLED,
      name: `${hostname()}:${globalThis.process.pid}`,
      autorun: false,
    },
  );
  worker.on('completed', (job) => options.onJob?.(job.data, 'completed'));
  worker.on('failed', (job, error) => {
    if (job !== undefined) options.onJob?.(job.data, 'failed', error);
  });
  // A lost connection is retried by ioredis; BullMQ reports it here instead of throwing.
  worker.on('error', () => {});
  const stop = (): void => {
    void worker.close();
  };
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  try {
    await worker.run();
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await worker.close();
  }
}
