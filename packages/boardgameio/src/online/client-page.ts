import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** The built client page beside the server's code (`dist/client`), or `undefined` if not built. */
export async function builtClientRoot(): Promise<string | undefined> {
  // The server's code is bundled into dist/*.js; under vitest it runs from src/server.
  for (const relative of ['./client/', '../../dist/client/']) {
    const root = fileURLToPath(new URL(relative, import.meta.url));
    const found = await stat(join(root, 'index.html')).catch(() => undefined);
    if (found?.isFile()) return root;
  }
  return undefined;
}

interface KoaContext {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
  set(field: string, value: string): void;
}

/**
 * A koa middleware that answers GET and HEAD requests for the files of the client page under
 * `root` (`/` is its `index.html`) and passes everything else on (the lobby API, the sockets).
 */
export function clientPage(root: string) {
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  return async (context: KoaContext, next: () => Promise<void>) => {
    if (
      (context.method !== 'GET' && context.method !== 'HEAD') ||
      context.path.startsWith('/games')
    )
      return next();
    const path = context.path === '/' ? '/index.html' : context.path;
    let file: string;
    try {
      file = normalize(join(base, decodeURIComponent(path)));
    } catch {
      return next();
    }
    if (!file.startsWith(base)) return next();
    const body = await readFile(file).catch(() => undefined);
    if (body === undefined) return next();
    context.status = 200;
    context.type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Vite names the bundles by their content; the page itself must always be asked for again.
    context.set(
      'cache-control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    context.body = body;
  };
}
