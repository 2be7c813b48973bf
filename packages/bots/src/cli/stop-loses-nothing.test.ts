import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// A study stopped by a signal keeps every game that finished before it: real processes, real
// signals, and a module bot that writes down when each of its games ended (the built command).
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const bot = fileURLToPath(new URL('./__fixtures__/counting-bot.mjs', import.meta.url));
vi.setConfig({ testTimeout: 300_000 });
const dir = mkdtempSync(join(tmpdir(), 'antarctica-sim-lose-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A study of `games` games: the counting bot against the random bot (one count per game). */
const study = (games: number, out: string) => [
  '--games',
  String(games),
  '--bot',
  bot,
  '--bot',
  'random',
  '--seed',
  'lose',
  '--workers',
  '2',
  '--json',
  '--out',
  out,
  '--quiet',
];

/** The end times the bot wrote, in milliseconds. */
const ends = (log: string): number[] =>
  existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map(Number)
    : [];

function start(args: string[], log: string): ChildProcess {
  return spawn(process.execPath, [cli, ...args], {
    stdio: 'ignore',
    env: { ...process.env, COUNTING_BOT_FILE: log },
  });
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.on('exit', (code, signal) => resolve({ code, signal }));
  });

/** Resolves once the bot has counted `games` finished games. */
async function waitForGames(log: string, games: number, child: ChildProcess): Promise<void> {
  while (ends(log).length < games) {
    if (child.exitCode !== null) throw new Error(`ended (${child.exitCode}) before ${games} games`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const gamesOf = (file: string): number => JSON.parse(readFileSync(file, 'utf8')).aggregate.games;

describe('a stopped study loses no finished game', () => {
  it('SIGTERM: the result counts exactly the games the bot saw end', async () => {
    // 100,000 games: batches as long as a big study's, far longer than the run.
    const out = join(dir, 'term.json');
    const log = join(dir, 'term.log');
    const child = start(study(100_000, out), log);
    await waitForGames(log, 40, child);
    child.kill('SIGTERM');
    expect((await exited(child)).code).toBe(130);
    const seen = ends(log).length;
    expect(seen).toBeGreaterThanOrEqual(40);
    expect(gamesOf(out)).toBe(seen);
  });

  it('SIGKILL: the last checkpoint holds every game that ended a checkpoint interval (and a report) before the kill', async () => {
    const out = join(dir, 'kill.json');
    const log = join(dir, 'kill.log');
    const child = start([...study(100_000, out), '--checkpoint', '1'], log);
    await waitForGames(log, 1, child);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    child.kill('SIGKILL');
    await exited(child);
    const killedAt = Date.now();
    // 1 s of checkpoint interval, 0.25 s of report, and a second of slack for a loaded machine.
    const before = ends(log).filter((time) => time < killedAt - 2250).length;
    expect(before).toBeGreaterThan(0);
    expect(existsSync(out)).toBe(true);
    expect(gamesOf(out)).toBeGreaterThanOrEqual(before);
  });

  it('SIGKILL at any moment, again and again: each --resume goes on, and the end is byte for byte the uninterrupted run', async () => {
    const whole = join(dir, 'whole.json');
    const reference = spawnSync(process.execPath, [cli, ...study(150, whole)], {
      encoding: 'utf8',
      env: { ...process.env, COUNTING_BOT_MS: '20' },
    });
    expect(reference.status).toBe(0);
    const out = join(dir, 'resumed.json');
    const log = join(dir, 'resumed.log');
    let counted = 0;
    for (let round = 0; ; round++) {
      const child = spawn(
        process.execPath,
        [cli, ...study(150, out), '--checkpoint', '0', ...(round > 0 ? ['--resume'] : [])],
        { stdio: 'ignore', env: { ...process.env, COUNTING_BOT_FILE: log, COUNTING_BOT_MS: '20' } },
      );
      const before = ends(log).length;
      // Kill it once it has finished a few more games and reported them (a worker reports within
      // 0.25 s), at a moment that differs from round to round.
      await waitForGames(log, before + 5, child).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 500 + 37 * (round % 5)));
      child.kill('SIGKILL');
      const { code } = await exited(child);
      if (code === 0) break;
      const now = gamesOf(out);
      expect(now).toBeGreaterThan(counted);
      counted = now;
      expect(round).toBeLessThan(60);
    }
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(whole, 'utf8'));
  });
});
