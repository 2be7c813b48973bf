import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Search and whole games take seconds alone, and CI runs them beside the browser tests on two
    // cores (one MCTS test took 35 s there against 5 s alone): a limit for hangs, not for speed.
    testTimeout: 120_000,
  },
});
