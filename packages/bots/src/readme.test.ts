import {
  markdownBlocks,
  readmeBlocks,
  runInPackage,
} from '@antarctica-game/foundation/readme-examples';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);

/** Runs one example against the built package; returns its output. */
function run(code: string | undefined): string {
  expect(code).toBeDefined();
  // Written inside the package so that the import resolves to the package itself; a game of
  // MCTS bots on a loaded machine may take minutes, which the test's own timeout bounds.
  const result = runInPackage(root, code ?? '', { timeout: 600_000 });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const readme = readmeBlocks(root, 'js');

describe('the examples people read', () => {
  it('the README has its four examples', () => {
    expect(readme).toHaveLength(4);
  });

  it('the README example plays a game between bots and prints the scores', () => {
    const output = run(readme[0]);
    expect(output).toMatch(/^\d+ moves, ended by (lastScientist|lastBuilding)/);
    expect(output).toMatch(/mcts:20it: \d+ VP, place [123]/);
    expect(output).toMatch(/heuristic: \d+ VP/);
    expect(output).toMatch(/builder: \d+ VP/);
  });

  it('the README plays the Python example bot against the heuristic bot', () => {
    expect(run(readme[1])).toMatch(
      /^game over \((lastScientist|lastBuilding|noShips)\), failures of the Python bot: 0\n$/,
    );
  });

  it('the README drives the learning environment with a random agent', () => {
    expect(run(readme[2])).toMatch(
      /^294 actions, observations of 787 numbers\nreward of the random agent: (0|1|0\.5) after \d+ moves\n$/,
    );
  });

  it('the README reads search statistics and makes self-play data', () => {
    const output = run(readme[3]);
    expect(output).toMatch(/^\{"type":"placeOpeningCube","seat":1,"track":0\}: \d+ visits\n/);
    expect(output).toMatch(/\n\d+ training examples, outcome \[(1,0|0,1|0\.5,0\.5)\]\n$/);
  });

  it('the bot written in docs/simulation.md plays 20 games against the heuristic bot', () => {
    const output = run(markdownBlocks(new URL('../../docs/simulation.md', root), 'js')[0]);
    expect(output).toMatch(/cautious builder won \d+ of 20 games against the heuristic bot/);
  });
});
