import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    include: ['src/**/*.test.ts'],
    // Vitest's default on two cores is one worker; the round-trip test is split in two files so
    // that both cores share it.
    maxWorkers: 2,
    // CI runs every package's suite at once on two cores; tests assert results, never time.
    testTimeout: 180_000,
  },
});
