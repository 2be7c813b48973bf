// The built site (docs/.vitepress/dist) and the facts the tests read from its HTML: the pages,
// their links and their anchors. Which file a URL names is the preview server's answer.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SITE_ROOT, siteFile } from '../.vitepress/preview.mjs';

export { SITE_ROOT, siteFile };

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

/**
 * The pages that stand for the rest: every guide, and of the API reference (hundreds of pages
 * made from a handful of templates) its index, each package's index and the first page of each
 * kind (function, class, interface...).
 */
export function representativePages(pages = sitePages()): string[] {
  const guides = pages.filter((page) => !page.startsWith('/api/'));
  const kinds = new Map<string, string>();
  for (const page of pages) {
    const kind = /^\/api\/@antarctica-game\/[^/]+\/(?:.*\/)?([a-z-]+)\/[^/]+\.html$/.exec(
      page,
    )?.[1];
    if (kind !== undefined && !kinds.has(kind)) kinds.set(kind, page);
  }
  const packages = pages.filter((page) =>
    /^\/api\/@antarctica-game\/[^/]+\/index\.html$/.test(page),
  );
  return [...guides, '/api/index.html', ...packages, ...kinds.values()];
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
