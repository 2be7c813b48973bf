// The built site (docs/.vitepress/dist) as a static host serves it, on the loopback interface,
// and the facts the tests read from its HTML: the pages, their links and their anchors.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vitepress build` writes the site. */
export const SITE_ROOT = fileURLToPath(new URL('../.vitepress/dist', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.agn': 'text/plain; charset=utf-8',
};

/** The file a URL path names in the site, if there is one (`/` and `/x/` are their index.html). */
export function siteFile(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname);
  const file = join(SITE_ROOT, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(SITE_ROOT)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** Serves the built site on 127.0.0.1; resolves with its URL and a function that stops it. */
export async function serveSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const file = siteFile(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end(readFileSync(join(SITE_ROOT, '404.html')));
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every page of the built site, as URL paths (`/engine.html`), 404.html aside. */
export function sitePages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html') && path !== join(SITE_ROOT, '404.html'))
        pages.push(`/${relative(SITE_ROOT, path).split(sep).join('/')}`);
    }
  };
  walk(SITE_ROOT);
  return pages.sort();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ENTITIES[name] ?? '');

/** The links of a built page: every `href` and `src` in its HTML, decoded. */
export function pageLinks(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
}

/** The anchors of a built page: every `id`. */
export function pageAnchors(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decode(match[1] ?? '')));
}
