import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Chromium flags for this network: no background traffic, no sandbox as root. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
