import { createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { selfPlay } from '../self-play/self-play.js';
import { readOptions } from '../simulation/read-options.js';
import { serveEnvironment } from './env-server.js';

/** Exit codes of `antarctica-env`. */
export const ENV_EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** The help text of `antarctica-env`. */
export function envUsage(): string {
  return `Usage: antarctica-env
       antarctica-env self-play [options]

Serves a learning environment of Antarctica over JSON lines on standard input and output, or
writes self-play games between MCTS bots as training data, one JSON line per decision.

  --games N          self-play: games to play (default 10)
  --players N        self-play: 2, 3 or 4 (default 2)
  --seed S           self-play: the seed (default 1); the same seed gives the same lines
  --start N          self-play: the index of the first game (default 0), to split an export
  --iterations N     self-play: MCTS iterations per move (default 200)
  --out FILE         self-play: write to FILE instead of standard output
  --help             print this help

The environment's messages and the lines' fields are in docs/bot-protocol.md.
Exit codes: 0 done, 1 a game failed, 2 bad command line or an unwritable file.`;
}

/** What the command touches of the outside world. */
export interface EnvIo {
  stdin: Readable;
  stdout: Writable;
  stderr(text: string): void;
}

/** Runs `antarctica-env` with its arguments; resolves to the exit code. */
export async function runEnvCli(args: readonly string[], io: EnvIo): Promise<number> {
  const usageError = (message: string): number => {
    io.stderr(`antarctica-env: ${message} (see --help)\n`);
    return ENV_EXIT.usage;
  };
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'bad command line';
    return usageError(message.replace(/ \(see --help\)$/, ''));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(`${envUsage()}\n`);
    return ENV_EXIT.ok;
  }
  if (positionals.length === 0) {
    const selfPlayOnly = ['games', 'players', 'seed', 'start', 'iterations', 'out'].find(
      (name) => values[name as keyof typeof values] !== undefined,
    );
    if (selfPlayOnly !== undefined)
      return usageError(`--${selfPlayOnly} is an option of self-play`);
    await serveEnvironment(io.stdin, io.stdout);
    return ENV_EXIT.ok;
  }
  if (positionals[0] !== 'self-play' || positionals.length > 1)
    return usageError(`unknown command "${String(positionals.join(' ')).slice(0, 40)}"`);
  const games = whole(values.games ?? '10', 1, 1e9);
  const players = whole(values.players ?? '2', 2, 4);
  const start = whole(values.start ?? '0', 0, 1e9);
  const iterations = whole(values.iterations ?? '200', 1, 1e7);
  for (const [name, value, least] of [
    ['games', games, 1],
    ['players', players, 2],
    ['start', start, 0],
    ['iterations', iterations, 1],
  ] as const)
    if (value === null)
      return usageError(
        `--${name} must be a whole number ${name === 'players' ? 'from 2 to 4' : `from ${least}`}`,
      );
  let out: Writable = io.stdout;
  if (values.out !== undefined) {
    const file = createWriteStream(values.out);
    const opened = await new Promise<Error | null>((resolve) => {
      file.once('open', () => resolve(null));
      file.once('error', resolve);
    });
    if (opened !== null) return usageError(`cannot write ${values.out}: ${opened.message}`);
    out = file;
  }
  try {
    for (const game of selfPlay({
      games: games as number,
      players: players as 2 | 3 | 4,
      seed: values.seed ?? '1',
      start: start as number,
      iterations: iterations as number,
    })) {
      const text = game.decisions.map((decision) => JSON.stringify(decision)).join('\n');
      // Wait for the stream when it is full, so that a long export streams in constant memory.
      if (text !== '' && !out.write(`${text}\n`))
        await new Promise((resolve) => out.once('drain', resolve));
    }
  } catch (error) {
    io.stderr(`antarctica-env: ${(error as Error).message}\n`);
    return ENV_EXIT.failed;
  } finally {
    if (out !== io.stdout) await new Promise((resolve) => out.end(resolve));
  }
  return ENV_EXIT.ok;
}

/** The command line, read as `antarctica-sim` reads its own (same rules, same messages). */
function parse(args: readonly string[]) {
  const read = readOptions(args, {
    games: 'value',
    players: 'value',
    seed: 'value',
    start: 'value',
    iterations: 'value',
    out: 'value',
    help: 'switch',
  });
  const values: Partial<
    Record<'games' | 'players' | 'seed' | 'start' | 'iterations' | 'out', string>
  > & { help?: boolean } = Object.fromEntries(read.values);
  if (read.switches.has('help')) values.help = true;
  return { values, positionals: read.positionals };
}

function whole(text: string, min: number, max: number): number | null {
  const value = Number(text);
  return /^\d+$/.test(text) && value >= min && value <= max ? value : null;
}
