import { defineConfig } from 'vitest/config';
import { sharedModuleProjects } from '../../scripts/vitest-shared-modules.mjs';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

/** The one file that must load the engine's modules afresh: it changes the game machine. */
const OWN_MODULES = ['src/machine/snapshot-fields.test.ts'];

export default defineConfig({
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // One worker (Vitest's default on two cores): the engine's files take about a minute of CPU
    // in all, off the suite's longest chain, and its fuzz files have time limits of their own that
    // two of them side by side neared on a loaded machine.
    // CI runs every package's suite at once on two cores: a test that takes 2 s alone can take
    // 10 s there. Tests assert results, never time; this only keeps slow machines from failing.
    testTimeout: 180_000,
    // The files of a worker share the engine's modules rather than each loading them again
    // (53 -> 46 CPU-s for the package): no file here mocks a module or
    // leaves a global changed, but the one below.
    // snapshot-fields.test.ts changes the game machine for its file only: the actor's fast
    // path reads the machine's snapshot fields once a module instance.
    projects: sharedModuleProjects(['src/**/*.test.ts'], OWN_MODULES),
  },
});
