import { queueDataKeys } from '@antarctica-game/foundation/queue-processes';
import {
  type RedisService,
  startRedisService,
  stopServices,
} from '@antarctica-game/foundation/services';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectQueueJobs, type QueueJobSpec } from './collect-jobs.js';
import { connectionOf, type QueueAddress } from './queue-connection.js';

// The collector against a real Redis, with a BullMQ worker in this process: the loop both queue
// commands run on (their own tests run it through the built commands, as on a cluster).
let redis: RedisService;
beforeAll(async () => {
  redis = await startRedisService();
}, 120_000);
afterAll(() => {
  if (redis !== undefined) stopServices(redis.dir);
});

/** Jobs that double a number; `fail` lists the numbers whose job throws. */
type Doubling = QueueJobSpec<{ n: number }> & { n: number };
const jobsOf = (name: string, numbers: number[]): Doubling[] =>
  numbers.map((n) => ({ id: `${name}-${n}`, name: 'double', data: { n }, n }));

/** A worker of queue `address` that doubles, or throws for a number in `fail`. */
function doubler(address: QueueAddress, fail: ReadonlySet<number> = new Set()) {
  let ran = 0;
  const worker = new Worker<{ n: number }, number>(
    address.name,
    async (job) => {
      ran++;
      if (fail.has(job.data.n)) throw new Error(`no double of ${job.data.n}`);
      return job.data.n * 2;
    },
    { connection: connectionOf(address), concurrency: 2 },
  );
  worker.on('error', () => {});
  return { worker, ran: () => ran };
}

describe('collectQueueJobs', () => {
  it("collects each job's result once, with the caller's own job, then removes the run and the queue's keys", async () => {
    const address = { url: redis.redisUrl, name: 'double' };
    const { worker } = doubler(address);
    const results = new Map<number, number>();
    try {
      const finished = await collectQueueJobs<Doubling, number>({
        queue: address,
        jobs: jobsOf('run', [1, 2, 3, 4, 5]),
        onCompleted: ({ n }, doubled) => {
          expect(results.has(n)).toBe(false);
          results.set(n, doubled);
        },
        onFailed: () => expect.fail('no job fails'),
      });
      expect(finished).toBe(true);
    } finally {
      await worker.close();
    }
    expect([...results].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 2],
      [2, 4],
      [3, 6],
      [4, 8],
      [5, 10],
    ]);
    expect(queueDataKeys(redis.redisUrl, address.name)).toEqual([]);
  }, 120_000);

  it('reports a job that failed on every try, once; a run started again tries it again', async () => {
    const address = { url: redis.redisUrl, name: 'fail' };
    const broken = doubler(address, new Set([2]));
    const failures: Array<[number, { attempts: number; message: string }]> = [];
    const completed: number[] = [];
    const run = () =>
      collectQueueJobs<Doubling, number>({
        queue: address,
        jobs: jobsOf('run', [1, 2, 3]),
        attempts: 2,
        keepJobs: true,
        onCompleted: ({ n }) => completed.push(n),
        onFailed: ({ n }, failure) => failures.push([n, failure]),
      });
    try {
      expect(await run()).toBe(true);
    } finally {
      await broken.worker.close();
    }
    expect(completed.sort()).toEqual([1, 3]);
    expect(failures).toEqual([[2, { attempts: 2, message: 'no double of 2' }]]);
    expect(broken.ran()).toBe(4);
    // Mended: the failed job is tried again, the finished ones are collected as they are.
    const mended = doubler(address);
    completed.length = 0;
    try {
      expect(await run()).toBe(true);
    } finally {
      await mended.worker.close();
    }
    expect(completed.sort()).toEqual([1, 2, 3]);
    expect(failures).toHaveLength(1);
    expect(mended.ran()).toBe(1);
  }, 120_000);

  it('stops when its signal aborts, leaving the jobs in the queue for a later run', async () => {
    const address = { url: redis.redisUrl, name: 'stopped' };
    const stop = new AbortController();
    // No worker: nothing finishes until the signal stops the run.
    const running = collectQueueJobs<Doubling, number>({
      queue: address,
      jobs: jobsOf('run', [1, 2]),
      signal: stop.signal,
      onCompleted: () => expect.fail('no worker runs'),
      onFailed: () => expect.fail('no worker runs'),
    });
    setTimeout(() => stop.abort(), 500);
    expect(await running).toBe(false);
    const { worker } = doubler(address);
    const results: number[] = [];
    try {
      await collectQueueJobs<Doubling, number>({
        queue: address,
        jobs: jobsOf('run', [1, 2]),
        onCompleted: (_, doubled) => results.push(doubled),
        onFailed: () => expect.fail('no job fails'),
      });
    } finally {
      await worker.close();
    }
    expect(results.sort()).toEqual([2, 4]);
    expect(queueDataKeys(redis.redisUrl, address.name)).toEqual([]);
  }, 120_000);
});
