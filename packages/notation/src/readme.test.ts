import { readFileSync } from 'node:fs';
import { readmeBlocks, runInPackage } from '@antarctica-game/foundation/readme-examples';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the package README', () => {
  it('has a library example that runs against the built package and prints what it says', () => {
    const [code] = readmeBlocks(new URL('../', import.meta.url), 'js');
    expect(code).toBeDefined();
    const run = runInPackage(new URL('../', import.meta.url), code ?? '');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      '[Event "README"]\n0 true true\ntrue\n16 true\ntrue\n4:6 bad-argument\n4:8 unknown-token\n',
    );
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
