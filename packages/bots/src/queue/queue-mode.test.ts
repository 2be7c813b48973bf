import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type RedisService,
  startRedisService,
  stopServices,
} from '@antarctica-game/foundation/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countingBot,
  exited,
  failingBot,
  gamesSeen,
  jobCounts,
  killLeftovers,
  queueDataKeys,
  quickCounts,
  run,
  start,
  startWorkers,
  stopWorkers,
  until,
} from './__fixtures__/queue-processes.js';

// The queue mode against a real Redis (started on loopback by the foundation's services), with
// the built command as separate submitter and worker processes, as on a cluster.
vi.setConfig({ testTimeout: 300_000 });
let redis: RedisService;
const dir = mkdtempSync(join(tmpdir(), 'antarctica-sim-queue-'));
beforeAll(async () => {
  redis = await startRedisService();
});
afterAll(async () => {
  // Workers of a test that ran past its limit, before their Redis goes.
  await killLeftovers();
  if (redis !== undefined) stopServices(redis.dir);
  rmSync(dir, { recursive: true, force: true });
});

/** A study of the counting bot against the random bot. */
const study = (games: number, seed: string, ...more: string[]) => [
  '--games',
  String(games),
  '--bot',
  countingBot,
  '--bot',
  'random',
  '--seed',
  seed,
  '--json',
  '--quiet',
  ...more,
];
const onQueue = (name: string, jobGames: number) => [
  '--queue',
  redis.redisUrl,
  '--queue-name',
  name,
  '--job-games',
  String(jobGames),
];
/** The result file of the same study on this machine (`--workers 2`). */
function reference(games: number, seed: string, env: Record<string, string> = {}): string {
  const file = join(dir, `reference-${seed}.json`);
  const here = run([...study(games, seed, '--workers', '2', '--out', file)], env);
  expect(here.status, here.stderr).toBe(0);
  return readFileSync(file, 'utf8');
}

describe('antarctica-sim --queue', () => {
  it('three worker processes: the same file byte for byte as a run here, for a study and a tournament; nothing left in Redis', async () => {
    const name = 'same';
    const workers = startWorkers(3, redis.redisUrl, name);
    try {
      const out = join(dir, 'same.json');
      const queued = run([...study(24, 'same', '--out', out), ...onQueue(name, 3)]);
      expect(queued.status, queued.stderr).toBe(0);
      expect(readFileSync(out, 'utf8')).toBe(reference(24, 'same'));

      const tournament = ['tournament', '--bots', 'random,uniform,heuristic', '--games', '4'];
      const tournamentHere = run([...tournament, '--seed', 't', '--json', '--quiet']);
      const tournamentQueued = run([
        ...tournament,
        '--seed',
        't',
        '--json',
        '--quiet',
        ...onQueue(name, 3),
      ]);
      expect(tournamentQueued.status, tournamentQueued.stderr).toBe(0);
      expect(tournamentQueued.stdout).toBe(tournamentHere.stdout);
      expect(jobCounts(redis.redisUrl, name)).toMatchObject({
        waiting: 0,
        active: 0,
        completed: 0,
      });
    } finally {
      expect(await stopWorkers(workers)).toEqual([0, 0, 0]);
    }
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });

  it('a worker SIGKILLed mid-job loses that job only: another worker plays it again', async () => {
    const name = 'kill';
    const log = join(dir, 'kill.log');
    // Slow games (0.3 s each), so that the study lasts while the test watches it.
    const env = { COUNTING_BOT_FILE: log, COUNTING_BOT_MS: '300' };
    const workers = startWorkers(2, redis.redisUrl, name, { env, stalledSeconds: 3 });
    const out = join(dir, 'kill.json');
    const submitter = start([...study(40, 'kill', '--out', out), ...onQueue(name, 5)]);
    try {
      // Both workers busy and one job done: the kill lands in the middle of a job.
      await until(() => {
        if (submitter.exitCode !== null) throw new Error('the study ended before the kill');
        const jobs = quickCounts(redis.redisUrl, name);
        return jobs.active >= 2 && jobs.completed >= 1;
      }, 'two active jobs');
      workers[0]?.kill('SIGKILL');
      workers.push(...startWorkers(1, redis.redisUrl, name, { env, stalledSeconds: 3 }));
      const { code } = await exited(submitter);
      expect(code, submitter.err()).toBe(0);
    } finally {
      await stopWorkers(workers);
    }
    // The killed job's games were played twice at most; every other game once.
    expect(gamesSeen(log)).toBeGreaterThanOrEqual(40);
    expect(gamesSeen(log)).toBeLessThanOrEqual(45);
    expect(readFileSync(out, 'utf8')).toBe(reference(40, 'kill', { COUNTING_BOT_MS: '0' }));
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });

  it('a submitter stopped and started again collects the jobs finished meanwhile, playing none twice', async () => {
    const name = 'restart';
    const log = join(dir, 'restart.log');
    const env = { COUNTING_BOT_FILE: log, COUNTING_BOT_MS: '300' };
    const workers = startWorkers(2, redis.redisUrl, name, { env });
    const out = join(dir, 'restart.json');
    const args = [...study(30, 'restart', '--out', out), ...onQueue(name, 3)];
    try {
      const first = start(args);
      await until(() => {
        if (first.exitCode !== null) throw new Error('the study ended before the kill');
        return quickCounts(redis.redisUrl, name).completed >= 2;
      }, 'two jobs done');
      first.kill('SIGKILL');
      await exited(first);
      // The workers go on while no submitter runs.
      await until(() => gamesSeen(log) >= 20, 'twenty games');
      const again = run(args);
      expect(again.status, again.stderr).toBe(0);
    } finally {
      await stopWorkers(workers);
    }
    expect(gamesSeen(log)).toBe(30);
    expect(readFileSync(out, 'utf8')).toBe(reference(30, 'restart'));
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });

  it('jobs that fail on every worker are reported in the result and the exit code; --resume plays them', async () => {
    const name = 'fail';
    const failing = ['--games', '10', '--bot', failingBot, '--bot', 'random', '--seed', 'fail'];
    const out = join(dir, 'fail.json');
    const args = [...failing, '--json', '--quiet', '--out', out, ...onQueue(name, 5)];
    const broken = startWorkers(2, redis.redisUrl, name, { env: { FAILING_BOT: '1' } });
    try {
      const submitted = run(args);
      expect(submitted.status).toBe(1);
      expect(submitted.stderr).toMatch(
        /games 0-4 failed 3 times \(left out of the result; --resume plays them again\): bot module .*failing-bot\.mjs could not be loaded: this machine lacks what the bot needs/,
      );
      const partial = JSON.parse(readFileSync(out, 'utf8'));
      expect(partial.interrupted).toBe(true);
      expect(partial.aggregate.games).toBe(0);
      const lacks = expect.stringMatching(/could not be loaded: this machine lacks what the bot/);
      expect(partial.failedJobs).toEqual([
        { games: [0, 5], attempts: 3, message: lacks },
        { games: [5, 10], attempts: 3, message: lacks },
      ]);
    } finally {
      await stopWorkers(broken);
    }
    const mended = startWorkers(1, redis.redisUrl, name);
    try {
      const resumed = run([...args, '--resume']);
      expect(resumed.status, resumed.stderr).toBe(0);
    } finally {
      await stopWorkers(mended);
    }
    const here = run([...failing, '--json', '--quiet', '--workers', '2']);
    expect(readFileSync(out, 'utf8')).toBe(here.stdout);
    expect(queueDataKeys(redis.redisUrl, name)).toEqual([]);
  });
});
