import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OPENING } from '../__fixtures__/records.js';

// Worker threads load the built worker script, so this runs the built command.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

describe('antarctica-analyse --workers (the built command)', () => {
  it('gives the same analysed record in two worker threads as in one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'analyse-'));
    try {
      const file = join(folder, 'game.agn');
      writeFileSync(file, TABLE_OPENING);
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [cli, '--budget', '3', '--seed', '4', ...args, file], {
          encoding: 'utf8',
        });
      const one = run('--quiet');
      const two = run('--workers', '2');
      expect(one.status).toBe(0);
      expect(two.status).toBe(0);
      expect(two.stdout).toBe(one.stdout);
      expect(one.stdout).toContain('[%eval ');
      expect(two.stderr).toContain('16/16 moves');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
