import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // Both cores: Vitest's default on two cores is one worker, which ran this package's files one
    // at a time.
    maxWorkers: 2,
    // Each file keeps a module instance of its own (isolation stays on): snapshot-fields.test.ts
    // changes the game machine for its file only.
    include: ['src/**/*.test.ts'],
    // CI runs every package's suite at once on two cores: a test that takes 2 s alone can take
    // 10 s there. Tests assert results, never time; this only keeps slow machines from failing.
    testTimeout: 180_000,
  },
});
