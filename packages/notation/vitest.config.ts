import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitest-shared-modules.mjs';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

/** The file that must load the notation's modules afresh: it mocks the Building Card solver. */
const OWN_MODULES = ['src/replay/build-solver/solve-builds-fallback.test.ts'];

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // Vitest's default on two cores is one worker; the round-trip test is split in two files so
    // that both cores share it.
    maxWorkers: 2,
    // CI runs every package's suite at once on two cores; tests assert results, never time.
    testTimeout: 180_000,
    // The files of a worker share the notation's and the engine's modules rather than each
    // loading them again (85 -> 67 CPU-s for the package): no file here
    // mocks a module or leaves a global changed, but the one below.
    // A module mock holds for the module instances of its file: the replay must meet it.
    projects: sharedModuleProjects(['src/**/*.test.ts'], OWN_MODULES),
  },
});
