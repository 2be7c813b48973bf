import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The fenced code blocks of one language in a package's README, in order.
 *
 * @param packageRoot - The package's folder as a URL ending in `/` (from a test in `src/`:
 *   `new URL('../', import.meta.url)`).
 * @param language - The fence's language: `js`, `ts`, `sh`, `text`, ...
 */
export function readmeBlocks(packageRoot: URL, language: string): string[] {
  return markdownBlocks(new URL('README.md', packageRoot), language);
}

/**
 * The fenced code blocks of one language in any Markdown file (a guide in `docs/`, say), in order.
 *
 * @param markdown - The file's URL.
 * @param language - The fence's language: `js`, `ts`, `sh`, `text`, ...
 */
export function markdownBlocks(markdown: URL, language: string): string[] {
  const text = readFileSync(markdown, 'utf8');
  const fence = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g');
  return [...text.matchAll(fence)].map((match) => match[1] ?? '');
}

/** How {@link runInPackage} runs an example. */
export interface RunOptions {
  /** The file's name in the package's folder (default `readme-example.tmp.mjs`). */
  fileName?: string;
  /** How long it may run, in milliseconds (default 60 s). */
  timeout?: number;
  /** Arguments after the file. */
  args?: readonly string[];
}

/**
 * Runs `code` with Node as a file of the package, so that its imports of the package's own name
 * resolve to the built package, then removes the file. Returns Node's result (output as text).
 */
export function runInPackage(
  packageRoot: URL,
  code: string,
  options: RunOptions = {},
): SpawnSyncReturns<string> {
  const file = fileURLToPath(new URL(options.fileName ?? 'readme-example.tmp.mjs', packageRoot));
  writeFileSync(file, code);
  try {
    return spawnSync(process.execPath, [file, ...(options.args ?? [])], {
      encoding: 'utf8',
      timeout: options.timeout ?? 60_000,
    });
  } finally {
    rmSync(file, { force: true });
  }
}
