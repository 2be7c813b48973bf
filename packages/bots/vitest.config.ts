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
    // Search and whole games take seconds alone, and CI runs them beside the browser tests on two
    // cores (one MCTS test took 35 s there against 5 s alone): a limit for hangs, not for speed.
    testTimeout: 120_000,
  },
});
