import { defineConfig } from 'vitest/config';
import { timingReporters } from '../scripts/vitest-timings.mjs';

// The built site, served as a static host serves it and driven from Node in Debian's Chromium
// with Playwright (see the toolchain guide). The site is built by the `docs` task first.
export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // One Chromium for all files, shared by two files at a time (each in its own context): on two
    // cores Vitest's default is one worker, which ran the long page walk and axe one after the other.
    maxWorkers: 2,
  },
});
