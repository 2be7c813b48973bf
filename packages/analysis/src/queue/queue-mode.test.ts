import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type RedisService,
  startRedisService,
  stopServices,
} from '@antarctica-game/foundation/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEEDED_OPENING, TABLE_OPENING } from '../__fixtures__/records.js';
import {
  exited,
  jobCounts,
  killLeftovers,
  queueDataKeys,
  quickCounts,
  run,
  start,
  startWorkers,
  stopWorkers,
  until,
} from './__fixtures__/analyse-processes.js';
import { analyseOnQueue } from './submit-analysis.js';

// The queue mode against a real Redis (started on loopback by the foundation's services), with
// the built command as separate submitter and worker processes, as on a cluster.
vi.setConfig({ testTimeout: 400_000 });
let redis: RedisService;
const dir = mkdtempSync(join(tmpdir(), 'antarctica-analyse-queue-'));
/** A collection of records, with a broken one between (reported, left out, as here). */
const file = join(dir, 'games.agn');
beforeAll(async () => {
  redis = await startRedisService();
  writeFileSync(
    file,
    [TABLE_OPENING, SEEDED_OPENING, '[Players "2"]\n\n1.A zz e\n', TABLE_OPENING, SEEDED_OPENING]
      .concat(TABLE_OPENING, SEEDED_OPENING)
      .join('\n'),
  );
});
afterAll(async () => {
  // Workers of a test that ran past its limit, before their Redis goes.
  await killLeftovers();
  if (redis !== undefined) stopServices(redis.dir);
  rmSync(dir, { recursive: true, force: true });
});

const onQueue = (name: string, jobRecords: number) => [
  '--queue',
  redis.redisUrl,
  '--queue-name',
  name,
  '--job-records',
  String(jobRecords),
];

describe('antarctica-analyse --queue', () => {
  it('two worker processes: the same output byte for byte as a run here, records and JSON; nothing left in Redis', async () => {
    const name = 'same';
    const workers = startWorkers(2, redis.redisUrl, name);
    try {
      for (const [form, jobRecords] of [
        [[], 1],
        [['--json'], 4],
      ] as const) {
        const args = ['--budget', '3', '--seed', '4', '--quiet', ...form, file];
        const here = run(args);
        const queued = run([...args, ...onQueue(name, jobRecords)]);
        expect(here.status).toBe(2);
        expect(queued.status, queued.stderr).toBe(here.status);
        expect(queued.stdout).toBe(here.stdout);
        expect(queued.stderr).toBe(here.stderr);
        expect(here.stdout.length).toBeGreaterThan(1000);
      }
    } finally {
      expect(await stopWorkers(workers)).toEqual([0, 0]);
    }
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });

  it('a worker SIGKILLed mid-job loses that job only: another worker analyses it again', async () => {
    const name = 'kill';
    // A budget that makes a record last a second or more (polled every 0.1 s), so that the kill
    // lands in the middle of a job; no more, for the record is analysed twice (queued and here).
    const args = ['--budget', '60', '--seed', 'kill', '--json', '--quiet', file];
    const workers = startWorkers(2, redis.redisUrl, name, { stalledSeconds: 10 });
    const submitter = start([...args, ...onQueue(name, 1)]);
    try {
      await until(() => {
        if (submitter.exitCode !== null) throw new Error('the analysis ended before the kill');
        // Polled with redis-cli: the status command's Node process takes seconds to start at load.
        const jobs = quickCounts(redis.redisUrl, name);
        return jobs.active >= 2 && jobs.completed >= 1;
      }, 'two active jobs');
      workers[0]?.kill('SIGKILL');
      workers.push(...startWorkers(1, redis.redisUrl, name, { stalledSeconds: 10 }));
      expect((await exited(submitter)).code, submitter.err()).toBe(2);
    } finally {
      await stopWorkers(workers);
    }
    const here = run(args);
    expect(submitter.out()).toBe(here.stdout);
    expect(JSON.parse(here.stdout)).toHaveLength(6);
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });

  it('a submitter stopped and started again collects the jobs finished meanwhile; clear removes kept jobs', async () => {
    const name = 'restart';
    const args = ['--budget', '60', '--seed', 'restart', '--json', '--quiet', file];
    const workers = startWorkers(2, redis.redisUrl, name);
    let again: ReturnType<typeof start> | undefined;
    try {
      const first = start([...args, ...onQueue(name, 1)]);
      await until(() => {
        if (first.exitCode !== null) throw new Error('the analysis ended before the kill');
        return quickCounts(redis.redisUrl, name).completed >= 2;
      }, 'two jobs done');
      first.kill('SIGKILL');
      await exited(first);
      again = start([...args, ...onQueue(name, 1), '--keep-jobs']);
      expect((await exited(again)).code, again.err()).toBe(2);
    } finally {
      await stopWorkers(workers);
    }
    // The same jobs, not a second set: six records, six jobs.
    expect(jobCounts(redis.redisUrl, name)).toMatchObject({ completed: 6, waiting: 0, active: 0 });
    expect(again.out()).toBe(run(args).stdout);
    expect(run(['clear', '--queue', redis.redisUrl, '--queue-name', name]).status).toBe(0);
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });

  it('a job that fails on every try is reported with its records and error; nothing left in Redis', async () => {
    const name = 'fail';
    const workers = startWorkers(1, redis.redisUrl, name);
    try {
      const texts = [`${TABLE_OPENING}\n`, 'not a record at all\n'];
      const analysed = await analyseOnQueue(
        texts,
        { budget: 2 },
        { queue: { url: redis.redisUrl, name }, jobRecords: 1, attempts: 2 },
      );
      expect([...analysed.steps.keys()]).toEqual([0]);
      expect(analysed.failed).toEqual([
        {
          records: [1],
          attempts: 2,
          message: expect.stringMatching(/^the job's records do not parse here: /),
        },
      ]);
    } finally {
      expect(await stopWorkers(workers)).toEqual([0]);
    }
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });

  it('status counts jobs by state; a wrong --queue is a usage error', () => {
    const status = run(['status', '--queue', redis.redisUrl, '--queue-name', 'none']);
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/^queue none\n {2}waiting +0\n/);
    expect(queueDataKeys(redis.redisUrl, 'none')).toEqual([]);
    const wrong = run(['--queue', 'http://x', file]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/--queue must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(run(['--job-records', '2', file]).stderr).toMatch(/--job-records needs --queue URL/);
  });
});
