import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The built command, run as separate processes: the submitter and workers talk only through Redis.
const cli = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));

/** Runs `antarctica-analyse ...args` to its end. */
export const run = (args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

/** Starts `antarctica-analyse ...args` in the background, its output kept. */
export function start(args: string[]): ChildProcess & { out: () => string } {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', () => {});
  return Object.assign(child, { out: () => stdout });
}

/** Resolves with the exit code of a background command. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

/** Workers of a queue, each a process of its own. */
export const startWorkers = (count: number, url: string, name: string, stalledSeconds = 30) =>
  Array.from({ length: count }, () =>
    start([
      'worker',
      '--queue',
      url,
      '--queue-name',
      name,
      '--stalled-seconds',
      String(stalledSeconds),
      '--quiet',
    ]),
  );

/** Stops workers as a batch system does (SIGTERM: each finishes its job first). */
export async function stopWorkers(workers: readonly ChildProcess[]): Promise<Array<number | null>> {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
  return Promise.all(workers.map(exited));
}

/** The queue's jobs by state (`antarctica-analyse status --json`). */
export function jobCounts(url: string, name: string): Record<string, number> {
  const status = run(['status', '--queue', url, '--queue-name', name, '--json']);
  if (status.status !== 0) throw new Error(status.stderr);
  return JSON.parse(status.stdout).jobs;
}

/** Waits until `ready()` holds, asking every 200 ms. */
export async function until(ready: () => boolean, what: string, seconds = 180): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The Redis keys of a queue (BullMQ's `bull:<name>:…`). */
export const queueKeys = (url: string, name: string): string[] =>
  execFileSync('redis-cli', ['-u', url, '--scan', '--pattern', `bull:${name}:*`], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((key) => key !== '');
