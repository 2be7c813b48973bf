import {
  describeError,
  formatRecords,
  type GameRecord,
  type NotationError,
  parseRecord,
  parseRecordStream,
  safeText,
} from '@antarctica-game/notation';
import { analyseGame } from '../analyse-game.js';
import { DEFAULT_BUDGET } from '../analysis-options.js';
import { ANALYSIS_PRESETS } from '../analysis-presets.js';
import type { GameAnalysis } from '../analysis-types.js';
import { finishGame, prepareGame } from '../game-steps.js';
import { analysedRecord } from '../record/analysed-record.js';
import { analyseInWorkers } from './parallel.js';
import { isQueueUsage, QUEUE_COMMANDS, QUEUE_USAGE, runQueueCommand } from './queue-cli.js';
import { queuedSteps } from './queue-run.js';
import { readOptions } from './read-options.js';

/** What the command line touches of the outside world, so that tests run it in memory. */
export interface AnalyseIo {
  /** The whole of a file (`-`: standard input), its bytes or its text; rejects if unreadable. */
  read(path: string): Promise<Uint8Array | string>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether standard error is a terminal (progress redraws one line then). */
  stderrIsTerminal: boolean;
  /** Calls `handler` on Ctrl-C or SIGTERM (a queue worker finishes its job); returns its removal. */
  onInterrupt?(handler: () => void): () => void;
}

/** Exit codes, as the notation's command line: 0 done, 1 unreadable, 2 invalid input. */
export const EXIT = { ok: 0, unreadable: 1, invalid: 2 } as const;

/** The help. */
export const USAGE = `Usage: antarctica-analyse [options] <file | ->
       antarctica-analyse --help

Analyses the games of a record file (.agn; "-" reads standard input; a collection too): every
decision judged from the deciding player's view, the luck of every chance outcome, a summary
per player. Prints the analysed records (an [%eval] on every move, verdict glyphs, the best move
as a variation, the summary as tags) or, with --json, the analysis as JSON.

Options:
  --setting <S>  quick (${ANALYSIS_PRESETS.quick.budget} iterations, fewer luck draws) or thorough (the default)
  --budget <N>   search iterations per search (default ${DEFAULT_BUDGET}); more is slower and steadier
  --seed <S>     the seed (default 0): the same file, budget and seed give the same analysis
  --workers <N>  analyse in N worker threads (default 1); the analysis is the same
  --json         print the analysis as JSON instead of the analysed records
  --quiet        no progress on standard error
  --queue <URL>  analyse on a BullMQ queue in Redis (redis://host:port): jobs of a few records,
                 analysed by \`antarctica-analyse worker\` processes on any machines; the same
                 output as a run here (docs/analysis.md)
  --queue-name <NAME>  the queue (default antarctica-analyse)
  --job-records <N>    records per job (default 1)
  --keep-jobs    leave the finished run's jobs in Redis
  --help         print this help

Options take their value as --name value or --name=value.

Exit codes: 0 done, 1 the file could not be read, 2 invalid records (reported with their line,
column and code, and left out) or a wrong command line; 1 also when a queue job failed on
every try (its records are left out).

${QUEUE_USAGE}`;

/** Runs `antarctica-analyse`; resolves to the exit code. Never rejects. */
export async function runAnalyseCli(args: readonly string[], io: AnalyseIo): Promise<number> {
  try {
    return await run(args, io);
  } catch (error) {
    if (isQueueUsage(error)) {
      io.stderr(`antarctica-analyse: ${error.message} (see antarctica-analyse --help)\n`);
      return EXIT.invalid;
    }
    io.stderr(`antarctica-analyse: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.unreadable;
  }
}

async function run(args: readonly string[], io: AnalyseIo): Promise<number> {
  const command = QUEUE_COMMANDS.find((name) => name === args[0]);
  if (command !== undefined) return runQueueCommand(command, args.slice(1), io);
  if (args.includes('--help') || args[0] === 'help') {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const options = readOptions(args);
  if ('code' in options) {
    io.stderr(`antarctica-analyse: ${options.message} (see antarctica-analyse --help)\n`);
    return EXIT.invalid;
  }
  const name = options.file === '-' ? '<stdin>' : safeText(options.file);
  let input: Uint8Array | string;
  try {
    input = await io.read(options.file);
  } catch (error) {
    io.stderr(
      `antarctica-analyse: cannot read ${name}: ${safeText(error instanceof Error ? error.message : String(error))}\n`,
    );
    return EXIT.unreadable;
  }
  let exit: number = EXIT.ok;
  // A bad record is answered as `antarctica-notation check` answers it: the same reading (bytes
  // streamed, so binary input is found where check finds it), the same errors, the same lines.
  const report = (error: NotationError): void => {
    if (error.severity === 'error') exit = EXIT.invalid;
    io.stderr(describeError(options.file, error));
  };
  const streamed = await readRecords(input);
  const sound = streamed.flatMap(({ index, record, errors }) =>
    record !== null && analysable(errors) ? [{ index, record }] : [],
  );
  const records: GameRecord[] = [];
  const analyses: Array<{ record: number; analysis: GameAnalysis }> = [];
  const progress = progressWriter(io, options.quiet);
  const settings = {
    ...ANALYSIS_PRESETS[options.setting],
    ...(options.budget !== undefined && { budget: options.budget }),
    ...(options.seed !== undefined && { seed: options.seed }),
  };
  const queued =
    options.queue === undefined
      ? undefined
      : await queuedSteps(sound, settings, options, (done, total) =>
          progress(`${name}: queue`, done, total, 'records'),
        );
  if (queued !== undefined) progress.end();
  // A text without a record (empty, or only a comment) is no game to analyse: the notation's own
  // error for it, as `parseRecord` words it.
  if (streamed.every((entry) => entry.record === null && entry.errors.length === 0))
    for (const error of parseRecord('').errors) report(error);
  // Record by record, in the file's order, as check reports them: the reading's errors, else the
  // replay's (the analysis replays the record as check does).
  for (const { index, record, errors } of streamed) {
    for (const error of errors) report(error);
    if (record === null || !analysable(errors)) continue;
    const label = `${name}: record ${index + 1} of ${streamed.length}`;
    const steps = queued?.get(index);
    if (steps !== undefined && !Array.isArray(steps)) {
      io.stderr(
        `antarctica-analyse: ${label}: its queue job failed ${steps.attempts} times (left out): ${steps.failed}\n`,
      );
      if (exit === EXIT.ok) exit = EXIT.unreadable;
      continue;
    }
    const analysis =
      steps !== undefined
        ? finishGame(prepareGame(record, settings), steps)
        : options.workers > 1
          ? await analyseInWorkers(record, settings, options.workers, (done, total) =>
              progress(label, done, total),
            )
          : analyseGame(record, {
              ...settings,
              onProgress: (done, total) => progress(label, done, total),
            });
    progress.end();
    for (const error of analysis.errors) report(error);
    if (!analysis.ok) continue;
    records.push(analysedRecord(record, analysis));
    analyses.push({ record: index + 1, analysis });
  }
  if (options.json) io.stdout(`${JSON.stringify(analyses, null, 2)}\n`);
  else if (records.length > 0) io.stdout(formatRecords(records));
  return exit;
}

/** Whether a record read with these errors is analysed: none of them is an error (as check). */
const analysable = (errors: readonly NotationError[]): boolean =>
  errors.every((error) => error.severity !== 'error');

/** The records of a file as `check` reads them: streamed from its bytes, each with its errors. */
async function readRecords(input: Uint8Array | string) {
  const records: Array<{ index: number; record: GameRecord | null; errors: NotationError[] }> = [];
  for await (const { index, record, errors } of parseRecordStream([input]))
    records.push({ index, record, errors });
  return records;
}

/** Progress on standard error: one line redrawn on a terminal, else a line every tenth. */
function progressWriter(io: AnalyseIo, quiet: boolean) {
  let shown = -1;
  let open = false;
  const write = (label: string, done: number, total: number, unit = 'moves'): void => {
    if (quiet) return;
    const tenth = Math.floor((done / total) * 10);
    if (io.stderrIsTerminal) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      io.stderr(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}`,
      );
      open = true;
    } else if (tenth !== shown) {
      shown = tenth;
      io.stderr(`${label}: ${done}/${total} ${unit}\n`);
    }
  };
  return Object.assign(write, {
    end(): void {
      if (open) io.stderr('\n');
      open = false;
      shown = -1;
    },
  });
}
