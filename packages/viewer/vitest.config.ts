import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';

// Two projects: the headless parts (controller, descriptions) in Node, and the elements in a real
// Chromium (Debian's, not a downloaded one: see the toolchain guide).
export default defineConfig({
  // Pre-bundled up front, so that Vite does not reload the page in the middle of a test run.
  optimizeDeps: { include: ['axe-core', 'lit', 'vitest/browser'] },
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // Both cores for the Node files (Vitest's default on two cores is one worker).
    maxWorkers: 2,
    testTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.node.test.ts', 'test/**/*.node.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'elements',
          include: ['src/**/*.browser.test.ts', 'test/**/*.browser.test.ts'],
          // One page at a time: the elements' tests move the keyboard focus.
          maxWorkers: 1,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              contextOptions: { viewport: { width: 1024, height: 768 } },
              launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
