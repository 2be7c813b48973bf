import { Queue } from 'bullmq';
import { checkReachable, connectionOf, type QueueAddress } from './queue-connection.js';

/** The states a queue job goes through, in the order `antarctica-sim status` lists them. */
export const JOB_STATES = [
  'waiting',
  'prioritized',
  'delayed',
  'active',
  'completed',
  'failed',
  'waiting-children',
] as const;

/** What `antarctica-sim status` reports of a queue. */
export interface QueueStatus {
  /** The queue's name. */
  queue: string;
  /** Jobs by state. */
  jobs: Record<(typeof JOB_STATES)[number], number>;
  /** The workers connected now, by name (`host:pid`). */
  workers: string[];
}

/** Counts a queue's jobs by state and lists its workers. */
export async function queueStatus(address: QueueAddress): Promise<QueueStatus> {
  await checkReachable(address);
  // A look writes nothing: without skipMetasUpdate a Queue writes the queue's meta key once it is
  // connected, at a moment of its own (it came after a check-and-delete of ours and stayed behind
  // on an empty queue).
  const queue = new Queue(address.name, {
    connection: connectionOf(address),
    skipMetasUpdate: true,
  });
  queue.on('error', () => {});
  try {
    const counts = await queue.getJobCounts(...JOB_STATES);
    const workers = await queue.getWorkers();
    return {
      queue: address.name,
      jobs: Object.fromEntries(
        JOB_STATES.map((state) => [state, counts[state] ?? 0]),
      ) as QueueStatus['jobs'],
      // A worker's connection is named `bull:<queue>:w:<worker name>`.
      workers: workers
        .map((worker) => String(worker.rawname ?? worker.name).replace(/^.*?:w:/, ''))
        .sort(),
    };
  } finally {
    await queue.close();
  }
}

/**
 * Removes every job of a queue and the queue's own keys (a run abandoned for good); workers that
 * are still connected keep waiting for new jobs.
 */
export async function clearQueue(address: QueueAddress): Promise<void> {
  await checkReachable(address);
  // No meta key written after the obliteration either (see queueStatus).
  const queue = new Queue(address.name, {
    connection: connectionOf(address),
    skipMetasUpdate: true,
  });
  queue.on('error', () => {});
  try {
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
  }
}
