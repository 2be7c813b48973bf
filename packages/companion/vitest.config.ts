import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Tests run in a real Chromium: Debian's, not a downloaded one (see the toolchain guide).
export default defineConfig({
  // Pre-bundled up front, so that Vite does not reload the page in the middle of a test run.
  optimizeDeps: { include: ['axe-core', 'lit', 'vitest/browser'] },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        // Large enough that a tablet-sized test viewport is not scaled down.
        contextOptions: { viewport: { width: 1400, height: 1000 } },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
