import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Runs the first `js` block of a Markdown file against the built package; returns its output. */
function runExample(markdownUrl: URL): string {
  const markdown = readFileSync(markdownUrl, 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(markdown)?.[1];
  expect(code).toBeDefined();
  // Written inside the package so that the import resolves to the package itself.
  const file = fileURLToPath(new URL('../readme-example.tmp.mjs', import.meta.url));
  writeFileSync(file, code ?? '');
  try {
    const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    return run.stdout;
  } finally {
    rmSync(file, { force: true });
  }
}

describe('the examples people read', () => {
  it('the README example plays a game between bots and prints the scores', () => {
    const output = runExample(new URL('../README.md', import.meta.url));
    expect(output).toMatch(/^\d+ moves, ended by (lastScientist|lastBuilding)/);
    expect(output).toMatch(/mcts:20it: \d+ VP, place [123]/);
    expect(output).toMatch(/heuristic: \d+ VP/);
    expect(output).toMatch(/builder: \d+ VP/);
  });

  it('the bot written in docs/simulation.md plays 20 games against the heuristic bot', () => {
    const output = runExample(new URL('../../../docs/simulation.md', import.meta.url));
    expect(output).toMatch(/cautious builder won \d+ of 20 games against the heuristic bot/);
  });
});
