import { existsSync } from 'node:fs';
import { join } from 'node:path';
// The companion's Chromium set-up and Playwright helpers, shared rather than copied.
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { chromium } from 'playwright';
import type { TestProject } from 'vitest/node';
import { startPreview } from './preview-process.js';
import { SITE_ROOT } from './static-site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site as `pnpm run docs:preview` serves it. */
    siteUrl: string;
    /** The one Chromium the test files share. */
    wsEndpoint: string;
  }
}

/**
 * Serves the site built once by `pnpm run docs` (never rebuilt here) as `pnpm run docs:preview`
 * does, with the same command, and starts one Chromium.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(SITE_ROOT, 'index.html')))
    throw new Error('The site is not built: run `npx pnpm@12.4.2 run docs` first.');
  const site = await startPreview();
  const browser = await chromium.launchServer({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('siteUrl', site.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.stop();
  };
}
