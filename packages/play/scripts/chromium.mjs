// Shared by the tests and the measurements: how to start Debian's Chromium here, and a static
// server for the built app on the loopback interface.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Chromium's path and flags are the companion's (one place for this machine's setup).
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../companion/scripts/chromium.mjs';

const appRoot = fileURLToPath(new URL('../dist/app', import.meta.url));
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/** Serves the built app on 127.0.0.1; resolves with its URL and a function that stops it. */
export async function serveApp() {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(appRoot, path === '/' ? 'index.html' : path);
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
