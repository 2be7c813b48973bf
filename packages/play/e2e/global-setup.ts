import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, serveApp, TEST_CHROMIUM_PATH } from '../scripts/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app behind a plain static file server, as any static host serves it. */
    appUrl: string;
    /** The one Chromium the test files share. */
    wsEndpoint: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Serves the built app as a static host would, and starts one Chromium for every test file. */
export default async function setup(project: TestProject) {
  if (!existsSync(`${root}dist/app/index.html`))
    throw new Error(
      'The app is not built: run `npx pnpm@12.4.2 --filter @antarctica-game/play... build` first.',
    );
  const served = await serveApp();
  const browser = await chromium.launchServer({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('appUrl', served.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    served.stop();
  };
}
