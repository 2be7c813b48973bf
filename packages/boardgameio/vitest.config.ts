import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

// Two projects: the adapter and the server in Node ('server'), and the client page served by
// the built `antarctica-serve`, driven in Debian's Chromium with Playwright ('page').
export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // Both cores (Vitest's default on two cores is one worker): the operator test's games wait on
    // sockets and Postgres while the other files run.
    maxWorkers: 2,
    // Whole games over sockets, and Postgres and Redis started by the tests themselves, on a
    // shared two-core machine: limits for hangs, not for speed (tests never assert on time).
    testTimeout: 180_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        // The files of a worker share their modules rather than each loading boardgame.io, the
        // bots and the engine again (56 -> 46 CPU-s): no file mocks a module or changes a global.
        test: { name: 'server', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'page', include: ['e2e/**/*.e2e.test.ts'], fileParallelism: false },
      },
    ],
  },
});
