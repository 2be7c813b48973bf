import { readmeBlocks, runInPackage } from '@antarctica-game/foundation/readme-examples';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);

/** Runs one `js` block of the README against the built package; returns its output. */
function run(code: string | undefined): string {
  expect(code).toBeDefined();
  const result = runInPackage(root, code ?? '');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('the README examples', () => {
  it('play a game between bots through a boardgame.io client, and start a server on loopback', () => {
    const [game, server, ...more] = readmeBlocks(root, 'js');
    expect(more).toEqual([]);
    expect(run(game)).toMatch(
      /^\d+ moves, ended by (lastScientist|lastBuilding|noShips); winner \w+/,
    );
    expect(run(server)).toMatch(/http:\/\/127\.0\.0\.1:\d+ \[ 'antarctica' \]/);
  });
});
