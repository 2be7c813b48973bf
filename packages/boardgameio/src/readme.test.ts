import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Runs the `js` blocks of the README against the built package; returns each one's output. */
function runExamples(): string[] {
  const markdown = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const blocks = [...markdown.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  // Written inside the package so that the imports resolve to the package itself.
  const file = fileURLToPath(new URL('../readme-example.tmp.mjs', import.meta.url));
  try {
    return blocks.map((code) => {
      writeFileSync(file, code);
      const run = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      return run.stdout;
    });
  } finally {
    rmSync(file, { force: true });
  }
}

describe('the README examples', () => {
  it('play a game between bots through a boardgame.io client, and start a server on loopback', () => {
    const [game, server] = runExamples();
    expect(game).toMatch(/^\d+ moves, ended by (lastScientist|lastBuilding|noShips); winner \w+/);
    expect(server).toMatch(/http:\/\/127\.0\.0\.1:\d+ \[ 'antarctica' \]/);
  });
});
