import { defineConfig } from 'vitest/config';

// The server's load bench (bench/server-load.bench-run.ts) reuses the socket bot players of the
// tests, written in TypeScript: Vitest runs it, apart from the tests.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench-run.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
});
