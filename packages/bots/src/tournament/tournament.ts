import type { RuleOptions } from '@antarctica-game/engine';
import { BotError } from '../play/bot-error.js';
import { parseBotSpec } from '../simulation/bot-spec.js';
import { type Shard, type SimulationConfig, shardRange } from '../simulation/config.js';
import { mergeResults } from '../simulation/merge-results.js';
import {
  type RunOptions,
  runSimulation,
  type SimulationResult,
} from '../simulation/run-simulation.js';

/** What a tournament plays: everything needed to reproduce it. */
export interface TournamentConfig {
  /** The bot specs taking part (see {@link parseBotSpec}), at least as many as `players`. */
  bots: string[];
  /** Players per game. */
  players: 2 | 3 | 4;
  /** Games at each table (each set of `players` bots); seats rotate from game to game. */
  gamesPerTable: number;
  /** The tournament's seed: each table's games come from it and the table's bots. */
  seed: string;
  /** Rule readings that differ from the engine's defaults. */
  rules: Partial<RuleOptions>;
  /** How the ships start. */
  shipPlacement: 'firstGame' | 'free';
  /** A game still running after this many moves is stopped and scored as it stands. */
  maxMoves: number;
}

/** The outcome of a tournament (or one shard of it): one study result per table. */
export interface TournamentResult {
  /** Always `antarctica-sim-tournament/1`. */
  format: 'antarctica-sim-tournament/1';
  /** What was played. */
  config: TournamentConfig;
  /** The part of every table this result covers, or `null` for all of it. */
  shard: Shard | null;
  /** Whether the run was stopped before all its games finished. */
  interrupted: boolean;
  /** Each table's result, in the order of {@link tablesOf}. */
  tables: SimulationResult[];
}

/**
 * The tables of a round robin: every set of `players` bots of the tournament, each a study
 * whose bots change seats every game (so each plays every seat equally often over `players`
 * games), seeded from the tournament's seed and the bots at the table.
 */
export function tablesOf(config: TournamentConfig): SimulationConfig[] {
  const tables: SimulationConfig[] = [];
  const choose = (from: number, chosen: string[]): void => {
    if (chosen.length === config.players) {
      tables.push({
        games: config.gamesPerTable,
        players: config.players,
        bots: chosen,
        seed: `${config.seed}/${chosen.join('+')}`,
        rotate: true,
        rules: config.rules,
        shipPlacement: config.shipPlacement,
        maxMoves: config.maxMoves,
      });
      return;
    }
    for (let bot = from; bot < config.bots.length; bot++)
      choose(bot + 1, [...chosen, config.bots[bot] as string]);
  };
  choose(0, []);
  return tables;
}

/**
 * Checks a tournament config: known bots, each once, at least as many as the player count.
 *
 * @throws {@link BotError} `invalid-options` saying what is wrong.
 */
export function checkTournament(config: TournamentConfig): void {
  const fail = (message: string): never => {
    throw new BotError('invalid-options', message);
  };
  const labels = config.bots.map((spec) => parseBotSpec(spec).label);
  const twice = labels.find((label, index) => labels.indexOf(label) !== index);
  if (twice !== undefined) fail(`the bot ${twice} is in the tournament twice`);
  if (labels.length < config.players)
    fail(
      `a tournament at ${config.players} players needs at least ${config.players} bots, not ${labels.length}`,
    );
  if (!Number.isInteger(config.gamesPerTable) || config.gamesPerTable < 1)
    fail(`games per table must be a positive whole number, not ${config.gamesPerTable}`);
}

/**
 * Plays a tournament (or the same shard of every table), one table after the other, each on the
 * pool of workers `options` asks for. Stopping (the signal) keeps the games that finished.
 */
export async function runTournament(
  config: TournamentConfig,
  options: Pick<RunOptions, 'shard' | 'workers' | 'signal' | 'onProgress'> & {
    /** What plays a table (default {@link runSimulation}; the queue mode gives its own). */
    run?: (table: SimulationConfig, options: RunOptions) => Promise<SimulationResult>;
  } = {},
): Promise<TournamentResult> {
  checkTournament(config);
  const tables = tablesOf(config);
  const results: SimulationResult[] = [];
  const { start, end } = shardRange(config.gamesPerTable, options.shard ?? null);
  const total = tables.length * (end - start);
  let before = 0;
  const run = options.run ?? runSimulation;
  for (const table of tables) {
    const result = await run(table, {
      shard: options.shard ?? null,
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(options.onProgress === undefined
        ? {}
        : {
            onProgress: (done: number) => options.onProgress?.(before + done, total),
          }),
    });
    results.push(result);
    before += result.gamesPlanned;
    if (options.signal?.aborted === true) break;
  }
  // Tables not reached when stopped are empty results of their study.
  for (const table of tables.slice(results.length))
    results.push(
      await runSimulation(table, {
        shard: options.shard ?? null,
        workers: 0,
        batchSize: 1,
        signal: AbortSignal.abort(),
      }),
    );
  return {
    format: 'antarctica-sim-tournament/1',
    config,
    shard: options.shard ?? null,
    interrupted: results.some((result) => result.interrupted),
    tables: results,
  };
}

/**
 * Combines the shards of one tournament into the whole tournament, table by table (as
 * `mergeResults` combines a study's shards). An interrupted part is refused unless
 * `allowPartial` is set.
 */
export function mergeTournaments(
  parts: readonly TournamentResult[],
  names: readonly string[] = [],
  allowPartial = false,
): TournamentResult {
  const first = parts[0];
  if (first === undefined) throw new BotError('invalid-options', 'nothing to merge');
  const configText = JSON.stringify(first.config);
  parts.forEach((part, index) => {
    if (JSON.stringify(part.config) !== configText)
      throw new BotError(
        'invalid-options',
        `${names[index] ?? `part ${index + 1}`} is from another tournament (its settings differ)`,
      );
  });
  const tables = first.tables.map((_, table) =>
    mergeResults(
      parts.map((part) => part.tables[table] as SimulationResult),
      names,
      { allowPartial },
    ),
  );
  return {
    format: 'antarctica-sim-tournament/1',
    config: first.config,
    shard: null,
    interrupted: tables.some((table) => table.interrupted),
    tables,
  };
}
