import { hostname } from 'node:os';
import { type Job, Worker } from 'bullmq';
import type { StudyJob } from './job-plan.js';
import { type JobResult, playJob } from './play-job.js';
import { checkReachable, connectionOf, type QueueAddress } from './queue-connection.js';

/** How a queue worker runs. */
export interface QueueWorkerOptions {
  /**
   * Milliseconds after which a job whose worker stopped renewing its lock (killed, lost its
   * network) is handed to another worker (BullMQ's `lockDuration` and `stalledInterval`;
   * default 30,000).
   */
  stalledMs?: number;
  /** Stops the worker: it finishes the job it is playing, then returns. */
  signal?: AbortSignal;
  /** Called after each job the worker finished or failed. */
  onJob?: (job: StudyJob, outcome: 'completed' | 'failed', error?: Error) => void;
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
  await checkReachable(address);
  const stalledMs = options.stalledMs ?? 30_000;
  const worker = new Worker<StudyJob, JobResult>(
    address.name,
    async (job: Job<StudyJob, JobResult>) => playJob(job.data),
    {
      connection: connectionOf(address),
      concurrency: 1,
      lockDuration: stalledMs,
      stalledInterval: stalledMs,
      maxStalledCount: MAX_STALLED,
      name: `${hostname()}:${process.pid}`,
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
