import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // One worker (Vitest's default on two cores) and one module instance a file: the engine's
    // files take about a minute of CPU in all, off the suite's longest chain, and its fuzz files
    // have time limits of their own that two of them side by side neared on a loaded machine;
    // snapshot-fields.test.ts changes the game machine for its file only.
    include: ['src/**/*.test.ts'],
    // CI runs every package's suite at once on two cores: a test that takes 2 s alone can take
    // 10 s there. Tests assert results, never time; this only keeps slow machines from failing.
    testTimeout: 180_000,
  },
});
