import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runSimulation } from './run-simulation.js';
import { failureLines } from './summary.js';

// The built command, as a user runs it (the test task builds the package first), with programs
// that crash, answer too late and lie (a move that is not legal).
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const fixture = fileURLToPath(
  new URL('../protocol/__fixtures__/misbehaving-bot.mjs', import.meta.url),
);
vi.setConfig({ testTimeout: 600_000 });
const dir = mkdtempSync(join(tmpdir(), 'antarctica-failures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sim(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: dir });
}

/**
 * A program that misbehaves in `mode` at its second decision of every game. Its first decision
 * must never time out, or a game goes otherwise from one run to the next (a shard against the
 * whole study): the programs that do not wait get 10 s a decision, and the slow one 1.5 s, far
 * above what a first answer takes even when the machine is loaded (CI runs browsers beside it).
 */
const program = (mode: string, options = 'ms=10000') =>
  `cmd[${options}]:"${process.execPath}" "${fixture}" ${mode} 2`;
const crashing = program('crash');
const slow = program('slow', 'ms=1500,fallback=heuristic');
const lying = program('illegal');
const seats = [
  '--players',
  '3',
  '--bot',
  crashing,
  '--bot',
  slow,
  '--bot',
  lying,
  '--seed',
  'failures',
  '--workers',
  '1',
  '--quiet',
];
const study = ['--games', '4', ...seats];

interface Failures {
  [label: string]: { failedGames: number; kinds: Record<string, number>; fallback: string };
}

describe('antarctica-sim with bots that fail', () => {
  it('finishes the study, each failing seat played by its fallback, one summary line per failing bot', () => {
    const run = sim(...study);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `${crashing}: failed in 4 of 4 games (4 crash); its seat was then played by random`,
    );
    expect(run.stdout).toContain(
      `${slow}: failed in 4 of 4 games (4 timeout); its seat was then played by heuristic`,
    );
    expect(run.stdout).toContain(
      `${lying}: failed in 4 of 4 games (4 illegal); its seat was then played by random`,
    );
    // The first failures in full: game (numbered as the records' Round), seat, move, kind, and
    // the program's last lines of standard error.
    expect(run.stdout).toMatch(
      /\n {4}game 1 \(seat A, move \d+\): crash: the program ended \(exit code 3\).*; stderr: Traceback: something broke\n/,
    );
    expect(run.stdout).toMatch(
      /\n {4}game 1 \(seat C, move \d+\): illegal: not a legal move: .*; stderr: thinking\.\.\. \/ choosing a move of my own\n/,
    );
  });

  it('stops before the first game, exit 2 and one line, when a program cannot start', () => {
    const out = join(dir, 'never.json');
    const run = sim(
      '--games',
      '3',
      '--bot',
      'cmd:/nonexistent/prog',
      '--bot',
      'random',
      '--json',
      '--out',
      out,
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^antarctica-sim: bot cmd:\/nonexistent\/prog cannot start: the program ended \(exit code 127\) \(it said: .*not found\)$/,
      ),
    ]);
    expect(() => readFileSync(out)).toThrow();
  });

  it('counts the failures in JSON and CSV, and merges shards into the whole study', () => {
    const whole = JSON.parse(sim(...study, '--json').stdout);
    const failures = whole.aggregate.failures as Failures;
    expect(failures[crashing]).toEqual({
      failedGames: 4,
      kinds: { start: 0, crash: 4, garbage: 0, illegal: 0, timeout: 0 },
      fallback: 'random',
      first: [0, 1, 2, 3].map((game) =>
        expect.objectContaining({
          game,
          // Rotated seats: game i gives seat s the bot (s + i) % 3, so the crashing program sits
          // at A, C, B, A.
          seat: [0, 2, 1, 0][game],
          kind: 'crash',
          move: expect.any(Number),
          stderr: 'Traceback: something broke',
        }),
      ),
    });
    expect(failures[slow]?.kinds.timeout).toBe(4);
    expect(whole.summary.failures).toEqual(failures);

    const files = [1, 2].map((index) => {
      const file = join(dir, `shard-${index}.json`);
      const run = sim(...study, '--json', '--shard', `${index}/2`, '--out', file);
      expect(run.status).toBe(0);
      return file;
    });
    const part = JSON.parse(readFileSync(files[0] as string, 'utf8'));
    expect(part.aggregate.failures[crashing].failedGames).toBe(2);
    const merged = sim('merge', ...files, '--json');
    expect(merged.status).toBe(0);
    expect(JSON.parse(merged.stdout).aggregate).toEqual(whole.aggregate);
    expect(sim('merge', ...files).stdout).toContain(`${lying}: failed in 4 of 4 games (4 illegal)`);

    // CSV: labels with spaces, commas or quotes are quoted; the failure columns are filled in.
    const csv = sim('merge', ...files, '--csv').stdout.split('\n');
    expect(csv[0]).toContain(
      'failed_games,failed_start,failed_crash,failed_garbage,failed_illegal,failed_timeout',
    );
    const row = csv.find((line) => line.startsWith('bot,') && line.includes('crash 2'));
    expect(row).toBeDefined();
    expect(row).toContain(`bot,"${crashing.replaceAll('"', '""')}",`);
    expect(row).toMatch(
      /,4,0,4,0,0,0,"game 1 \(seat A, move \d+\): crash: .*Traceback: something broke"$/,
    );
  });

  it('reports the failures after a tournament', () => {
    const run = sim(
      'tournament',
      '--bot',
      crashing,
      '--bot',
      'heuristic',
      '--games',
      '2',
      '--workers',
      '1',
      '--quiet',
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `${crashing}: failed in 2 of 2 games (2 crash); its seat was then played by random`,
    );
  });

  it('quotes labels with spaces in the Bots tag of the records', () => {
    const records = join(dir, 'games.txt');
    const run = sim('--games', '1', ...seats, '--records', records);
    expect(run.status).toBe(0);
    const text = readFileSync(records, 'utf8');
    expect(text).toContain(
      `A=${JSON.stringify(crashing).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}`,
    );
    // And the game's failures, with the programs' last lines of standard error.
    expect(text).toMatch(
      /\[BotFailures "A crash at move \d+: .*; stderr: Traceback: something broke \| /,
    );
    expect(text).toMatch(
      /C illegal at move \d+: .*; stderr: thinking\.\.\. \/ choosing a move of my own"\]/,
    );
  });

  it('plays module bots in this thread (workers: 0): a throwing module falls back', async () => {
    const module = join(dir, 'throws.mjs');
    writeFileSync(
      module,
      `export default () => ({ name: 'throws', chooseMove: (view, legal) => { if (view.moves > 3) throw new Error('oops'); return legal[0]; } });`,
    );
    const result = await runSimulation(
      {
        games: 2,
        players: 2,
        bots: [module, 'heuristic'],
        seed: 'module',
        rotate: true,
        rules: {},
        shipPlacement: 'firstGame',
        maxMoves: 3000,
      },
      { workers: 0 },
    );
    expect(result.aggregate.games).toBe(2);
    expect(failureLines(result.aggregate)).toEqual([
      `${module}: failed in 2 of 2 games (2 crash); its seat was then played by random`,
      expect.stringMatching(/^ {2}game 1 \(seat A, move 4\): crash: threw oops$/),
      expect.stringMatching(/^ {2}game 2 \(seat B, move \d+\): crash: threw oops$/),
    ]);
  });

  it('exits 2 with one line before any game for a module that is not a bot', () => {
    writeFileSync(join(dir, 'not-a-bot.mjs'), 'export default 42;');
    const bad = sim('--games', '2', '--bots', './not-a-bot.mjs,heuristic', '--workers', '1');
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('bot module ./not-a-bot.mjs must export a function');
  });
});
