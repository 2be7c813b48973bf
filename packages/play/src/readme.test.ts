import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readmeBlocks } from '@antarctica-game/foundation/readme-examples';
import { expect, it, vi } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

it('the README’s example runs: a whole game, saved, restored and written as a record', async () => {
  const [example] = readmeBlocks(new URL('../', import.meta.url), 'ts');
  expect(example).toBeDefined();
  // The example imports the package by name: here, its entry point in this folder.
  const folder = mkdtempSync(join(here, '.readme-'));
  const file = join(folder, 'example.ts');
  writeFileSync(
    file,
    (example ?? '').replace("from '@antarctica-game/play'", "from '../index.js'"),
  );
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await import(/* @vite-ignore */ file);
    expect(log).toHaveBeenCalledWith('[Event "Antarctica play page"]');
  } finally {
    log.mockRestore();
    rmSync(folder, { recursive: true, force: true });
  }
});
