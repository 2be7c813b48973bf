// Shared by every package's browser tests and measurements: how to start Debian's Chromium here,
// and a static server for a built page on the loopback interface.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';

/** Where Debian's packages put the full browser (`chromium`) and its headless shell. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Where Chromium is: Debian's, unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

/**
 * The Chromium the tests drive: the headless shell of the same Chromium (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs for headless tests), the same Blink and
 * V8 without the full browser's window and compositor. The docs' page walk took 29-37 % less CPU
 * in it. CHROMIUM_PATH, when set, is used here too; without the shell, the full Chromium.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);

/** Flags for this network and user: no background traffic, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the files below `root` on 127.0.0.1 (`/` is its index.html); resolves with its URL and a
 * function that stops it. The viewer's and the play page's scripts serve their own builds with it.
 */
export async function serveDirectory(root) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${address.port}/`, stop: () => server.close() };
}
