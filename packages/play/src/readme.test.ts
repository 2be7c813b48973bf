import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

it('the README’s example runs: a whole game, saved, restored and written as a record', async () => {
  const readme = readFileSync(join(here, '../README.md'), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
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
