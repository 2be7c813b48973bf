import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // Both cores: Vitest's default on two cores is one worker, which ran this package's files one
    // at a time.
    maxWorkers: 2,
    // The files of a worker share its imports (the packages below are loaded once a worker, not
    // once a file): no test here mocks a module or changes a global.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // CI runs every package's suite at once on two cores: a test that takes 2 s alone can take
    // 10 s there. Tests assert results, never time; this only keeps slow machines from failing.
    testTimeout: 180_000,
  },
});
