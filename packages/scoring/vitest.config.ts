import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // CI runs every package's suite at once on two cores: a test that takes 2 s alone can take
    // 10 s there. Tests assert results, never time; this only keeps slow machines from failing.
    testTimeout: 180_000,
  },
});
