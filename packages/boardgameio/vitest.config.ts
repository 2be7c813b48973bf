import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Whole games over sockets, and Postgres and Redis started by the tests themselves, on a
    // shared two-core machine: limits for hangs, not for speed (tests never assert on time).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
