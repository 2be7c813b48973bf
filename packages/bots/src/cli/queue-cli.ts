import { type QueueAddress, readQueueAddress } from '../queue/queue-connection.js';
import { clearQueue, JOB_STATES, queueStatus } from '../queue/queue-status.js';
import { runQueueWorker } from '../queue/run-worker.js';
import type { QueueResult } from '../queue/submit-study.js';
import { UsageError } from '../usage-error.js';
import { SIM_EXIT, type SimIo } from './cli-io.js';
import { type OptionKinds, type ReadOptions, readOptions } from './read-options.js';
import { wholeNumber } from './run-options.js';

/** The options a study or a tournament takes to run on a queue. */
export const QUEUE_RUN_OPTIONS: OptionKinds = {
  queue: 'value',
  'queue-name': 'value',
  'job-games': 'value',
  'keep-jobs': 'switch',
};

/** The help lines of {@link QUEUE_RUN_OPTIONS}. */
export const QUEUE_RUN_HELP = `  --queue URL        run on a BullMQ queue in Redis (redis://host:port): jobs of a few games,
                     played by \`antarctica-sim worker\` processes on any machines; the same
                     result as a run here (docs/simulation.md)
  --queue-name NAME  the queue (default antarctica-sim)
  --job-games N      games per job (default 20)
  --keep-jobs        leave the finished run's jobs in Redis`;

/** The queue settings of a study or a tournament, or `null` without `--queue`. */
export interface QueueRunSettings {
  queue: QueueAddress;
  jobGames: number;
  keepJobs: boolean;
}

/** Reads `--queue`, `--queue-name`, `--job-games` and `--keep-jobs`. */
export function readQueueRun(read: ReadOptions): QueueRunSettings | null {
  const url = read.values.get('queue');
  if (url === undefined) {
    for (const flag of ['queue-name', 'job-games'])
      if (read.values.has(flag)) throw new UsageError(`--${flag} needs --queue URL`);
    if (read.switches.has('keep-jobs')) throw new UsageError('--keep-jobs needs --queue URL');
    return null;
  }
  if (read.values.has('workers'))
    throw new UsageError(
      '--workers is for a run here; with --queue, start `antarctica-sim worker` processes',
    );
  return {
    queue: readQueueAddress(url, read.values.get('queue-name')),
    jobGames: wholeNumber('--job-games', read.values.get('job-games') ?? '20', 1, 1_000_000),
    keepJobs: read.switches.has('keep-jobs'),
  };
}

/** The help text of `antarctica-sim worker` and `status`. */
export function queueUsage(): string {
  return `Usage: antarctica-sim worker --queue URL [--queue-name NAME] [--stalled-seconds S] [--quiet]
       antarctica-sim status --queue URL [--queue-name NAME] [--json]
       antarctica-sim clear --queue URL [--queue-name NAME]

worker  takes jobs of studies and tournaments submitted with --queue and plays them, one at a
        time (start one per core, on any number of machines), until Ctrl-C or SIGTERM, which
        let it finish its job first. A worker that dies mid-job loses that job only: another
        worker plays it again after --stalled-seconds (default 30).
status  counts the queue's jobs by state and lists its workers.
clear   removes every job of the queue (a run given up for good).
`;
}

const ADDRESS_OPTIONS: OptionKinds = { queue: 'value', 'queue-name': 'value', help: 'switch' };

function addressOf(read: ReadOptions, command: string): QueueAddress {
  if (read.positionals.length > 0)
    throw new UsageError(`unexpected argument "${read.positionals[0]}" (see ${command} --help)`);
  const url = read.values.get('queue');
  if (url === undefined) throw new UsageError(`${command} needs --queue URL`);
  return readQueueAddress(url, read.values.get('queue-name'));
}

/** `antarctica-sim worker`: plays jobs until stopped. */
export async function runWorkerCli(args: readonly string[], io: SimIo): Promise<number> {
  const read = readOptions(args, {
    ...ADDRESS_OPTIONS,
    'stalled-seconds': 'value',
    quiet: 'switch',
  });
  if (read.switches.has('help')) {
    io.stdout(queueUsage());
    return SIM_EXIT.ok;
  }
  const address = addressOf(read, 'worker');
  const stalledMs =
    1000 * wholeNumber('--stalled-seconds', read.values.get('stalled-seconds') ?? '30', 1, 3600);
  const quiet = read.switches.has('quiet');
  const controller = new AbortController();
  const removeHandler = io.onInterrupt(() => {
    if (controller.signal.aborted) process.exit(SIM_EXIT.interrupted);
    io.stderr(
      'antarctica-sim worker: stopping after its job (again to quit at once: another worker plays the job)\n',
    );
    controller.abort();
  });
  try {
    if (!quiet) io.stderr(`antarctica-sim worker: taking jobs from ${address.name}\n`);
    await runQueueWorker(address, {
      stalledMs,
      signal: controller.signal,
      onJob: (job, outcome, error) => {
        if (outcome === 'failed')
          io.stderr(
            `antarctica-sim worker: games ${job.start}-${job.end - 1} failed: ${error?.message ?? 'unknown error'}\n`,
          );
        else if (!quiet)
          io.stderr(`antarctica-sim worker: games ${job.start}-${job.end - 1} done\n`);
      },
    });
    return SIM_EXIT.ok;
  } finally {
    removeHandler();
  }
}

/** `antarctica-sim status`: the queue's jobs by state and its workers. */
export async function runStatusCli(args: readonly string[], io: SimIo): Promise<number> {
  const read = readOptions(args, { ...ADDRESS_OPTIONS, json: 'switch' });
  if (read.switches.has('help')) {
    io.stdout(queueUsage());
    return SIM_EXIT.ok;
  }
  const status = await queueStatus(addressOf(read, 'status'));
  if (read.switches.has('json')) {
    io.stdout(`${JSON.stringify(status, null, 2)}\n`);
    return SIM_EXIT.ok;
  }
  const width = Math.max(...JOB_STATES.map((state) => state.length));
  io.stdout(
    `queue ${status.queue}\n${JOB_STATES.map((state) => `  ${state.padEnd(width)}  ${status.jobs[state]}`).join('\n')}\nworkers ${status.workers.length}${status.workers.map((name) => `\n  ${name}`).join('')}\n`,
  );
  return SIM_EXIT.ok;
}

/** `antarctica-sim clear`: removes every job of the queue. */
export async function runClearCli(args: readonly string[], io: SimIo): Promise<number> {
  const read = readOptions(args, ADDRESS_OPTIONS);
  if (read.switches.has('help')) {
    io.stdout(queueUsage());
    return SIM_EXIT.ok;
  }
  await clearQueue(addressOf(read, 'clear'));
  return SIM_EXIT.ok;
}

/**
 * Prints the jobs of queue results that failed on every try (their games are missing from the
 * result, which `--resume` completes); whether there were any.
 */
export function reportFailedJobs(results: ReadonlyArray<QueueResult>, io: SimIo): boolean {
  let any = false;
  for (const result of results)
    for (const job of result.failedJobs ?? []) {
      any = true;
      io.stderr(
        `antarctica-sim: games ${job.games[0]}-${job.games[1] - 1} failed ${job.attempts} times (left out of the result; --resume plays them again): ${job.message}\n`,
      );
    }
  return any;
}
