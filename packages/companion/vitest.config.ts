import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Tests run in a real Chromium: Debian's, not a downloaded one (see the toolchain guide).
// Two projects: the components in the browser, and the built app page driven from Node.
export default defineConfig({
  // Pre-bundled up front, so that Vite does not reload the page in the middle of a test run.
  optimizeDeps: { include: ['axe-core', 'lit', 'vitest/browser'] },
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'app', include: ['e2e/**/*.e2e.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['test/**/*.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              // Large enough that a tablet-sized test viewport is not scaled down.
              contextOptions: { viewport: { width: 1400, height: 1000 } },
              launchOptions: {
                executablePath: CHROMIUM_PATH,
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
