// The reporters of every package's Vitest config: Vitest's usual output, and a JSON report of the
// run (each file's start and end, each test's duration) that `pnpm timings` reads to say where
// the time goes. The report goes to the package's node_modules/.cache, which git ignores.
import { fileURLToPath } from 'node:url';

/** Where a package's last Vitest report is, given its folder. */
export const TIMINGS_FILE = 'node_modules/.cache/vitest-timings.json';

/**
 * The reporters for a Vitest config; `configUrl` is the config's `import.meta.url`.
 * @param {string} configUrl
 * @returns {import('vitest/node').UserConfig['test']['reporters']}
 */
export function timingReporters(configUrl) {
  const outputFile = fileURLToPath(new URL(TIMINGS_FILE, configUrl));
  return ['default', ['json', { outputFile }]];
}
