import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { BotError } from '../play/bot-error.js';
import { loadBotModules } from '../protocol/module-bot.js';
import { type Aggregate, canonicalAggregate, emptyAggregate, mergeAggregate } from './aggregate.js';
import { BatchQueue } from './batch-queue.js';
import { checkBotPrograms, parseBotSpec } from './bot-spec.js';
import { Checkpoints } from './checkpoints.js';
import { type Shard, type SimulationConfig, shardRange } from './config.js';
import { type GameRange, gamesIn, joinRanges, missingRanges } from './game-ranges.js';
import { type BatchResult, notationRecorder, playBatch } from './play-batch.js';
import { RecordQueue } from './record-queue.js';

/** How to run a simulation (none of it changes the result, except stopping early). */
export interface RunOptions {
  /** The part of the study to run (default: all of it). */
  shard?: Shard | null;
  /**
   * Worker threads (default: one per core). 0 plays in this thread, which is slower but needs no
   * built worker file.
   */
  workers?: number;
  /** Called as games finish with how many of the run's games are done. */
  onProgress?: (done: number, total: number) => void;
  /** Called with each game's notation record in game order (asks the workers to write records). */
  onRecord?: (index: number, text: string) => void;
  /**
   * Stops the run: each game being played is dropped at its next move, every finished game is
   * kept and counted.
   */
  signal?: AbortSignal;
  /**
   * Games per task handed to a worker (default: shrinking as the run nears its end, so that no
   * worker waits long for the last one, at most 200).
   */
  batchSize?: number;
  /**
   * An earlier, interrupted result of the same study and shard: its games are kept and only the
   * missing ones are played, so that the result is the one of an uninterrupted run.
   */
  resume?: SimulationResult;
  /** Called now and then (see `checkpointMs`) with the result so far, marked interrupted. */
  onCheckpoint?: (partial: SimulationResult) => void;
  /**
   * The least time between two `onCheckpoint` calls, in milliseconds (default 10,000); a game
   * finished since the last call is in the next call at most this long after it was reported.
   */
  checkpointMs?: number;
}

/** The outcome of a run: what it played and what it counted. */
export interface SimulationResult {
  /** Always `antarctica-sim/1`: the format of this object. */
  format: 'antarctica-sim/1';
  /** What was played. */
  config: SimulationConfig;
  /** The part of the study this result covers, or `null` for the whole study. */
  shard: Shard | null;
  /** Games this result was asked to cover. */
  gamesPlanned: number;
  /** Whether the run was stopped before all of them finished. */
  interrupted: boolean;
  /**
   * The games counted, as joined `[start, end)` ranges of game indices (absent in files written
   * before it was added, which were complete unless `interrupted`).
   */
  done?: GameRange[];
  /** The counts; `aggregate.games` is how many games finished. */
  aggregate: Aggregate;
}

/**
 * Runs a simulation (or one shard of it) on a pool of worker threads. The result of a config
 * does not depend on the number of workers, the batch size or the order in which batches finish
 * (for bots without a time budget): every game is set up and played from seeds derived from the
 * config's seed and the game's index, and the counts are whole-number sums.
 *
 * @throws {@link BotError} `invalid-options` for a bad config, or a `resume` result of another
 * study or shard.
 */
export async function runSimulation(
  config: SimulationConfig,
  options: RunOptions = {},
): Promise<SimulationResult> {
  checkConfig(config);
  // Bot modules are loaded here too (the workers load their own): games played in this thread
  // need them, and a module that cannot load fails the run before any game.
  await loadBotModules(config.bots);
  // A program that cannot start stops the run here, not after every game of its seat.
  checkBotPrograms(config.bots);
  const shard = options.shard ?? null;
  const { start, end } = shardRange(config.games, shard);
  const total = end - start;
  const workers = options.workers ?? availableParallelism();
  const labels = config.bots.map((spec) => parseBotSpec(spec).label);

  const aggregate = emptyAggregate(config.players);
  let doneRanges: GameRange[] = [];
  if (options.resume !== undefined) {
    checkResumable(options.resume, config, shard);
    mergeAggregate(aggregate, options.resume.aggregate);
    doneRanges = doneOf(options.resume);
  }
  const queue = new BatchQueue(
    config,
    missingRanges(start, end, doneRanges),
    options.onRecord !== undefined,
    workers,
    options.batchSize,
  );
  let done = gamesIn(doneRanges);
  const records = new RecordQueue(options.onRecord);
  const result = (): SimulationResult => ({
    format: 'antarctica-sim/1',
    config,
    shard,
    gamesPlanned: total,
    interrupted: done < total,
    done: doneRanges,
    aggregate: canonicalAggregate(aggregate, labels),
  });
  const checkpointMs = options.checkpointMs ?? 10_000;
  const checkpoints = new Checkpoints(options.onCheckpoint, checkpointMs, () => ({
    ...result(),
    interrupted: true,
  }));
  const finish = (batch: BatchResult): void => {
    if (batch.end <= batch.start) return;
    mergeAggregate(aggregate, batch.aggregate);
    doneRanges = joinRanges([...doneRanges, [batch.start, batch.end]]);
    done += batch.end - batch.start;
    records.add(batch.records, doneRanges, start);
    options.onProgress?.(done, total);
    checkpoints.changed();
  };
  const stopped = (): boolean => options.signal?.aborted === true;

  try {
    if (workers === 0) {
      const recorder = options.onRecord ? await notationRecorder() : undefined;
      for (let batch = queue.next(); batch !== null && !stopped(); batch = queue.next()) {
        // Give the event loop a turn between batches so that an abort (Ctrl-C) is seen.
        await new Promise((resolve) => setImmediate(resolve));
        const played = playBatch({ ...batch, reportMs: REPORT_MS }, stopped, recorder);
        finish(played);
        if (played.end < batch.end && !stopped()) queue.giveBack([played.end, batch.end]);
      }
    } else if (queue.remaining > 0) {
      await runOnPool(queue, workers, finish, options.signal);
    }
  } finally {
    checkpoints.close();
  }
  records.flushAll();
  return result();
}

/** How long a worker plays before it reports the games it finished (see {@link Batch.reportMs}). */
const REPORT_MS = 250;

/**
 * Plays the queue's batches on a pool of `workers` threads. Batches are handed out as threads
 * become free (two waiting per thread, so that a thread never waits for the main thread), each
 * sized from what is left, so that the threads finish together. A batch comes back after about
 * {@link REPORT_MS} with the games it finished; the rest of it goes back to the queue. An abort
 * raises the shared stop flag: every thread drops the game it is playing at its next move and
 * returns the games it finished, which are all counted.
 */
async function runOnPool(
  queue: BatchQueue,
  workers: number,
  finish: (batch: BatchResult) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  const pool = new Tinypool({
    filename: workerFile(),
    minThreads: Math.min(workers, queue.remaining),
    maxThreads: workers,
  });
  const stop = new SharedArrayBuffer(4);
  const raise = (): void => {
    Atomics.store(new Int32Array(stop), 0, 1);
  };
  signal?.addEventListener('abort', raise, { once: true });
  if (signal?.aborted) raise();
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      let failed = false;
      const feed = (): void => {
        while (!failed && signal?.aborted !== true && running < 2 * workers) {
          const batch = queue.next();
          if (batch === null) break;
          running++;
          pool.run({ ...batch, reportMs: REPORT_MS, stop }).then(
            (result: BatchResult) => {
              running--;
              if (!failed) {
                finish(result);
                if (result.end < batch.end && signal?.aborted !== true)
                  queue.giveBack([result.end, batch.end]);
              }
              feed();
            },
            (error: unknown) => {
              running--;
              if (!failed) {
                failed = true;
                raise();
                reject(error);
              }
              feed();
            },
          );
        }
        if (running === 0 && !failed) resolve();
      };
      feed();
    });
  } finally {
    signal?.removeEventListener('abort', raise);
    await pool.destroy();
  }
}

/** The games a result counted. */
export function doneOf(result: SimulationResult): GameRange[] {
  if (result.done !== undefined) return joinRanges(result.done);
  if (result.interrupted)
    throw new BotError(
      'invalid-options',
      'this interrupted result does not say which games finished (written by an older version)',
    );
  const { start, end } = shardRange(result.config.games, result.shard);
  return [[start, end]];
}

/** Checks that `earlier` is a result of the same study and shard (what `--resume` continues). */
export function checkResumable(
  earlier: SimulationResult,
  config: SimulationConfig,
  shard: Shard | null,
): void {
  if (JSON.stringify(earlier.config) !== JSON.stringify(config))
    throw new BotError(
      'invalid-options',
      'the result to resume is of another study (its settings differ)',
    );
  if (JSON.stringify(earlier.shard) !== JSON.stringify(shard))
    throw new BotError('invalid-options', 'the result to resume is of another shard');
}

/** The built worker entry, next to this module or in `simulation/` beside the bundle's chunk. */
function workerFile(): string {
  for (const candidate of ['./simulation/worker.js', './worker.js']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new BotError(
    'invalid-options',
    'the worker file is missing (build the package, or run with workers: 0)',
  );
}

/**
 * Checks a config before any game runs.
 *
 * @throws {@link BotError} `invalid-options` saying what is wrong.
 */
export function checkConfig(config: SimulationConfig): void {
  const fail = (message: string): never => {
    throw new BotError('invalid-options', message);
  };
  if (!Number.isInteger(config.games) || config.games < 1 || config.games > 1e9)
    fail(`games must be a whole number from 1 to 1,000,000,000, not ${config.games}`);
  if (![2, 3, 4].includes(config.players)) fail(`players must be 2, 3 or 4, not ${config.players}`);
  if (config.bots.length !== config.players)
    fail(
      `give one bot for every seat or one for all: ${config.bots.length} bots for ${config.players} players`,
    );
  // Two different bots under one label would be counted as one.
  const byLabel = new Map<string, string>();
  for (const text of config.bots) {
    const spec = parseBotSpec(text);
    const other = byLabel.get(spec.label);
    if (other !== undefined && other !== spec.spec)
      fail(`two different bots have the label ${spec.label}: ${other} and ${spec.spec}`);
    byLabel.set(spec.label, spec.spec);
  }
  if (!Number.isInteger(config.maxMoves) || config.maxMoves < 1)
    fail(`the move limit must be a positive whole number, not ${config.maxMoves}`);
}
