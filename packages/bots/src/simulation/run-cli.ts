import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { RULE_OPTIONS, type RuleOptions } from '@antarctica-game/engine';
import { BotError } from '../play/bot-error.js';
import { type Aggregate, canonicalAggregate, emptyAggregate, mergeAggregate } from './aggregate.js';
import { parseBotSpec, printable } from './bot-spec.js';
import type { Shard, SimulationConfig } from './config.js';
import { checkConfig, runSimulation, type SimulationResult } from './run-simulation.js';
import { formatCsv, formatText, summarize } from './summary.js';

/** What the command touches of the outside world. */
export interface SimIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether standard error is a terminal (a progress bar) or not (progress lines). */
  isTerminal: boolean;
  /** Registers what to do on Ctrl-C; returns a function that removes it. */
  onInterrupt(handler: () => void): () => void;
}

/** Exit codes of `antarctica-sim`. */
export const SIM_EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const RULE_FLAGS = new Map(
  (Object.keys(RULE_OPTIONS) as Array<keyof RuleOptions>).map((name) => [`--${kebab(name)}`, name]),
);

/** The help text. */
export function usage(): string {
  const rules = [...RULE_FLAGS]
    .map(
      ([flag, name]) =>
        `  ${flag} ${RULE_OPTIONS[name].join('|')}  (default ${RULE_OPTIONS[name][0]})`,
    )
    .join('\n');
  return `Usage: antarctica-sim [options]
       antarctica-sim merge <result.json>... [--json | --csv] [--out FILE]

Plays many games of Antarctica between bots on every core and prints win rates by bot and seat
with 95 % confidence intervals, points and each scoring category, game length and end conditions.

  --games N          games in the study (default 1000)
  --players N        2, 3 or 4 (default 2)
  --bots LIST        comma-separated bots by seat, or one for every seat (default heuristic):
                     random, uniform, heuristic, mcts:<ms>ms, mcts:<iterations>it
  --seed S           the study's seed (default 1); the same seed gives the same games
  --fixed-seats      keep each bot in its seat (default: bots change seats every game)
  --ship-placement firstGame|free   how ships start (default firstGame)
  --max-moves N      stop a game after N moves and score it as it stands (default 3000)
  --workers N        worker threads (default: one per core, here ${availableParallelism()})
  --shard I/N        run only the I-th of N equal parts; combine the parts with merge
  --json             print the result as JSON (what merge reads)
  --csv              print the summary as CSV
  --out FILE         write the result to FILE instead of standard output
  --records FILE     write every game as a notation record to FILE
  --quiet            no progress on standard error
  --help             print this help

Rule readings (see docs/rules-decisions.md):
${rules}

Exit codes: 0 done, 1 a game failed, 2 bad command line or unwritable file (before any game
runs), 130 stopped with Ctrl-C (the games that finished are still reported).
`;
}

class UsageError extends Error {}

interface Parsed {
  config: SimulationConfig;
  shard: Shard | null;
  workers: number;
  output: 'text' | 'json' | 'csv';
  out: string | null;
  records: string | null;
  quiet: boolean;
}

const VALUE_FLAGS = new Set([
  '--games',
  '--players',
  '--bots',
  '--seed',
  '--ship-placement',
  '--max-moves',
  '--workers',
  '--shard',
  '--out',
  '--records',
  ...RULE_FLAGS.keys(),
]);
const SWITCHES = new Set(['--json', '--csv', '--quiet', '--fixed-seats', '--help']);

function readFlags(args: readonly string[]): {
  values: Map<string, string>;
  switches: Set<string>;
  rest: string[];
} {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const flag = equals < 0 ? arg : arg.slice(0, equals);
    if (SWITCHES.has(flag) && equals < 0) {
      switches.add(flag);
      continue;
    }
    if (!VALUE_FLAGS.has(flag))
      throw new UsageError(`unknown option ${printable(flag)} (see --help)`);
    const value = equals < 0 ? args[++index] : arg.slice(equals + 1);
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    if (values.has(flag)) throw new UsageError(`${flag} is given twice`);
    values.set(flag, value);
  }
  return { values, switches, rest };
}

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max)
    throw new UsageError(
      `${flag} must be a whole number from ${min} to ${max.toLocaleString('en')}, not "${printable(text)}"`,
    );
  return Number(text);
}

function parseRun(args: readonly string[]): Parsed | 'help' {
  const { values, switches, rest } = readFlags(args);
  if (switches.has('--help')) return 'help';
  if (rest.length > 0)
    throw new UsageError(`unexpected argument "${printable(rest[0] as string)}" (see --help)`);
  if (switches.has('--json') && switches.has('--csv'))
    throw new UsageError('choose --json or --csv, not both');
  const games = wholeNumber('--games', values.get('--games') ?? '1000', 1, 1_000_000_000);
  const players = wholeNumber('--players', values.get('--players') ?? '2', 2, 4) as 2 | 3 | 4;
  const specs = (values.get('--bots') ?? 'heuristic').split(',').map((spec) => spec.trim());
  if (specs.length !== 1 && specs.length !== players)
    throw new UsageError(
      `--bots lists ${specs.length} bots for ${players} players: give one per seat or one for all`,
    );
  const bots = (
    specs.length === 1 ? Array.from({ length: players }, () => specs[0] as string) : specs
  ).map((spec) => parseBotSpec(spec).label);
  const seed = values.get('--seed') ?? '1';
  if (
    seed === '' ||
    seed.length > 200 ||
    [...seed].some((character) => character.charCodeAt(0) < 32)
  )
    throw new UsageError('--seed must be 1 to 200 printable characters');
  const placement = values.get('--ship-placement') ?? 'firstGame';
  if (placement !== 'firstGame' && placement !== 'free')
    throw new UsageError(
      `--ship-placement must be firstGame or free, not "${printable(placement)}"`,
    );
  const rules: Partial<RuleOptions> = {};
  for (const [flag, name] of RULE_FLAGS) {
    const value = values.get(flag);
    if (value === undefined) continue;
    const allowed = RULE_OPTIONS[name] as readonly string[];
    if (!allowed.includes(value))
      throw new UsageError(`${flag} must be ${allowed.join(' or ')}, not "${printable(value)}"`);
    (rules as Record<string, string>)[name] = value;
  }
  let shard: Shard | null = null;
  const shardText = values.get('--shard');
  if (shardText !== undefined) {
    const match = /^(\d+)\/(\d+)$/.exec(shardText.trim());
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match === null || count < 1 || index < 1 || index > count)
      throw new UsageError(`--shard must be I/N with 1 <= I <= N, not "${printable(shardText)}"`);
    if (count > games)
      throw new UsageError(`--shard ${index}/${count}: more shards than the ${games} games`);
    shard = { index, count };
  }
  const config: SimulationConfig = {
    games,
    players,
    bots,
    seed,
    rotate: !switches.has('--fixed-seats'),
    rules,
    shipPlacement: placement,
    maxMoves: wholeNumber('--max-moves', values.get('--max-moves') ?? '3000', 1, 1_000_000),
  };
  checkConfig(config);
  return {
    config,
    shard,
    workers: wholeNumber(
      '--workers',
      values.get('--workers') ?? String(availableParallelism()),
      1,
      256,
    ),
    output: switches.has('--json') ? 'json' : switches.has('--csv') ? 'csv' : 'text',
    out: values.get('--out') ?? null,
    records: values.get('--records') ?? null,
    quiet: switches.has('--quiet'),
  };
}

/** Opens a file for writing before any game runs, or throws a usage error naming the problem. */
function openForWriting(path: string, what: string): number {
  try {
    return openSync(path, 'w');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'error';
    throw new UsageError(`cannot write the ${what} to ${printable(path)}: ${code}`);
  }
}

/** The result as printed: JSON (with the summary), CSV or a table. */
export function renderResult(result: SimulationResult, output: 'text' | 'json' | 'csv'): string {
  if (output === 'json')
    return `${JSON.stringify({ ...result, summary: summarize(result.aggregate) }, null, 2)}\n`;
  return output === 'csv' ? formatCsv(result) : formatText(result);
}

/** Runs `antarctica-sim` with its arguments; resolves to the exit code. */
export async function runSimCli(args: readonly string[], io: SimIo): Promise<number> {
  try {
    if (args[0] === 'merge') return mergeCommand(args.slice(1), io);
    const parsed = parseRun(args);
    if (parsed === 'help') {
      io.stdout(usage());
      return SIM_EXIT.ok;
    }
    return await runCommand(parsed, io);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof BotError && error.code === 'invalid-options')
    ) {
      io.stderr(`antarctica-sim: ${error.message}\n`);
      return SIM_EXIT.usage;
    }
    io.stderr(`antarctica-sim: ${error instanceof Error ? error.message : String(error)}\n`);
    return SIM_EXIT.failed;
  }
}

async function runCommand(parsed: Parsed, io: SimIo): Promise<number> {
  const outFile = parsed.out === null ? null : openForWriting(parsed.out, 'result');
  const recordsFile = parsed.records === null ? null : openForWriting(parsed.records, 'records');
  const controller = new AbortController();
  let interrupts = 0;
  const removeHandler = io.onInterrupt(() => {
    interrupts++;
    if (interrupts === 1) {
      io.stderr(
        '\nantarctica-sim: stopping; the games that finished are kept (Ctrl-C again to quit at once)\n',
      );
      controller.abort();
    } else process.exit(SIM_EXIT.interrupted);
  });
  const progress = parsed.quiet ? null : new Progress(io);
  let firstRecord = true;
  try {
    const result = await runSimulation(parsed.config, {
      shard: parsed.shard,
      workers: parsed.workers,
      signal: controller.signal,
      ...(progress
        ? { onProgress: (done: number, total: number) => progress.update(done, total) }
        : {}),
      ...(recordsFile === null
        ? {}
        : {
            onRecord: (_index: number, text: string) => {
              writeSync(recordsFile, firstRecord ? text : `\n${text}`);
              firstRecord = false;
            },
          }),
    });
    progress?.end();
    const text = renderResult(result, parsed.output);
    if (outFile === null) io.stdout(text);
    else writeSync(outFile, text);
    return result.interrupted ? SIM_EXIT.interrupted : SIM_EXIT.ok;
  } finally {
    removeHandler();
    if (outFile !== null) closeSync(outFile);
    if (recordsFile !== null) closeSync(recordsFile);
  }
}

function mergeCommand(args: readonly string[], io: SimIo): number {
  const { values, switches, rest } = readFlags(args);
  if (switches.has('--help')) {
    io.stdout(usage());
    return SIM_EXIT.ok;
  }
  for (const flag of [...values.keys(), ...switches])
    if (!['--out', '--json', '--csv'].includes(flag))
      throw new UsageError(`merge does not take ${flag}`);
  if (rest.length === 0)
    throw new UsageError('merge needs the result files of the shards (written with --json)');
  const results = rest.map((path) => readResult(path));
  const merged = mergeResults(results, rest);
  const outPath = values.get('--out');
  const outFile = outPath === undefined ? null : openForWriting(outPath, 'result');
  const text = renderResult(
    merged,
    switches.has('--json') ? 'json' : switches.has('--csv') ? 'csv' : 'text',
  );
  if (outFile === null) io.stdout(text);
  else {
    writeSync(outFile, text);
    closeSync(outFile);
  }
  return SIM_EXIT.ok;
}

function readResult(path: string): SimulationResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'error';
    throw new UsageError(`cannot read ${printable(path)}: ${code}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`${printable(path)} is not JSON (write shard results with --json)`);
  }
  const result = value as SimulationResult;
  if (
    typeof value !== 'object' ||
    value === null ||
    result.format !== 'antarctica-sim/1' ||
    typeof result.aggregate !== 'object' ||
    typeof result.config !== 'object'
  )
    throw new UsageError(
      `${printable(path)} is not an antarctica-sim result (format antarctica-sim/1)`,
    );
  return result;
}

/**
 * Combines the results of the shards of one study into the result of the whole study: the same
 * config, every shard of the split exactly once.
 *
 * @throws Error naming the file that does not fit.
 */
export function mergeResults(
  results: readonly SimulationResult[],
  names: readonly string[] = [],
): SimulationResult {
  const first = results[0];
  if (first === undefined) throw new UsageError('nothing to merge');
  const name = (index: number) => printable(names[index] ?? `result ${index + 1}`);
  const configText = JSON.stringify(first.config);
  const count = first.shard?.count ?? 1;
  const seen = new Set<number>();
  results.forEach((result, index) => {
    if (JSON.stringify(result.config) !== configText)
      throw new UsageError(
        `${name(index)} is from another study (its settings differ from ${name(0)})`,
      );
    const shard = result.shard ?? { index: 1, count: 1 };
    if (shard.count !== count)
      throw new UsageError(
        `${name(index)} is shard ${shard.index}/${shard.count}, not of ${count} shards`,
      );
    if (seen.has(shard.index))
      throw new UsageError(`shard ${shard.index}/${count} is given twice (${name(index)})`);
    seen.add(shard.index);
  });
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter(
    (index) => !seen.has(index),
  );
  if (missing.length > 0) throw new UsageError(`shard ${missing[0]}/${count} is missing`);
  const config = first.config;
  const aggregate: Aggregate = emptyAggregate(config.players);
  for (const result of results) mergeAggregate(aggregate, result.aggregate);
  return {
    format: 'antarctica-sim/1',
    config,
    shard: null,
    gamesPlanned: results.reduce((sum, result) => sum + result.gamesPlanned, 0),
    interrupted: results.some((result) => result.interrupted),
    aggregate: canonicalAggregate(aggregate, config.bots),
  };
}

/** Progress on standard error: a bar with rate and time left on a terminal, else a line every 10 %. */
class Progress {
  private readonly started = Date.now();
  private lastDraw = 0;
  private lastTenth = -1;
  constructor(private readonly io: SimIo) {}
  update(done: number, total: number): void {
    const now = Date.now();
    const elapsed = (now - this.started) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const left = rate > 0 ? (total - done) / rate : 0;
    const stats = `${done.toLocaleString('en')}/${total.toLocaleString('en')} games, ${rate.toFixed(rate < 10 ? 1 : 0)} games/s, ${clock(left)} left`;
    if (this.io.isTerminal) {
      if (now - this.lastDraw < 100 && done < total) return;
      this.lastDraw = now;
      const width = 30;
      const filled = Math.round((done / Math.max(1, total)) * width);
      this.io.stderr(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${((done / Math.max(1, total)) * 100).toFixed(0).padStart(3)}% ${stats}   `,
      );
      return;
    }
    const tenth = Math.floor((done / Math.max(1, total)) * 10);
    if (tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    this.io.stderr(`antarctica-sim: ${stats}\n`);
  }
  end(): void {
    if (this.io.isTerminal) this.io.stderr('\n');
  }
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`
    : `${minutes}:${String(rest).padStart(2, '0')}`;
}
