import { readFileSync } from 'node:fs';
import { loadBotModules } from '../protocol/module-bot.js';
import { runSimulationOnQueue } from '../queue/submit-study.js';
import { printable } from '../simulation/bot-spec.js';
import {
  checkTournament,
  mergeTournaments,
  runTournament,
  type TournamentConfig,
  type TournamentResult,
} from '../tournament/tournament.js';
import {
  formatTournamentCsv,
  formatTournamentText,
  reportTournament,
  tournamentSvg,
} from '../tournament/tournament-report.js';
import { UsageError } from '../usage-error.js';
import { checkWritable, writeAtomically } from './atomic-file.js';
import { helpEnd, SIM_EXIT, type SimIo, stopOnInterrupt, warnAboutWorkers } from './cli-io.js';
import { Progress } from './progress.js';
import { QUEUE_RUN_HELP, QUEUE_RUN_OPTIONS, readQueueRun, reportFailedJobs } from './queue-cli.js';
import { type ReadOptions, readOptions } from './read-options.js';
import {
  COMMON_OPTIONS,
  commonSettings,
  type OutputKind,
  readBotSpecs,
  readShard,
  wholeNumber,
} from './run-options.js';

/** The help text of `antarctica-sim tournament`. */
export function tournamentUsage(): string {
  return `Usage: antarctica-sim tournament --bot SPEC --bot SPEC... [options]
       antarctica-sim merge <tournament.json>... [--json | --csv] [--out FILE] [--svg FILE]

Plays a round robin of bots (every set of --players of them at a table, seats rotated every
game) and prints their ratings with 95 % intervals and a cross table.

  --bot SPEC         a bot of the tournament (repeat it; a spec may contain commas)
  --bots LIST        the same as a comma-separated list
  --players N        2, 3 or 4 players at a table (default 2)
  --games N          games at each table (default 100)
  --seed S           the tournament's seed (default 1); the same seed gives the same games
  --bootstrap N      bootstrap samples for the intervals (default 1000)
  --ship-placement firstGame|free   how ships start (default firstGame)
  --max-moves N      stop a game after N moves and score it as it stands (default 3000)
  --workers N        worker threads (default: one per core)
  --shard I/N        play only the I-th of N equal parts of every table; combine with merge
  --json             print the result as JSON (what merge reads)
  --csv              print the ratings as CSV
  --out FILE         write the result to FILE instead of standard output
  --svg FILE         draw the ratings and their intervals as an SVG chart in FILE
${QUEUE_RUN_HELP}
  --quiet            no progress on standard error
  --help             print this help

${helpEnd()}`;
}

const TOURNAMENT_OPTIONS = {
  ...COMMON_OPTIONS,
  ...QUEUE_RUN_OPTIONS,
  bot: 'values',
  bots: 'value',
  bootstrap: 'value',
  svg: 'value',
} as const;

interface Output {
  output: OutputKind;
  out: string | null;
  svg: string | null;
  samples: number;
}

function outputOf(read: ReadOptions, output: OutputKind, out: string | null): Output {
  return {
    output,
    out,
    svg: read.values.get('svg') ?? null,
    samples: wholeNumber('--bootstrap', read.values.get('bootstrap') ?? '1000', 0, 100_000),
  };
}

/** Prints (or writes) a tournament's result, its report and its chart. */
function emit(result: TournamentResult, output: Output, io: SimIo): void {
  const report = reportTournament(result, output.samples);
  const text =
    output.output === 'json'
      ? `${JSON.stringify({ ...result, report }, null, 2)}\n`
      : output.output === 'csv'
        ? formatTournamentCsv(report)
        : formatTournamentText(result, report);
  if (output.svg !== null) writeAtomically(output.svg, tournamentSvg(result, report), 'chart');
  if (output.out === null) io.stdout(text);
  else writeAtomically(output.out, text, 'result');
}

/** Runs `antarctica-sim tournament` with its arguments; resolves to the exit code. */
export async function runTournamentCli(args: readonly string[], io: SimIo): Promise<number> {
  const read = readOptions(args, TOURNAMENT_OPTIONS);
  if (read.switches.has('help')) {
    io.stdout(tournamentUsage());
    return SIM_EXIT.ok;
  }
  const common = commonSettings(read);
  const gamesPerTable = wholeNumber('--games', read.values.get('games') ?? '100', 1, 100_000_000);
  const config: TournamentConfig = {
    bots: readBotSpecs(read, []),
    players: common.players,
    gamesPerTable,
    seed: common.seed,
    rules: common.rules,
    shipPlacement: common.shipPlacement,
    maxMoves: common.maxMoves,
  };
  checkTournament(config);
  // A bad bot module is a bad command line: exit 2 before any game.
  await loadBotModules(config.bots);
  const shard = readShard(read.values.get('shard'), gamesPerTable, 'games of a table');
  const output = outputOf(read, common.output, common.out);
  for (const [path, what] of [
    [output.out, 'result'],
    [output.svg, 'chart'],
  ] as const)
    if (path !== null) checkWritable(path, what);
  const queue = readQueueRun(read);
  if (queue === null) warnAboutWorkers(common.workers, io);
  const controller = new AbortController();
  const removeHandler = stopOnInterrupt(io, controller, () => {});
  const progress = common.quiet ? null : new Progress(io);
  try {
    const result = await runTournament(config, {
      shard,
      workers: common.workers,
      signal: controller.signal,
      ...(progress ? { onProgress: (done, total) => progress.update(done, total) } : {}),
      ...(queue === null
        ? {}
        : { run: (table, options) => runSimulationOnQueue(table, { ...options, ...queue }) }),
    });
    progress?.end();
    emit(result, output, io);
    if (reportFailedJobs(result.tables, io)) return SIM_EXIT.failed;
    return result.interrupted ? SIM_EXIT.interrupted : SIM_EXIT.ok;
  } finally {
    removeHandler();
  }
}

/** Whether a file holds a tournament result (so that merge reads it as one). */
export function isTournamentFile(path: string): boolean {
  try {
    return /"format":\s*"antarctica-sim-tournament\/1"/.test(
      readFileSync(path, 'utf8').slice(0, 200),
    );
  } catch {
    return false;
  }
}

function readTournament(path: string): TournamentResult {
  let value: TournamentResult;
  try {
    value = JSON.parse(readFileSync(path, 'utf8')) as TournamentResult;
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'not JSON';
    throw new UsageError(`cannot read ${printable(path)}: ${code}`);
  }
  if (value?.format !== 'antarctica-sim-tournament/1' || !Array.isArray(value.tables))
    throw new UsageError(`${printable(path)} is not an antarctica-sim tournament result`);
  return value;
}

/** `antarctica-sim merge` of tournament files: the whole tournament from its shards. */
export function mergeTournamentFiles(read: ReadOptions, io: SimIo): number {
  const files = read.positionals;
  const parts = files.map(readTournament);
  const merged = mergeTournaments(parts, files, read.switches.has('allow-partial'));
  const output = outputOf(
    read,
    read.switches.has('json') ? 'json' : read.switches.has('csv') ? 'csv' : 'text',
    read.values.get('out') ?? null,
  );
  emit(merged, output, io);
  return SIM_EXIT.ok;
}
