import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Vitest's default on two cores is one worker; the round-trip test is split in two files so
    // that both cores share it.
    maxWorkers: 2,
    // CI runs every package's suite at once on two cores; tests assert results, never time.
    testTimeout: 180_000,
  },
});
