import {
  type ChildProcess,
  execFileSync,
  type SpawnSyncReturns,
  spawn,
  spawnSync,
} from 'node:child_process';

// The queue tests of the bots' `antarctica-sim` and the analysis's `antarctica-analyse`: the built
// command run as separate processes (a submitter, workers) that talk only through Redis, as on a
// cluster. One kit for both, so that a fix to how a test waits or stops a worker lands once.

/** A command started in the background, with what it wrote so far. */
export interface CommandProcess extends ChildProcess {
  /** Its standard output so far. */
  out(): string;
  /** Its standard error so far. */
  err(): string;
}

/** How a background command ended. */
export interface CommandExit {
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  /** The signal that ended it, or null. */
  signal: NodeJS.Signals | null;
}

/** How {@link QueueCommand.startWorkers} starts workers. */
export interface WorkerStartOptions {
  /** Variables added to the workers' environment. */
  env?: Record<string, string>;
  /** BullMQ's stalled-job check, in seconds (`--stalled-seconds`, default 30). */
  stalledSeconds?: number;
}

/** One built command line of a package, to run as a submitter or as queue workers. */
export interface QueueCommand {
  /** Runs the command with `args` to its end; output as text. */
  run(args: readonly string[], env?: Record<string, string>): SpawnSyncReturns<string>;
  /** Starts the command with `args` in the background, its output kept. */
  start(args: readonly string[], env?: Record<string, string>): CommandProcess;
  /** Starts `count` workers of queue `name` at `url` (`worker --quiet`), each a process. */
  startWorkers(
    count: number,
    url: string,
    name: string,
    options?: WorkerStartOptions,
  ): CommandProcess[];
  /** The queue's jobs by state, from the command's `status --json`. */
  jobCounts(url: string, name: string): Record<string, number>;
}

/** Every background command of the kit that has not ended yet. */
const running = new Set<ChildProcess>();
let exitHook = false;

/**
 * Ends (SIGKILL) every background command of the kit still running; resolves when they have
 * ended. A test that runs past its time limit never reaches its own `stopWorkers`, and its
 * workers would go on polling a Redis that is gone: call this in `afterAll`. The same is done,
 * without waiting, when the test process exits.
 */
export async function killLeftovers(): Promise<void> {
  const left = [...running];
  for (const child of left) child.kill('SIGKILL');
  await Promise.all(left.map(exited));
}

/**
 * The kit for one command: `cli` is the path of its built script (run with this Node), and the
 * command takes the queue options every queue command of the toolkit takes (`--queue`,
 * `--queue-name`, `--stalled-seconds`, `--quiet`; `worker` and `status --json`).
 */
export function queueCommand(cli: string): QueueCommand {
  const environment = (env: Record<string, string>) => ({ ...process.env, ...env });
  const run = (args: readonly string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: environment(env) });
  const start = (args: readonly string[], env: Record<string, string> = {}): CommandProcess => {
    const child = spawn(process.execPath, [cli, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: environment(env),
    });
    running.add(child);
    child.on('exit', () => running.delete(child));
    if (!exitHook) {
      exitHook = true;
      process.once('exit', () => {
        for (const left of running) left.kill('SIGKILL');
      });
    }
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    return Object.assign(child, { out: () => stdout, err: () => stderr });
  };
  return {
    run,
    start,
    startWorkers: (count, url, name, options = {}) =>
      Array.from({ length: count }, () =>
        start(
          [
            'worker',
            '--queue',
            url,
            '--queue-name',
            name,
            '--stalled-seconds',
            String(options.stalledSeconds ?? 30),
            '--quiet',
          ],
          options.env,
        ),
      ),
    jobCounts(url, name) {
      const status = run(['status', '--queue', url, '--queue-name', name, '--json']);
      if (status.status !== 0) throw new Error(status.stderr);
      return JSON.parse(status.stdout).jobs;
    },
  };
}

/** Resolves with how a background command ended (at once if it already has). */
export const exited = (child: ChildProcess): Promise<CommandExit> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.on('exit', (code, signal) => resolve({ code, signal }));
  });

/**
 * Stops workers as a batch system does (SIGTERM: each finishes its job first); resolves with
 * their exit codes (null for one that a signal ended).
 */
export async function stopWorkers(workers: readonly ChildProcess[]): Promise<Array<number | null>> {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
  return (await Promise.all(workers.map(exited))).map(({ code }) => code);
}

/**
 * Waits until `ready()` holds, asking every `everyMs` milliseconds (default 100); rejects naming
 * `what` after `seconds` (default 180).
 */
export async function until(
  ready: () => boolean,
  what: string,
  seconds = 180,
  everyMs = 100,
): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!ready()) {
    if (Date.now() > end) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const redis = (url: string, ...command: string[]): string =>
  execFileSync('redis-cli', ['-u', url, ...command], { encoding: 'utf8' });

/** The Redis keys of queue `name` (BullMQ's `bull:<name>:…`), with `redis-cli`. */
export const queueKeys = (url: string, name: string): string[] =>
  redis(url, '--scan', '--pattern', `bull:${name}:*`)
    .split('\n')
    .filter((key) => key !== '');

/**
 * The keys of queue `name` that hold jobs, results or events: every key but its `meta` hash and
 * its `stalled-check` lock. BullMQ's scripts write `bull:<name>:meta` back whenever a worker still
 * watching the queue looks for a job or checks for stalled ones (its `opts.maxLenEvents`), and
 * each stalled-job check sets `bull:<name>:stalled-check` (a timestamp that expires by itself,
 * seen left by a fresh clone's suite at load 30), so after a run is collected and its queue
 * emptied these come back for as long as a worker runs, at moments of its own.
 */
export const queueDataKeys = (url: string, name: string): string[] =>
  queueKeys(url, name).filter(
    (key) => key !== `bull:${name}:meta` && key !== `bull:${name}:stalled-check`,
  );

/**
 * The active and completed jobs of a queue read straight from Redis with `redis-cli` (BullMQ's
 * `bull:<name>:active` list and `:completed` set): a poll that takes milliseconds, where the
 * `status` command starts a Node process that a loaded machine may take seconds to start, long
 * enough for a short job to end between two polls.
 */
export function quickCounts(url: string, name: string): { active: number; completed: number } {
  const ask = (...command: string[]) => Number(redis(url, ...command).trim()) || 0;
  return {
    active: ask('LLEN', `bull:${name}:active`),
    completed: ask('ZCARD', `bull:${name}:completed`),
  };
}
