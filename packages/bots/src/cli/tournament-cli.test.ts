import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Runs the built command, as a user would (the test task builds the package first).
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
vi.setConfig({ testTimeout: 180_000 });
const dir = mkdtempSync(join(tmpdir(), 'antarctica-tournament-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sim(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

const tournament = [
  'tournament',
  '--bot',
  'heuristic',
  '--bot',
  'random',
  '--bot',
  'uniform',
  '--players',
  '2',
  '--games',
  '6',
  '--seed',
  'round-robin',
  '--bootstrap',
  '100',
  '--quiet',
];

describe('antarctica-sim tournament', () => {
  it('is reproducible from its seed, and its shards merge into exactly the whole tournament', () => {
    const whole = sim(...tournament, '--json', '--workers', '2');
    expect(whole.status).toBe(0);
    const again = sim(...tournament, '--json', '--workers', '1');
    expect(again.stdout).toBe(whole.stdout);
    const result = JSON.parse(whole.stdout);
    // Three tables of two bots, 6 games each: every bot plays 12 games.
    expect(result.tables.map((table: { config: { bots: string[] } }) => table.config.bots)).toEqual(
      [
        ['heuristic', 'random'],
        ['heuristic', 'uniform'],
        ['random', 'uniform'],
      ],
    );
    for (const table of result.tables)
      for (const seat of table.aggregate.seats) expect(seat.played).toBe(6);
    expect(result.report.standings.map((standing: { games: number }) => standing.games)).toEqual([
      12, 12, 12,
    ]);
    const parts = [1, 2].map((index) => {
      const file = join(dir, `part-${index}.json`);
      expect(sim(...tournament, '--json', '--shard', `${index}/2`, '--out', file).status).toBe(0);
      return file;
    });
    const svg = join(dir, 'ratings.svg');
    const merged = sim('merge', ...parts, '--json', '--bootstrap', '100', '--svg', svg);
    expect(merged.status).toBe(0);
    expect(merged.stdout).toBe(whole.stdout);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg [^>]*>[\s\S]*heuristic[\s\S]*<\/svg>\n$/);
  });

  it('prints ratings with intervals and a cross table', () => {
    const run = sim(...tournament);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^bot +rating +95% CI +games +wins +win rate$/m);
    expect(run.stdout).toMatch(/^heuristic +[+-]\d+ +[+-]\d+\.\.[+-]\d+ +12 /m);
    expect(run.stdout).toContain("cross table: the row bot's win rate against the column bot");
    const csv = sim(...tournament, '--csv');
    expect(csv.stdout.split('\n')[0]).toBe('bot,rating,ci95_low,ci95_high,games,wins,win_rate');
  });

  it('answers bad input with one line and exit 2', () => {
    const cases: Array<[string[], RegExp]> = [
      [['tournament', '--bot', 'heuristic'], /needs at least 2 bots, not 1/],
      [['tournament', '--bots', 'heuristic,heuristic'], /heuristic is in the tournament twice/],
      [['tournament', '--bots', 'heuristic,chess'], /unknown bot "chess"/],
      [
        ['tournament', '--bots', 'heuristic,random', '--seed', '--json'],
        /option --seed needs a value/,
      ],
      [
        ['tournament', '--bots', 'heuristic,random', '--games', '2', '--shard', '1/3'],
        /more shards/,
      ],
      [
        ['tournament', '--bots', 'heuristic,random', '--fixed-seats'],
        /unknown option --fixed-seats/,
      ],
      [['tournament', '--bots', 'heuristic,random', '--svg', dir], /cannot write the chart/],
    ];
    for (const [args, message] of cases) {
      const run = sim(...args, '--quiet');
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
  });
});
