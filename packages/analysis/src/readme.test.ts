import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the package README', () => {
  it('has a library example that runs against the built package and prints what it says', () => {
    const code = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
    const printed = /It prints:\n\n```text\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(code).toBeDefined();
    expect(printed).toBeDefined();
    // Written inside the package so that the import resolves to the package itself.
    const file = fileURLToPath(new URL('../readme-example.tmp.mjs', import.meta.url));
    writeFileSync(file, code ?? '');
    try {
      const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(printed);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
