import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { BotError } from '../play/bot-error.js';
import { type Aggregate, canonicalAggregate, emptyAggregate, mergeAggregate } from './aggregate.js';
import { parseBotSpec } from './bot-spec.js';
import { type Shard, type SimulationConfig, shardRange } from './config.js';
import { type Batch, type BatchResult, notationRecorder, playBatch } from './play-batch.js';

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
  /** Stops the run: running batches are dropped, finished games are kept. */
  signal?: AbortSignal;
  /** Games per task handed to a worker (default: chosen from the size of the run). */
  batchSize?: number;
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
  /** The counts; `aggregate.games` is how many games finished. */
  aggregate: Aggregate;
}

/**
 * Runs a simulation (or one shard of it) on a pool of worker threads. The result of a config
 * does not depend on the number of workers, the batch size or the order in which batches finish
 * (for bots without a time budget): every game is set up and played from seeds derived from the
 * config's seed and the game's index, and the counts are whole-number sums.
 */
export async function runSimulation(
  config: SimulationConfig,
  options: RunOptions = {},
): Promise<SimulationResult> {
  checkConfig(config);
  const shard = options.shard ?? null;
  const { start, end } = shardRange(config.games, shard);
  const total = end - start;
  const workers = options.workers ?? availableParallelism();
  const batchSize =
    options.batchSize ?? Math.max(1, Math.min(200, Math.ceil(total / Math.max(1, workers * 16))));
  const batches: Batch[] = [];
  for (let first = start; first < end; first += batchSize)
    batches.push({
      config,
      start: first,
      end: Math.min(end, first + batchSize),
      records: options.onRecord !== undefined,
    });

  const aggregate = emptyAggregate(config.players);
  let done = 0;
  const records = new RecordQueue(start, options.onRecord);
  const finish = (result: BatchResult): void => {
    mergeAggregate(aggregate, result.aggregate);
    done += result.end - result.start;
    records.add(result.records);
    options.onProgress?.(done, total);
  };
  const stopped = (): boolean => options.signal?.aborted === true;

  if (workers === 0) {
    const recorder = options.onRecord ? await notationRecorder() : undefined;
    for (const batch of batches) {
      if (stopped()) break;
      // Give the event loop a turn between batches so that an abort (Ctrl-C) is seen.
      await new Promise((resolve) => setImmediate(resolve));
      finish(playBatch(batch, stopped, recorder));
    }
  } else {
    // One abort listener per queued task: lift Node's warning about many listeners.
    if (options.signal) setMaxListeners(batches.length + 10, options.signal);
    const pool = new Tinypool({
      filename: workerFile(),
      minThreads: Math.min(workers, batches.length || 1),
      maxThreads: workers,
    });
    try {
      await Promise.all(
        batches.map((batch) =>
          pool
            .run(batch, options.signal ? { signal: options.signal } : {})
            .then((result: BatchResult) => {
              if (!stopped()) finish(result);
            })
            .catch((error: unknown) => {
              if (!stopped()) throw error;
            }),
        ),
      );
    } finally {
      await pool.destroy();
    }
  }
  records.flushAll();
  return {
    format: 'antarctica-sim/1',
    config,
    shard,
    gamesPlanned: total,
    interrupted: done < total,
    aggregate: canonicalAggregate(
      aggregate,
      config.bots.map((spec) => parseBotSpec(spec).label),
    ),
  };
}

/** Writes records in game order as the games before them finish; the rest at the end. */
class RecordQueue {
  private next: number;
  private readonly waiting = new Map<number, string>();
  constructor(
    start: number,
    private readonly write: ((index: number, text: string) => void) | undefined,
  ) {
    this.next = start;
  }
  add(records: ReadonlyArray<[number, string]>): void {
    if (this.write === undefined) return;
    for (const [index, text] of records) this.waiting.set(index, text);
    while (this.waiting.has(this.next)) {
      this.write(this.next, this.waiting.get(this.next) as string);
      this.waiting.delete(this.next);
      this.next++;
    }
  }
  flushAll(): void {
    if (this.write === undefined) return;
    for (const index of [...this.waiting.keys()].sort((a, b) => a - b))
      this.write(index, this.waiting.get(index) as string);
    this.waiting.clear();
  }
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
  for (const spec of config.bots) parseBotSpec(spec);
  if (!Number.isInteger(config.maxMoves) || config.maxMoves < 1)
    fail(`the move limit must be a positive whole number, not ${config.maxMoves}`);
}
