import { Job, Queue, QueueEvents } from 'bullmq';
import { loadBotModules } from '../protocol/module-bot.js';
import { canonicalAggregate, emptyAggregate, mergeAggregate } from '../simulation/aggregate.js';
import { parseBotSpec } from '../simulation/bot-spec.js';
import { Checkpoints } from '../simulation/checkpoints.js';
import { type SimulationConfig, shardRange } from '../simulation/config.js';
import { type GameRange, gamesIn, joinRanges, missingRanges } from '../simulation/game-ranges.js';
import {
  checkConfig,
  checkResumable,
  doneOf,
  type RunOptions,
  type SimulationResult,
} from '../simulation/run-simulation.js';
import { cutIntoJobs, DEFAULT_JOB_GAMES, jobId, type StudyJob, studyKey } from './job-plan.js';
import type { JobResult } from './play-job.js';
import { checkReachable, connectionOf, type QueueAddress } from './queue-connection.js';

/** How a study runs on a queue (besides what {@link RunOptions} says). */
export interface QueueRunOptions
  extends Pick<
    RunOptions,
    'shard' | 'onProgress' | 'signal' | 'resume' | 'onCheckpoint' | 'checkpointMs'
  > {
  /** Where the queue is. */
  queue: QueueAddress;
  /** Games per job (default {@link DEFAULT_JOB_GAMES}). */
  jobGames?: number;
  /** Tries per job before it counts as failed (default 3). */
  attempts?: number;
  /** Leave the run's jobs in Redis when it is done (default: remove them). */
  keepJobs?: boolean;
}

/** A job that failed on every try: its games are missing from the result. */
export interface FailedJob {
  /** Its games, `[start, end)`. */
  games: GameRange;
  /** How many times it was tried. */
  attempts: number;
  /** The error of its last try, as the worker reported it. */
  message: string;
}

/** A study's result from a queue: a {@link SimulationResult}, with the jobs that failed if any. */
export type QueueResult = SimulationResult & { failedJobs?: FailedJob[] };

/** How often the submitter asks for the jobs it heard nothing about (a lost event). */
const RECHECK_MS = 5_000;

/**
 * Runs a study (or one shard of it) on a BullMQ queue: cuts the games into jobs of `jobGames`
 * games, adds them (a job already there from an earlier run of the same study keeps its state),
 * and collects what workers return, until every job finished or the signal stops it. The result
 * is the one `runSimulation` gives for the same config: the counts are whole-number sums.
 *
 * A stopped run leaves its jobs in the queue; run it again to collect them. A job that failed on
 * every try leaves its games out (the result is then marked interrupted and lists it in
 * `failedJobs`; `--resume` plays them again).
 */
export async function runSimulationOnQueue(
  config: SimulationConfig,
  options: QueueRunOptions,
): Promise<QueueResult> {
  checkConfig(config);
  await loadBotModules(config.bots);
  await checkReachable(options.queue);
  const shard = options.shard ?? null;
  const { start, end } = shardRange(config.games, shard);
  const total = end - start;
  const labels = config.bots.map((spec) => parseBotSpec(spec).label);
  const jobGames = options.jobGames ?? DEFAULT_JOB_GAMES;
  const aggregate = emptyAggregate(config.players);
  let doneRanges: GameRange[] = [];
  if (options.resume !== undefined) {
    checkResumable(options.resume, config, shard);
    mergeAggregate(aggregate, options.resume.aggregate);
    doneRanges = doneOf(options.resume);
  }
  const study = studyKey(config, shard, jobGames);
  const ranges = cutIntoJobs(missingRanges(start, end, doneRanges), jobGames);
  const failedJobs: FailedJob[] = [];
  const result = (): QueueResult => ({
    format: 'antarctica-sim/1',
    config,
    shard,
    gamesPlanned: total,
    interrupted: gamesIn(doneRanges) < total,
    done: doneRanges,
    aggregate: canonicalAggregate(aggregate, labels),
    ...(failedJobs.length > 0
      ? { failedJobs: [...failedJobs].sort((a, b) => a.games[0] - b.games[0]) }
      : {}),
  });
  const checkpoints = new Checkpoints(options.onCheckpoint, options.checkpointMs ?? 10_000, () => ({
    ...result(),
    interrupted: true,
  }));
  const connection = connectionOf(options.queue);
  const queue = new Queue<StudyJob, JobResult>(options.queue.name, { connection });
  const events = new QueueEvents(options.queue.name, { connection });
  queue.on('error', () => {});
  events.on('error', () => {});
  const pending = new Map(ranges.map((range) => [jobId(study, ...range), range]));
  try {
    await events.waitUntilReady();
    for (let from = 0; from < ranges.length; from += 1000)
      await queue.addBulk(
        ranges.slice(from, from + 1000).map(([first, last]) => ({
          name: 'games',
          data: { study, config, start: first, end: last },
          opts: {
            jobId: jobId(study, first, last),
            attempts: options.attempts ?? 3,
            backoff: { type: 'fixed', delay: 500 },
          },
        })),
      );
    let woken: (() => void) | null = null;
    const heard = new Set<string>();
    const wake = (id: string): void => {
      if (!pending.has(id)) return;
      heard.add(id);
      woken?.();
    };
    events.on('completed', ({ jobId: id }) => wake(id));
    events.on('failed', ({ jobId: id }) => wake(id));
    const stopped = (): boolean => options.signal?.aborted === true;
    const onAbort = (): void => woken?.();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // A run started again retries the jobs that failed before: a failure may have been the
    // machine's, not the study's.
    let toCheck = [...pending.keys()];
    let retryFailed = true;
    let lastCheck = Date.now();
    try {
      while (pending.size > 0 && !stopped()) {
        for (const id of toCheck) {
          if (stopped()) break;
          // The state first, then the job: a job read while active and found completed a moment
          // later has no return value yet in the copy read (a finished job no longer changes).
          const state = await queue.getJobState(id);
          const job =
            state === 'unknown' ? undefined : await Job.fromId<StudyJob, JobResult>(queue, id);
          if (job !== undefined && state === 'completed') {
            const played = job.returnvalue;
            mergeAggregate(aggregate, played.aggregate);
            doneRanges = joinRanges([...doneRanges, [played.start, played.end]]);
            pending.delete(id);
            options.onProgress?.(gamesIn(doneRanges), total);
            checkpoints.changed();
          } else if (job !== undefined && state === 'failed') {
            if (retryFailed) await job.retry('failed');
            else {
              const range = pending.get(id) as GameRange;
              failedJobs.push({
                games: range,
                attempts: job.attemptsMade,
                message: job.failedReason,
              });
              pending.delete(id);
            }
          }
        }
        retryFailed = false;
        if (pending.size === 0 || stopped()) break;
        if (heard.size === 0) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          await new Promise<void>((resolve) => {
            woken = resolve;
            timer = setTimeout(resolve, Math.max(0, lastCheck + RECHECK_MS - Date.now()));
          });
          clearTimeout(timer);
          woken = null;
        }
        if (heard.size > 0 && Date.now() - lastCheck < RECHECK_MS) {
          toCheck = [...heard];
        } else {
          toCheck = [...pending.keys()];
          lastCheck = Date.now();
        }
        heard.clear();
      }
    } finally {
      options.signal?.removeEventListener('abort', onAbort);
      checkpoints.close();
    }
    if (pending.size === 0 && options.keepJobs !== true) await removeRun(queue, ranges, study);
    return result();
  } finally {
    await events.close();
    await queue.close();
  }
}

/**
 * Removes a finished run's jobs; once the queue holds no job at all, its own keys go too, so that
 * nothing is left in Redis.
 */
async function removeRun(
  queue: Queue<StudyJob, JobResult>,
  ranges: readonly GameRange[],
  study: string,
): Promise<void> {
  for (const range of ranges) await queue.remove(jobId(study, ...range));
  const counts = await queue.getJobCounts();
  if (Object.values(counts).every((count) => count === 0)) await queue.obliterate({ force: true });
}
