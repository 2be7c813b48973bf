import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    include: ['src/**/*.test.ts'],
    // The files of a worker share the analysis's, the bots' and the engine's modules rather than
    // each loading them again (60 -> 52 CPU-s): no file mocks a module, and the one that stubs a
    // global (navigator) puts it back.
    isolate: false,
    // Searches take seconds on a loaded machine: a limit for hangs, not for speed.
    testTimeout: 120_000,
  },
});
