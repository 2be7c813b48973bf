import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The built command, as a user runs it (the test task builds the package first): programs and
// modules as bots in worker threads.
const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const python = fileURLToPath(new URL('../../examples/builder_bot.py', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'antarctica-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function study(bots: string, workers: number) {
  const run = spawnSync(
    process.execPath,
    [
      cli,
      '--games',
      '8',
      '--players',
      '2',
      '--bots',
      bots,
      '--seed',
      'w',
      '--workers',
      String(workers),
      '--json',
      '--quiet',
    ],
    { encoding: 'utf8', cwd: dir },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as { aggregate: unknown; config: { bots: string[] } };
}

describe('programs and modules as bots in the worker threads of antarctica-sim', () => {
  it('plays the Python example and a module bot on two workers, with the result of one', () => {
    writeFileSync(
      join(dir, 'first-build.mjs'),
      `export default () => ({ name: 'first build', chooseMove: (view, legal) => legal.find((m) => m.type === 'build') ?? legal[0] });`,
    );
    const bots = `cmd:python3 ${python},./first-build.mjs`;
    const two = study(bots, 2);
    expect(two.config.bots).toEqual([`cmd:python3 ${python}`, './first-build.mjs']);
    expect(study(bots, 1).aggregate).toEqual(two.aggregate);
  });
});
