import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRecords, replayRecord } from '@antarctica-game/notation';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Runs the built command, as a user would (the test task builds the package first).
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
// Each test starts Node several times; on a busy machine that takes a while.
vi.setConfig({ testTimeout: 120_000 });
const dir = mkdtempSync(join(tmpdir(), 'antarctica-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sim(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

const study = [
  '--games',
  '6',
  '--players',
  '2',
  '--bots',
  'heuristic,random',
  '--seed',
  'cli',
  '--quiet',
];

describe('antarctica-sim', () => {
  it('gives the same result with one worker and with two, and merges shards into it', () => {
    const one = sim(...study, '--workers', '1', '--json');
    const two = sim(...study, '--workers', '2', '--json');
    expect(one.status).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const files = [1, 2].map((index) => {
      const file = join(dir, `shard-${index}.json`);
      const run = sim(...study, '--workers', '1', '--json', '--shard', `${index}/2`, '--out', file);
      expect(run.status).toBe(0);
      return file;
    });
    const merged = sim('merge', ...files, '--json');
    expect(merged.status).toBe(0);
    expect(merged.stdout).toBe(one.stdout);
    const table = sim('merge', ...files);
    expect(table.stdout).toContain('6 games of 2 players');
  });

  it('writes every game as a notation record that replays', () => {
    const file = join(dir, 'games.txt');
    const run = sim(...study, '--workers', '2', '--records', file, '--csv');
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^group,name,played/);
    const parsed = parseRecords(readFileSync(file, 'utf8'));
    expect(parsed.records).toHaveLength(6);
    for (const record of parsed.records) expect(replayRecord(record).ok).toBe(true);
  });

  it('reads --flag value and --flag=value alike, and --bot once per seat as --bots', () => {
    const spaced = sim(...study, '--workers', '1', '--json');
    const joined = sim(
      '--games=6',
      '--players=2',
      '--bot=heuristic',
      '--bot',
      'random',
      '--seed=cli',
      '--quiet',
      '--workers=1',
      '--json',
    );
    expect(joined.status).toBe(0);
    expect(joined.stdout).toBe(spaced.stdout);
    // A value that starts with a dash is written with `=`.
    const dashed = sim('--games', '1', '--seed=-1', '--quiet', '--json', '--workers', '1');
    expect(dashed.status).toBe(0);
    expect(JSON.parse(dashed.stdout).config.seed).toBe('-1');
  });

  it('prints the common help layout: one blank line between blocks, never two', () => {
    for (const args of [['--help'], ['tournament', '--help']]) {
      const run = sim(...args);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^Usage: antarctica-sim/);
      expect(run.stdout).toContain('\nRule readings');
      expect(run.stdout).not.toContain('\n\n\n');
    }
  });

  it('warns when asked for more workers than cores, and still runs', () => {
    const run = sim('--games', '2', '--quiet', '--workers', String(availableParallelism() + 1));
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/warning: --workers \d+ is more than the \d+ cores here/);
    expect(sim('--games', '2', '--quiet', '--workers', '1').stderr).toBe('');
  });

  it('prints progress lines when standard error is not a terminal', () => {
    const run = sim('--games', '4', '--workers', '1');
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/antarctica-sim: 4\/4 games, [\d.]+ games\/s/);
  });

  it('sets every rule reading from the command line', () => {
    const run = sim(
      '--games',
      '2',
      '--workers',
      '1',
      '--quiet',
      '--json',
      '--shipyard-card-choice',
      'optional',
      '--icebreaker-binding',
      'area',
      '--new-cube-space',
      'firstSpace',
      '--turn-ship-discard',
      'never',
      '--first-place-rankings',
      'areasAndTracks',
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).config.rules).toEqual({
      firstPlaceRankings: 'areasAndTracks',
      shipyardCardChoice: 'optional',
      icebreakerBinding: 'area',
      newCubeSpace: 'firstSpace',
      turnShipDiscard: 'never',
    });
  });

  // 26 commands, each a Node process of its own: a fresh-clone run at a load of 25 took 121 s,
  // hence the longer limit.
  it('answers bad input with one line and exit 2 before any game runs', () => {
    writeFileSync(join(dir, 'not-json.json'), 'hello');
    const cases: Array<[string[], RegExp]> = [
      [['--bots', 'chess'], /unknown bot "chess"/],
      [['--bots', 'mcts:-5ms'], /bad MCTS budget/],
      [['--bots', 'heuristic,random,random'], /3 bots for 2 players/],
      [['--shard', '3/2'], /--shard must be I\/N/],
      [['--shard', '0/2'], /--shard must be I\/N/],
      [['--games', '0'], /--games must be a whole number/],
      [['--players', '5'], /--players must be a whole number from 2 to 4/],
      [['--records', join(dir, 'missing', 'x.txt')], /cannot write the records/],
      [['--out', dir], /cannot write the result/],
      [['--icebreaker-binding', 'sideways'], /--icebreaker-binding must be ship or area/],
      [['--frobnicate'], /unknown option --frobnicate \(see --help\)/],
      [['-x'], /unknown option -x \(see --help\)/],
      // An option is never taken as another option's value.
      [['--seed', '--quiet'], /option --seed needs a value/],
      [['--bots', '--json'], /option --bots needs a value/],
      [['--bot', '-1'], /option --bot needs a value/],
      [['--quiet', '--players'], /option --players needs a value/],
      [['--json=yes'], /option --json takes no value/],
      [['--seed', 'a', '--seed=b'], /option --seed is given twice/],
      [['--bot', 'heuristic', '--bots', 'random'], /--bot or with --bots, not both/],
      [['--bot', 'heuristic', '--bot', 'random', '--bot', 'random'], /--bot gives 3 bots for 2/],
      [['--resume'], /--resume needs --json --out FILE/],
      [['--checkpoint', '1.5'], /--checkpoint must be a whole number/],
      [['merge', '--allow-partial=1', 'x.json'], /option --allow-partial takes no value/],
      [['merge'], /merge needs the result files/],
      [['merge', join(dir, 'not-json.json')], /is not JSON/],
      [['merge', join(dir, 'nothing.json')], /cannot read/],
    ];
    for (const [args, message] of cases) {
      const extra = args.includes('--games') || args[0] === 'merge' ? [] : ['--games', '1000000'];
      const run = sim(...args, ...extra, ...(args[0] === 'merge' ? [] : ['--quiet']));
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
  }, 400_000);
});
