import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The built command, run as separate processes: submitters and workers talk only through Redis.
export const cli = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));
export const countingBot = fileURLToPath(
  new URL('../../cli/__fixtures__/counting-bot.mjs', import.meta.url),
);
export const failingBot = fileURLToPath(new URL('./failing-bot.mjs', import.meta.url));

/** Starts `antarctica-sim ...args` in the background. */
export function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [cli, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  Object.defineProperty(child, 'stderrText', { get: () => stderr });
  return child;
}

/** What a background command wrote on standard error so far. */
export const stderrOf = (child: ChildProcess): string =>
  (child as ChildProcess & { stderrText: string }).stderrText;

/** Runs `antarctica-sim ...args` to its end. */
export function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

/** Resolves with the exit of a background command. */
export const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.on('exit', (code, signal) => resolve({ code, signal }));
  });

/** Workers of a queue, each a process of its own. */
export function startWorkers(
  count: number,
  url: string,
  name: string,
  env: Record<string, string> = {},
  stalledSeconds = 30,
): ChildProcess[] {
  return Array.from({ length: count }, () =>
    start(
      [
        'worker',
        '--queue',
        url,
        '--queue-name',
        name,
        '--stalled-seconds',
        String(stalledSeconds),
        '--quiet',
      ],
      env,
    ),
  );
}

/** Stops workers as a batch system does (SIGTERM: each finishes its job first). */
export async function stopWorkers(workers: readonly ChildProcess[]): Promise<number[]> {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
  return (await Promise.all(workers.map(exited))).map(({ code }) => code ?? -1);
}

/** The queue's jobs by state (`antarctica-sim status --json`). */
export function jobCounts(url: string, name: string): Record<string, number> {
  const status = run(['status', '--queue', url, '--queue-name', name, '--json']);
  if (status.status !== 0) throw new Error(status.stderr);
  return JSON.parse(status.stdout).jobs;
}

/**
 * The active and completed jobs of a queue read straight from Redis with `redis-cli` (BullMQ's
 * `bull:<name>:active` list and `:completed` set): a poll that takes milliseconds, where the
 * `status` command starts a Node process that a loaded machine may take seconds to start, long
 * enough for a short study to end between two polls.
 */
export function quickCounts(url: string, name: string): { active: number; completed: number } {
  const ask = (...command: string[]) =>
    Number(execFileSync('redis-cli', ['-u', url, ...command], { encoding: 'utf8' }).trim()) || 0;
  return {
    active: ask('LLEN', `bull:${name}:active`),
    completed: ask('ZCARD', `bull:${name}:completed`),
  };
}

/** Waits until `ready()` holds, asking every 100 ms. */
export async function until(ready: () => boolean, what: string, seconds = 120): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Redis keys of a queue (BullMQ's `bull:<name>:…`). */
export function queueKeys(url: string, name: string): string[] {
  return execFileSync('redis-cli', ['-u', url, '--scan', '--pattern', `bull:${name}:*`], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((key) => key !== '');
}

/** Games the counting bot saw end (one line each in its file). */
export const gamesSeen = (log: string): number =>
  existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line !== '').length
    : 0;
