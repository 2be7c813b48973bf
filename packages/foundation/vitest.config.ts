import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    include: ['src/**/*.test.ts'],
  },
});
