import {
  clearQueue,
  JOB_STATES,
  type QueueAddress,
  queueStatus,
  readQueueAddress,
  runJobWorker,
} from '@antarctica-game/bots';
import { analyseJob } from '../queue/analyse-job.js';
import { type AnalysisJob, DEFAULT_ANALYSIS_QUEUE } from '../queue/analysis-job.js';

/** What the queue subcommands touch of the outside world (a part of the command's `AnalyseIo`). */
export interface QueueIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Calls `handler` on Ctrl-C or SIGTERM; returns its removal. */
  onInterrupt?(handler: () => void): () => void;
}

/** The subcommands of the queue mode. */
export const QUEUE_COMMANDS = ['worker', 'status', 'clear'] as const;

/** The help of `antarctica-analyse worker`, `status` and `clear`. */
export const QUEUE_USAGE = `Usage: antarctica-analyse worker --queue URL [--queue-name NAME] [--stalled-seconds S] [--quiet]
       antarctica-analyse status --queue URL [--queue-name NAME] [--json]
       antarctica-analyse clear --queue URL [--queue-name NAME]

worker  takes the jobs of analyses submitted with --queue and analyses their records, one job at
        a time (start one per core, on any number of machines), until Ctrl-C or SIGTERM, which
        let it finish its job first. A worker that dies mid-job loses that job only: another
        worker analyses it again after --stalled-seconds (default 30).
status  counts the queue's jobs by state and lists its workers.
clear   removes every job of the queue (a run given up for good).

The queue's name is ${DEFAULT_ANALYSIS_QUEUE} unless --queue-name says otherwise.
`;

/** A wrong command line of a queue subcommand. */
class QueueUsage extends Error {}

interface QueueArgs {
  address: QueueAddress;
  stalledSeconds: number;
  quiet: boolean;
  json: boolean;
}

function readQueueArgs(command: string, args: readonly string[]): QueueArgs {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  const allowed =
    command === 'worker'
      ? ['--stalled-seconds', '--quiet']
      : command === 'status'
        ? ['--json']
        : [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const equals = arg.indexOf('=');
    const name = equals < 0 ? arg : arg.slice(0, equals);
    if (name === '--quiet' || name === '--json') {
      if (!allowed.includes(name)) throw new QueueUsage(`${command} takes no ${name}`);
      switches.add(name);
    } else if (['--queue', '--queue-name', '--stalled-seconds'].includes(name)) {
      if (name === '--stalled-seconds' && !allowed.includes(name))
        throw new QueueUsage(`${command} takes no ${name}`);
      const value = equals < 0 ? args[++index] : arg.slice(equals + 1);
      if (value === undefined || value === '') throw new QueueUsage(`${name} needs a value`);
      values.set(name, value);
    } else throw new QueueUsage(`unexpected argument "${arg.slice(0, 80)}"`);
  }
  const url = values.get('--queue');
  if (url === undefined) throw new QueueUsage(`${command} needs --queue URL`);
  const stalled = values.get('--stalled-seconds') ?? '30';
  if (!/^\d+$/.test(stalled) || Number(stalled) < 1 || Number(stalled) > 3600)
    throw new QueueUsage(
      `--stalled-seconds must be a whole number from 1 to 3600, not "${stalled}"`,
    );
  return {
    address: queueAddress(url, values.get('--queue-name')),
    stalledSeconds: Number(stalled),
    quiet: switches.has('--quiet'),
    json: switches.has('--json'),
  };
}

/** Checks `--queue URL` and `--queue-name NAME` (the bots' rules: a redis:// URL, a plain name). */
export function queueAddress(url: string, name = DEFAULT_ANALYSIS_QUEUE): QueueAddress {
  try {
    return readQueueAddress(url, name);
  } catch (error) {
    throw new QueueUsage((error as Error).message);
  }
}

/** Whether an error is a wrong command line of the queue mode (exit code 2). */
export const isQueueUsage = (error: unknown): error is Error => error instanceof QueueUsage;

/**
 * Runs `antarctica-analyse worker|status|clear ...args`; resolves to the exit code (2 for a wrong
 * command line, 1 for a Redis that cannot be reached).
 */
export async function runQueueCommand(
  command: (typeof QUEUE_COMMANDS)[number],
  args: readonly string[],
  io: QueueIo,
): Promise<number> {
  if (args.includes('--help')) {
    io.stdout(QUEUE_USAGE);
    return 0;
  }
  let read: QueueArgs;
  try {
    read = readQueueArgs(command, args);
  } catch (error) {
    if (!isQueueUsage(error)) throw error;
    io.stderr(
      `antarctica-analyse ${command}: ${error.message} (see antarctica-analyse ${command} --help)\n`,
    );
    return 2;
  }
  if (command === 'status') {
    const status = await queueStatus(read.address);
    if (read.json) io.stdout(`${JSON.stringify(status, null, 2)}\n`);
    else {
      const width = Math.max(...JOB_STATES.map((state) => state.length));
      io.stdout(
        `queue ${status.queue}\n${JOB_STATES.map((state) => `  ${state.padEnd(width)}  ${status.jobs[state]}`).join('\n')}\nworkers ${status.workers.length}${status.workers.map((name) => `\n  ${name}`).join('')}\n`,
      );
    }
    return 0;
  }
  if (command === 'clear') {
    await clearQueue(read.address);
    return 0;
  }
  const controller = new AbortController();
  const removeHandler = io.onInterrupt?.(() => {
    if (controller.signal.aborted) process.exit(130);
    io.stderr(
      'antarctica-analyse worker: stopping after its job (again to quit at once: another worker analyses the job)\n',
    );
    controller.abort();
  });
  try {
    if (!read.quiet)
      io.stderr(`antarctica-analyse worker: taking jobs from ${read.address.name}\n`);
    await runJobWorker<AnalysisJob, string>(read.address, analyseJob, {
      stalledMs: read.stalledSeconds * 1000,
      signal: controller.signal,
      onJob: (job, outcome, error) => {
        if (outcome === 'failed')
          io.stderr(
            `antarctica-analyse worker: a job failed: ${error?.message ?? 'unknown error'}\n`,
          );
        else if (!read.quiet) io.stderr(`antarctica-analyse worker: job ${job.run} done\n`);
      },
    });
    return 0;
  } finally {
    removeHandler?.();
  }
}
