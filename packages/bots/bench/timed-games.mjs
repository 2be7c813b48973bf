// What the benches that play timed games between two sides share (equal-time.mjs,
// learned-trial.mjs, train-value.mjs): the Wilson interval of a win share, the resumable out file
// of one JSON line a game, a bot wrapped to count its decisions and thinking time, and a bundle of
// this package's source made when a bench starts (so that a rebuild of dist/ during a long run
// changes nothing).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Wilson 95 % interval of a share of `wins` (shared wins as fractions) in `n` games. */
export function wilson(wins, n) {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A share as a percentage with one decimal. */
export const pct = (value) => `${(value * 100).toFixed(1)} %`;

/**
 * The results held by the out file `file` (none when it is undefined or absent). A last line cut
 * short by a stop is dropped from the file; any other line that is not JSON is an error, as is a
 * result that `sameRun(result)` says belongs to another run (`describe(result)` names it).
 */
export function readResults(file, sameRun, describe) {
  if (file === undefined || !existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const results = [];
  for (const [at, line] of lines.entries()) {
    try {
      results.push(JSON.parse(line));
    } catch {
      if (at !== lines.length - 1) throw new Error(`${file}: line ${at + 1} is not JSON`);
      writeFileSync(
        file,
        lines
          .slice(0, -1)
          .map((kept) => `${kept}\n`)
          .join(''),
      );
    }
  }
  for (const result of results)
    if (!sameRun(result))
      throw new Error(`${file} holds games of another run (${describe(result)}): use another file`);
  return results;
}

/**
 * `bot`'s `chooseMove`, counting in `tally` the decisions with a choice and their thinking time by
 * the clock (`tally.decisions`, `tally.ms`).
 */
export function timedChoice(bot, tally) {
  return (view, legal) => {
    const start = performance.now();
    const move = bot.chooseMove(view, legal);
    if (legal.length > 1) {
      tally.ms += performance.now() - start;
      tally.decisions++;
    }
    return move;
  };
}

/**
 * A bot of `mctsBot` (a build's) thinking `ms` a move with `options`, whose decisions with a choice,
 * thinking time and search iterations are counted in `tally` (`decisions`, `ms`, `iterations`).
 */
export function timedMcts(mctsBot, options, ms, seed, tally) {
  const bot = mctsBot({
    ...options,
    budget: { ms },
    seed,
    onSearch: (search) => {
      tally.iterations += search.iterations;
    },
  });
  return { name: bot.name, chooseMove: timedChoice(bot, tally) };
}

/** The win share over `results` (each with its `share` of a game): games, wins, 95 % interval. */
export function winShare(results) {
  const n = results.length;
  const wins = results.reduce((sum, result) => sum + result.share, 0);
  const [low, high] = wilson(wins, n);
  return { n, wins, low, high };
}

/** The win share by the seat the side sat in (`result.seat`), seats 0 to `players` - 1. */
export function seatShares(results, players) {
  return Array.from({ length: players }, (_, seat) => {
    const mine = results.filter((result) => result.seat === seat);
    const wins = mine.reduce((sum, result) => sum + result.share, 0);
    return `seat ${seat} ${mine.length === 0 ? '-' : pct(wins / mine.length)} of ${mine.length}`;
  }).join(', ');
}

/** A side's tallies summed over `results` (`result[name]`, as `timedMcts` counts them), as a line. */
export function tallyLine(results, name) {
  const sum = (field) => results.reduce((total, result) => total + result[name][field], 0);
  const decisions = sum('decisions');
  const each = (value) => (decisions === 0 ? 0 : value / decisions);
  return `${decisions} decisions with a choice, ${each(sum('ms')).toFixed(1)} ms a decision (clock), ${each(sum('iterations')).toFixed(0)} MCTS iterations a decision`;
}

/**
 * Bundles `contents` (a module whose relative imports are read from this package's folder, e.g.
 * `export * from './src/browser.ts'`) with esbuild, imports the bundle and deletes it.
 */
export async function importFromSource(contents, name) {
  const bundle = join(tmpdir(), `${name}-${process.pid}.mjs`);
  await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(bundle).href);
  } finally {
    rmSync(bundle);
  }
}
