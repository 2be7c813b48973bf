import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exited,
  killLeftovers,
  queueCommand,
  queueDataKeys,
  queueKeys,
  quickCounts,
  stopWorkers,
  until,
} from './queue-processes.js';
import { type RedisService, startRedisService, stopServices } from './services/services.mjs';

const command = queueCommand(
  fileURLToPath(new URL('./__fixtures__/queue-command.mjs', import.meta.url)),
);

describe('the queue command kit', () => {
  it('runs a command to its end, with its output, exit code and added environment', () => {
    const result = command.run(['study', '--games', '3'], { QUEUE_TEST: 'yes' });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('study --games 3 yes\n');
    expect(result.stderr).toBe('done\n');
  });

  it('starts a command in the background and keeps both outputs; exited says how it ended', async () => {
    const child = command.start(['submit'], { QUEUE_TEST: 'there' });
    expect(await exited(child)).toEqual({ code: 2, signal: null });
    expect(child.out()).toBe('submit there\n');
    expect(child.err()).toBe('done\n');
    // Asked again once ended: at once, the same.
    expect(await exited(child)).toEqual({ code: 2, signal: null });
  });

  it('starts workers with the queue options and stops them as a batch system does', async () => {
    const workers = command.startWorkers(2, 'redis://here', 'jobs', { stalledSeconds: 5 });
    await until(() => workers.every((worker) => worker.out() !== ''), 'the workers to start', 60);
    expect(workers[0]?.out()).toBe(
      'worker --queue redis://here --queue-name jobs --stalled-seconds 5 --quiet\n',
    );
    expect(await stopWorkers(workers)).toEqual([0, 0]);
  });

  it('ends the workers a test left running (one that ran past its time limit)', async () => {
    const workers = command.startWorkers(2, 'redis://here', 'left', { stalledSeconds: 5 });
    await until(() => workers.every((worker) => worker.out() !== ''), 'the workers to start', 60);
    await killLeftovers();
    expect(workers.map((worker) => worker.signalCode)).toEqual(['SIGKILL', 'SIGKILL']);
  });

  it('ends them when the test process exits without stopping them', () => {
    const kit = fileURLToPath(new URL('../dist/queue-processes.js', import.meta.url));
    const cli = fileURLToPath(new URL('./__fixtures__/queue-command.mjs', import.meta.url));
    // A process that starts a worker, prints its pid and exits at once, leaving it running.
    const script = `import { queueCommand } from ${JSON.stringify(kit)};
const [worker] = queueCommand(${JSON.stringify(cli)}).startWorkers(1, 'redis://here', 'gone');
worker.stdout.once('data', () => { console.log(worker.pid); process.exit(0); });`;
    const pid = Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    );
    expect(pid).toBeGreaterThan(0);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    return until(() => !alive(), 'the left worker to end', 10);
  });

  it('reads the job counts of the status command', () => {
    expect(command.jobCounts('redis://here', 'jobs')).toEqual({ waiting: 3, completed: 1 });
  });

  it('until rejects naming what it waited for', async () => {
    await expect(until(() => false, 'nothing', 0.05)).rejects.toThrow('waited 0.05 s for nothing');
  });
});

describe('a queue in Redis, read with redis-cli', () => {
  let redis: RedisService;
  beforeAll(async () => {
    redis = await startRedisService();
  }, 120_000);
  afterAll(() => {
    if (redis !== undefined) stopServices(redis.dir);
  });

  it('lists a queue’s keys and counts its active and completed jobs', () => {
    const url = redis.redisUrl;
    const cli = (...args: string[]) => execFileSync('redis-cli', ['-u', url, ...args]);
    expect(queueKeys(url, 'q')).toEqual([]);
    expect(quickCounts(url, 'q')).toEqual({ active: 0, completed: 0 });
    cli('RPUSH', 'bull:q:active', '1', '2');
    cli('ZADD', 'bull:q:completed', '1', 'a');
    cli('SET', 'bull:other:meta', 'x');
    expect(queueKeys(url, 'q').sort()).toEqual(['bull:q:active', 'bull:q:completed']);
    cli('HSET', 'bull:q:meta', 'opts.maxLenEvents', '10000');
    cli('SET', 'bull:q:stalled-check', '1', 'PX', '30000');
    expect(queueKeys(url, 'q')).toContain('bull:q:meta');
    expect(queueKeys(url, 'q')).toContain('bull:q:stalled-check');
    expect(queueDataKeys(url, 'q').sort()).toEqual(['bull:q:active', 'bull:q:completed']);
    expect(quickCounts(url, 'q')).toEqual({ active: 2, completed: 1 });
  });
});
