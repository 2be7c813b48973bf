import { availableParallelism } from 'node:os';
import { loadBotModules } from '../protocol/module-bot.js';
import { runSimulationOnQueue } from '../queue/submit-study.js';
import type { SimulationConfig } from '../simulation/config.js';
import { mergeResults, readResult } from '../simulation/merge-results.js';
import {
  checkConfig,
  type RunOptions,
  runSimulation,
  type SimulationResult,
} from '../simulation/run-simulation.js';
import { formatCsv, formatText, summarize } from '../simulation/summary.js';
import { UsageError } from '../usage-error.js';
import { AtomicFile, checkWritable, writeAtomically } from './atomic-file.js';
import {
  failed,
  helpEnd,
  SIM_EXIT,
  type SimIo,
  stopOnInterrupt,
  warnAboutWorkers,
} from './cli-io.js';
import { Progress } from './progress.js';
import {
  QUEUE_RUN_HELP,
  QUEUE_RUN_OPTIONS,
  type QueueRunSettings,
  readQueueRun,
  reportFailedJobs,
  runClearCli,
  runStatusCli,
  runWorkerCli,
} from './queue-cli.js';
import { readOptions } from './read-options.js';
import {
  COMMON_OPTIONS,
  commonSettings,
  type OutputKind,
  readBotSpecs,
  readShard,
  wholeNumber,
} from './run-options.js';
import { isTournamentFile, mergeTournamentFiles, runTournamentCli } from './tournament-cli.js';

export { mergeResults } from '../simulation/merge-results.js';
export { SIM_EXIT, type SimIo } from './cli-io.js';

/** The help text. */
export function usage(): string {
  return `Usage: antarctica-sim [options]
       antarctica-sim merge <result.json>... [--json | --csv] [--out FILE] [--allow-partial]
       antarctica-sim tournament --bot SPEC --bot SPEC... [options] (see tournament --help)
       antarctica-sim worker | status | clear --queue URL (see worker --help)

Plays many games of Antarctica between bots on every core and prints win rates by bot and seat
with 95 % confidence intervals, points and each scoring category, game length and end conditions.

  --games N          games in the study (default 1000)
  --players N        2, 3 or 4 (default 2)
  --bot SPEC         the bot of the next seat (repeat it, one per seat in seat order, or give
                     one for every seat); a spec may contain commas
  --bots LIST        the same as a comma-separated list (default heuristic):
                     random, uniform, heuristic, mcts:<ms>ms, mcts:<iterations>it,
                     cmd:<command line> (a program, docs/bot-protocol.md), ./bot.mjs (a module);
                     built-in bots take ,key=value options and a short label:
                     mcts:20it,exploration=0.3,rollout-policy=random,label=m03 (a key=value
                     part of --bots belongs to the bot before it; docs/simulation.md)
  --seed S           the study's seed (default 1); the same seed gives the same games
  --fixed-seats      keep each bot in its seat (default: bots change seats every game)
  --ship-placement firstGame|free   how ships start (default firstGame)
  --max-moves N      stop a game after N moves and score it as it stands (default 3000)
  --workers N        worker threads (default: one per core, here ${availableParallelism()})
  --shard I/N        run only the I-th of N equal parts; combine the parts with merge
  --json             print the result as JSON (what merge and --resume read)
  --csv              print the summary as CSV
  --out FILE         write the result to FILE instead of standard output (FILE is replaced
                     whole, never left half written)
  --checkpoint S     with --json --out FILE: write the games so far at most every S seconds,
                     at the latest S seconds after a game ended (default 10; 0 at once)
  --resume           with --json --out FILE: keep the games FILE counts, play only the others
  --records FILE     write every game as a notation record to FILE
${QUEUE_RUN_HELP}
  --allow-partial    (merge) accept interrupted parts; the merged result says it is partial
  --quiet            no progress on standard error
  --help             print this help

${helpEnd()}`;
}

interface Parsed {
  config: SimulationConfig;
  shard: ReturnType<typeof readShard>;
  workers: number;
  output: OutputKind;
  out: string | null;
  records: string | null;
  resume: boolean;
  checkpointMs: number;
  quiet: boolean;
  queue: QueueRunSettings | null;
}

const RUN_OPTIONS = {
  ...COMMON_OPTIONS,
  ...QUEUE_RUN_OPTIONS,
  bot: 'values',
  bots: 'value',
  'fixed-seats': 'switch',
  records: 'value',
  resume: 'switch',
  checkpoint: 'value',
} as const;

function parseRun(args: readonly string[]): Parsed | 'help' {
  const read = readOptions(args, RUN_OPTIONS);
  if (read.switches.has('help')) return 'help';
  const common = commonSettings(read);
  const games = wholeNumber('--games', read.values.get('games') ?? '1000', 1, 1_000_000_000);
  const specs = readBotSpecs(read, ['heuristic']);
  const { players } = common;
  if (specs.length !== 1 && specs.length !== players)
    throw new UsageError(
      `${read.lists.has('bot') ? '--bot' : '--bots'} gives ${specs.length} bots for ${players} players: give one per seat or one for all`,
    );
  const config: SimulationConfig = {
    games,
    players,
    bots: specs.length === 1 ? Array.from({ length: players }, () => specs[0] as string) : specs,
    seed: common.seed,
    rotate: !read.switches.has('fixed-seats'),
    rules: common.rules,
    shipPlacement: common.shipPlacement,
    maxMoves: common.maxMoves,
  };
  checkConfig(config);
  const resume = read.switches.has('resume');
  const records = read.values.get('records') ?? null;
  if (resume && (common.out === null || common.output !== 'json'))
    throw new UsageError('--resume needs --json --out FILE (the result file to finish)');
  if (resume && records !== null)
    throw new UsageError('--resume cannot continue a --records file: leave --records out');
  const queue = readQueueRun(read);
  if (queue !== null && records !== null)
    throw new UsageError('--records is for a run here, not with --queue');
  return {
    queue,
    config,
    shard: readShard(read.values.get('shard'), games, 'games'),
    workers: common.workers,
    output: common.output,
    out: common.out,
    records,
    resume,
    checkpointMs:
      1000 * wholeNumber('--checkpoint', read.values.get('checkpoint') ?? '10', 0, 86_400),
    quiet: common.quiet,
  };
}

/** The result as printed: JSON (with the summary), CSV or a table. */
export function renderResult(result: SimulationResult, output: OutputKind): string {
  if (output === 'json')
    return `${JSON.stringify({ ...result, summary: summarize(result.aggregate) }, null, 2)}\n`;
  return output === 'csv' ? formatCsv(result) : formatText(result);
}

/** Runs `antarctica-sim` with its arguments; resolves to the exit code. */
export async function runSimCli(args: readonly string[], io: SimIo): Promise<number> {
  try {
    if (args[0] === 'merge') return mergeCommand(args.slice(1), io);
    if (args[0] === 'tournament') return await runTournamentCli(args.slice(1), io);
    if (args[0] === 'worker') return await runWorkerCli(args.slice(1), io);
    if (args[0] === 'status') return await runStatusCli(args.slice(1), io);
    if (args[0] === 'clear') return await runClearCli(args.slice(1), io);
    const parsed = parseRun(args);
    if (parsed === 'help') {
      io.stdout(usage());
      return SIM_EXIT.ok;
    }
    return await runCommand(parsed, io);
  } catch (error) {
    return failed(error, io);
  }
}

async function runCommand(parsed: Parsed, io: SimIo): Promise<number> {
  // A bad bot module is a bad command line: exit 2 before any file is touched or game played.
  await loadBotModules(parsed.config.bots);
  let resume: SimulationResult | undefined;
  if (parsed.resume && parsed.out !== null) resume = resumeFrom(parsed.out);
  if (parsed.out !== null) checkWritable(parsed.out, 'result');
  const records = parsed.records === null ? null : new AtomicFile(parsed.records, 'records');
  if (parsed.queue === null) warnAboutWorkers(parsed.workers, io);
  const controller = new AbortController();
  const removeHandler = stopOnInterrupt(io, controller, () => records?.discard());
  const progress = parsed.quiet ? null : new Progress(io);
  let firstRecord = true;
  const out = parsed.out;
  try {
    const queue = parsed.queue;
    const run =
      queue === null
        ? runSimulation
        : (config: SimulationConfig, options: RunOptions) =>
            runSimulationOnQueue(config, { ...options, ...queue });
    const result = await run(parsed.config, {
      shard: parsed.shard,
      workers: parsed.workers,
      signal: controller.signal,
      ...(resume === undefined ? {} : { resume }),
      ...(progress
        ? { onProgress: (done: number, total: number) => progress.update(done, total) }
        : {}),
      ...(out !== null && parsed.output === 'json'
        ? {
            checkpointMs: parsed.checkpointMs,
            onCheckpoint: (partial: SimulationResult) =>
              writeAtomically(out, renderResult(partial, 'json'), 'result'),
          }
        : {}),
      ...(records === null
        ? {}
        : {
            onRecord: (_index: number, text: string) => {
              records.append(firstRecord ? text : `\n${text}`);
              firstRecord = false;
            },
          }),
    });
    progress?.end();
    records?.commit();
    const text = renderResult(result, parsed.output);
    if (out === null) io.stdout(text);
    else writeAtomically(out, text, 'result');
    if (reportFailedJobs([result], io)) return SIM_EXIT.failed;
    return result.interrupted ? SIM_EXIT.interrupted : SIM_EXIT.ok;
  } finally {
    removeHandler();
    records?.discard();
  }
}

/** The result to resume: the file's, or none when the file does not exist yet. */
function resumeFrom(path: string): SimulationResult | undefined {
  try {
    return readResult(path);
  } catch (error) {
    if (error instanceof UsageError && error.message.includes(': ENOENT')) return undefined;
    throw error;
  }
}

function mergeCommand(args: readonly string[], io: SimIo): number {
  const read = readOptions(args, {
    out: 'value',
    json: 'switch',
    csv: 'switch',
    'allow-partial': 'switch',
    svg: 'value',
    bootstrap: 'value',
    help: 'switch',
  });
  if (read.switches.has('help')) {
    io.stdout(usage());
    return SIM_EXIT.ok;
  }
  if (read.switches.has('json') && read.switches.has('csv'))
    throw new UsageError('choose --json or --csv, not both');
  const files = read.positionals;
  if (files.length === 0)
    throw new UsageError('merge needs the result files of the shards (written with --json)');
  if (isTournamentFile(files[0] as string)) return mergeTournamentFiles(read, io);
  for (const option of ['svg', 'bootstrap'])
    if (read.values.has(option))
      throw new UsageError(`option --${option} is for tournaments (see tournament --help)`);
  const merged = mergeResults(
    files.map((path) => readResult(path)),
    files,
    { allowPartial: read.switches.has('allow-partial') },
  );
  const outPath = read.values.get('out');
  if (outPath !== undefined) checkWritable(outPath, 'result');
  const text = renderResult(
    merged,
    read.switches.has('json') ? 'json' : read.switches.has('csv') ? 'csv' : 'text',
  );
  if (outPath === undefined) io.stdout(text);
  else writeAtomically(outPath, text, 'result');
  return SIM_EXIT.ok;
}
