// The site as `pnpm run docs:preview` serves it (the global setup starts that very command): who
// may connect, and what a crawler meets following every link from the home page.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { pageLinks, SITE_ROOT, sitePages } from './static-site.js';

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The page module VitePress's client loads for a URL path (`/x/` is `x/index.md`, `/x.html` is
 * `x.md`): the served HTML must preload that one, or the page hydrates as another page.
 */
function pageModule(pathname: string): string {
  const path = decodeURIComponent(pathname);
  const page = path.endsWith('/') ? `${path}index.md` : path.replace(/(\.html)?$/, '.md');
  return page.slice(1).replaceAll('/', '_');
}

describe('the site as docs:preview serves it', () => {
  const site = new URL(inject('siteUrl'));
  const port = Number(site.port);

  it('listens on the loopback address only', async () => {
    expect(site.hostname).toBe('127.0.0.1');
    expect(await accepts('127.0.0.1', port)).toBe(true);
    // Another address of this machine: a server on every interface (VitePress's own preview,
    // whatever --host says) accepts these.
    expect(await accepts('127.0.0.2', port)).toBe(false);
    expect(await accepts('::1', port)).toBe(false);
  });

  it('lets browsers keep the hashed files of assets/ and ask again for pages', async () => {
    const page = await fetch(new URL('/engine.html', site));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(new URL(script as string, site));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Outside assets/ (the site's own files, named without a hash) the browser asks again.
    const icon = await fetch(new URL('/favicon.svg', site));
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('never builds a page beside a folder of the same name with its own index', () => {
    // `x/index.html` beside `x/index/index.html`: a server trying `<path>.html` first answers
    // `x/index/` with the wrong page.
    const twins = sitePages().filter(
      (page) =>
        page.endsWith('.html') && existsSync(join(SITE_ROOT, page.slice(0, -5), 'index.html')),
    );
    expect(twins).toEqual([]);
  });

  it('answers every link a crawler follows from the home page, each URL with the page it names', async () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    const queue = [new URL('/', site).href];
    let pages = 0;
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url);
      const { pathname } = new URL(url);
      if (response.status !== 200) {
        problems.push(`${pathname}: ${response.status}`);
        continue;
      }
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) continue;
      pages++;
      const html = await response.text();
      const wanted = `/assets/${pageModule(pathname)}.`.toLowerCase();
      if (!html.toLowerCase().includes(wanted))
        problems.push(`${pathname}: answered with another page than ${pageModule(pathname)}`);
      for (const href of pageLinks(html)) {
        const link = new URL(href, url);
        link.hash = '';
        if (link.origin !== site.origin || seen.has(link.href)) continue;
        seen.add(link.href);
        queue.push(link.href);
      }
    }
    expect(problems).toEqual([]);
    // Every page of the build was reached (the API reference is most of them).
    expect(pages).toBeGreaterThanOrEqual(sitePages().length);
  });
});
