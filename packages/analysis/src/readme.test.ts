import { readFileSync } from 'node:fs';
import { readmeBlocks, runInPackage } from '@antarctica-game/foundation/readme-examples';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the package README', () => {
  it('has a library example that runs against the built package and prints what it says', () => {
    const [code] = readmeBlocks(new URL('../', import.meta.url), 'js');
    const printed = /It prints:\n\n```text\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(code).toBeDefined();
    expect(printed).toBeDefined();
    const run = runInPackage(new URL('../', import.meta.url), code ?? '');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(printed);
  });
});
