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
import { collectQueueJobs } from './collect-jobs.js';
import { cutIntoJobs, DEFAULT_JOB_GAMES, jobId, studyKey } from './job-plan.js';
import type { JobResult } from './play-job.js';
import { checkReachable, type QueueAddress } from './queue-connection.js';

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
  const jobs = ranges.map(([first, last]) => ({
    id: jobId(study, first, last),
    name: 'games',
    data: { study, config, start: first, end: last },
  }));
  try {
    await collectQueueJobs<(typeof jobs)[number], JobResult>({
      queue: options.queue,
      jobs,
      ...(options.attempts !== undefined && { attempts: options.attempts }),
      ...(options.keepJobs !== undefined && { keepJobs: options.keepJobs }),
      ...(options.signal !== undefined && { signal: options.signal }),
      onCompleted: (_, played) => {
        mergeAggregate(aggregate, played.aggregate);
        doneRanges = joinRanges([...doneRanges, [played.start, played.end]]);
        options.onProgress?.(gamesIn(doneRanges), total);
        checkpoints.changed();
      },
      onFailed: ({ data }, failure) => {
        failedJobs.push({ games: [data.start, data.end], ...failure });
      },
    });
  } finally {
    checkpoints.close();
  }
  return result();
}
