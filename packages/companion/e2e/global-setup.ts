import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { chromium } from 'playwright';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveApp } from '../scripts/serve-app.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app behind Vite's preview server, as `pnpm start` serves it. */
    previewUrl: string;
    /** The built app behind a plain static file server, as any static host serves it. */
    staticUrl: string;
    /** The one Chromium the test files share. */
    wsEndpoint: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Serves the built app twice, as the README's main job does (Vite's preview server, which sends
 * `Vary: Origin`) and as a plain static host would, and starts one Chromium for every test file.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(`${root}dist/app/index.html`))
    throw new Error(
      'The app is not built: run `npx pnpm@12.4.2 --filter @antarctica-game/companion... build` first.',
    );
  const server = await preview({
    root,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const plain = await serveApp();
  const browser = await chromium.launchServer({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const previewUrl = server.resolvedUrls?.local[0];
  if (previewUrl === undefined) throw new Error('Vite’s preview server gave no URL');
  project.provide('previewUrl', previewUrl);
  project.provide('staticUrl', plain.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    plain.stop();
    await server.close();
  };
}
