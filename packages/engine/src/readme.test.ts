import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the package README', () => {
  it('has a whole-game example that runs against the built package', () => {
    const code = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(code).toBeDefined();
    const file = fileURLToPath(new URL('../readme-example.tmp.mjs', import.meta.url));
    writeFileSync(file, code ?? '');
    try {
      const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/^game over \(lastScientist\) after \d+ moves$/m);
      expect(run.stdout).toMatch(/^winner: \w+/m);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
