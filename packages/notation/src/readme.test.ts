import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the package README', () => {
  it('has a library example that runs against the built package and prints what it says', () => {
    const code = /```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(code).toBeDefined();
    // Written inside the package so that the import resolves to the package itself.
    const file = fileURLToPath(new URL('../readme-example.tmp.mjs', import.meta.url));
    writeFileSync(file, code ?? '');
    try {
      const run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(
        '[Event "README"]\n0 true true\ntrue\n16 true\ntrue\n4:6 bad-argument\n4:8 unknown-token\n',
      );
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('shows the start of a real game: every move of it replays', async () => {
    const { parseRecord, replayRecord } = await import('./index.js');
    const sample = /```text\n(\[Event[\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const { record, errors } = parseRecord(sample);
    expect(errors).toEqual([]);
    const replay = replayRecord(record!);
    // Only the end is missing: the game is not over where the sample stops.
    expect(replay.errors.map((error) => error.code)).toEqual(['game-not-over']);
    expect(replay.moves).toHaveLength(10);
  });
});
