import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EDITION } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { actionSpace } from '../environment/action-space.js';
import { observationLayout } from '../environment/observation.js';
import { selfPlay } from './self-play.js';

describe('self-play data', () => {
  it('gives every decision with its observation, legal actions, visit distribution, value, action and outcome', () => {
    const [game] = [...selfPlay({ games: 1, players: 2, seed: 'sp', iterations: 6 })];
    expect(game?.decisions.length).toBeGreaterThan(10);
    const size = observationLayout(DEFAULT_EDITION).size;
    for (const decision of game?.decisions ?? []) {
      expect(decision.observation).toHaveLength(size);
      expect(decision.legal.length).toBeGreaterThan(1);
      expect(decision.policy).toHaveLength(decision.legal.length);
      expect(decision.policy.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      expect(decision.legal).toContain(decision.action);
      const most = Math.max(...decision.policy);
      expect(decision.policy[decision.legal.indexOf(decision.action)]).toBe(most);
      expect(decision.value).toBeGreaterThanOrEqual(0);
      expect(decision.value).toBeLessThanOrEqual(1);
      expect(decision.outcome).toEqual(game?.outcome);
      expect(Math.max(...decision.legal)).toBeLessThan(actionSpace(DEFAULT_EDITION).size);
    }
    expect(game?.outcome.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('is reproducible from the seed, and a part of an export equals the same games of the whole', () => {
    const whole = [...selfPlay({ games: 2, players: 2, seed: 'rep', iterations: 2 })];
    const part = [...selfPlay({ games: 1, start: 1, players: 2, seed: 'rep', iterations: 2 })];
    expect(part[0]).toEqual(whole[1]);
  });

  it('streams JSON lines from antarctica-env self-play, the same twice', () => {
    const cli = fileURLToPath(new URL('../../dist/env-cli.js', import.meta.url));
    const run = () =>
      spawnSync(
        process.execPath,
        [cli, 'self-play', '--games', '1', '--players', '2', '--seed', 'cli', '--iterations', '2'],
        { encoding: 'utf8' },
      );
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const lines = first.stdout.trim().split('\n');
    expect(JSON.parse(lines[0] as string)).toMatchObject({ game: 0, player: expect.any(Number) });
    expect(run().stdout).toBe(first.stdout);
    const bad = spawnSync(process.execPath, [cli, 'self-play', '--seed', '--games', '2'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('antarctica-env: option --seed needs a value (see --help)\n');
    const unknown = spawnSync(process.execPath, [cli, '--fast'], { encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe('antarctica-env: unknown option --fast (see --help)\n');
    // The same rules and words as antarctica-sim: an option twice, and no games at all, are refused.
    const twice = spawnSync(process.execPath, [cli, 'self-play', '--games', '1', '--games=2'], {
      encoding: 'utf8',
    });
    expect(twice.status).toBe(2);
    expect(twice.stderr).toBe('antarctica-env: option --games is given twice (see --help)\n');
    const none = spawnSync(process.execPath, [cli, 'self-play', '--games', '0'], {
      encoding: 'utf8',
    });
    expect(none.status).toBe(2);
    expect(none.stderr).toBe(
      'antarctica-env: --games must be a whole number from 1 (see --help)\n',
    );
  });
});
