import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import type { TestProject } from 'vitest/node';
// The companion's Chromium set-up and Playwright helpers, shared rather than copied.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../packages/companion/scripts/chromium.mjs';
import { SITE_ROOT, serveSite } from './static-site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site behind a plain static file server. */
    siteUrl: string;
    /** The one Chromium the test files share. */
    wsEndpoint: string;
  }
}

/** Serves the site built once by `pnpm run docs` (never rebuilt here) and starts one Chromium. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(SITE_ROOT, 'index.html')))
    throw new Error('The site is not built: run `npx pnpm@12.4.2 run docs` first.');
  const site = await serveSite();
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('siteUrl', site.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.stop();
  };
}
