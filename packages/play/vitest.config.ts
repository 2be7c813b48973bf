import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

// Two projects: the game session and its controller in Node (bots run in the same thread); and
// the built app, served as `pnpm play` serves it, driven from Node with Playwright in Debian's
// Chromium (the bots then think in the app's Web Worker).
export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // Both cores (Vitest's default on two cores is one worker): the app's files share the one
    // Chromium side by side, each in its own context, and overlap their waits for the bots.
    maxWorkers: 2,
    testTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
