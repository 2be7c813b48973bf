import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../scripts/vitest-timings.mjs';

// Three projects: the session logic and the store in Node; the elements in a real Chromium
// (Debian's, not a downloaded one: see the toolchain guide); and the built app, served as the
// README's `pnpm start` serves it and as a static host would, driven from Node with Playwright.
export default defineConfig({
  // Pre-bundled up front, so that Vite does not reload the page in the middle of a test run.
  optimizeDeps: { include: ['axe-core', 'lit', 'vitest/browser'] },
  test: {
    // Vitest's output, and a JSON report for `pnpm timings` (where the time goes).
    reporters: timingReporters(import.meta.url),
    // Both cores (Vitest's default on two cores is one worker): the logic's files, and the app's
    // files side by side on the one Chromium, each in its own context.
    maxWorkers: 2,
    testTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'logic', include: ['src/**/*.node.test.ts'], environment: 'node' },
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
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.browser.test.ts'],
          // One page at a time: the elements' tests move the keyboard focus.
          maxWorkers: 1,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              contextOptions: { viewport: { width: 1024, height: 768 } },
              launchOptions: {
                executablePath: TEST_CHROMIUM_PATH,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
