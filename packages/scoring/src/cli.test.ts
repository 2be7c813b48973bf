import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built command itself, as a user runs it (the test task runs after the build).
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const example = fileURLToPath(new URL('../examples/four-players.json', import.meta.url));
const invalid = fileURLToPath(new URL('./__fixtures__/sheets/invalid.json', import.meta.url));

const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', input });

describe('the built antarctica-score command', () => {
  it('scores a sheet file and exits 0', () => {
    const result = run([example]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Winner: Alice (red) with 87 VP.');
  });

  it('scores a sheet from standard input', () => {
    const result = run(['--json', '-'], readFileSync(example, 'utf8'));
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).winners).toEqual(['red']);
  });

  it('exits 2 on an invalid sheet, with the problems on stderr and no stack trace', () => {
    const result = run([invalid]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('error too-many-scientists at areas[0].scientists.red');
    expect(result.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('exits 1 when the sheet file does not exist', () => {
    expect(run(['/no/such/file.json']).status).toBe(1);
  });
});
