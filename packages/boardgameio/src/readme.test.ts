import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('the README example', () => {
  it('plays a game between bots through a boardgame.io client, against the built package', () => {
    const markdown = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const code = /```js\n([\s\S]*?)```/.exec(markdown)?.[1];
    expect(code).toBeDefined();
    // Written inside the package so that the import resolves to the package itself.
    const file = fileURLToPath(new URL('../readme-example.tmp.mjs', import.meta.url));
    writeFileSync(file, code ?? '');
    try {
      const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(
        /^\d+ moves, ended by (lastScientist|lastBuilding|noShips); winner \w+/,
      );
    } finally {
      rmSync(file, { force: true });
    }
  });
});
