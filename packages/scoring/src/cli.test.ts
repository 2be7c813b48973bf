import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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

  it('stops quietly when the reader closes the pipe (| head -c 0)', () => {
    for (const args of [`--json ${example}`, `--explain ${example}`]) {
      // The command's exit status goes to the saved standard output, past the closed pipe.
      const script = `exec 3>&1; { "${process.execPath}" "${cli}" ${args}; echo "exit $?" >&3; } | head -c 0`;
      const result = spawnSync('/bin/sh', ['-c', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('exit 0\n');
    }
  });

  describe('on large files', () => {
    const folder = mkdtempSync(join(tmpdir(), 'antarctica-score-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('refuses a 50 MB file in one line and exits 2, reading only its first megabyte', () => {
      const file = join(folder, 'huge.json');
      writeFileSync(file, `{"players": [{"name": "${'x'.repeat(50_000_000)}"}]}`);
      const result = spawnSync(process.execPath, ['--max-old-space-size=64', cli, file], {
        encoding: 'utf8',
      });
      expect(result.status).toBe(2);
      expect(result.stderr).toBe(
        `antarctica-score: ${file} is larger than 1 MB (1,000,000 bytes), too large for a score sheet; not read\n`,
      );
    });

    it('lists 20 of 100,000 errors and stays within 64 MB of heap', () => {
      const file = join(folder, 'errors.json');
      const keys = Array.from({ length: 100_000 }, (_, index) => `"x${index.toString(36)}":0`);
      const text = `{"players": [], "sun": 0, "areas": [{"buildings": 1, "scientists": {${keys.join(',')}}}], "tracks": []}`;
      expect(text.length).toBeLessThan(1_000_000);
      writeFileSync(file, text);
      const result = spawnSync(process.execPath, ['--max-old-space-size=64', cli, file], {
        encoding: 'utf8',
      });
      expect(result.status).toBe(2);
      const lines = result.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(22);
      expect(lines.at(-2)).toBe('antarctica-score: ... and 99,983 more errors not shown');
    });
  });
});
