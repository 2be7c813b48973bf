import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPOSITORY } from '../.vitepress/links.js';
import { pageAnchors, pageLinks, siteFile, sitePages } from './static-site.js';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const base = 'http://site.test/';

/** The HTML of a built page, read once. */
const htmlOf = (() => {
  const cache = new Map<string, string>();
  return (file: string) => {
    let html = cache.get(file);
    if (html === undefined) {
      html = readFileSync(file, 'utf8');
      cache.set(file, html);
    }
    return html;
  };
})();

/** What is wrong with one link of `page`, or undefined when it leads somewhere. */
function brokenLink(href: string, page: string): string | undefined {
  if (href.startsWith(`${REPOSITORY}/blob/main/`)) {
    const path = decodeURIComponent(
      href.slice(`${REPOSITORY}/blob/main/`.length).split('#')[0] ?? '',
    );
    return existsSync(`${repositoryRoot}${path}`) ? undefined : 'no such file in the repository';
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const url = new URL(href, new URL(page, base));
  const file = siteFile(url.pathname);
  if (file === undefined) return 'no such file in the site';
  const anchor = decodeURIComponent(url.hash.slice(1));
  if (anchor === '' || !file.endsWith('.html')) return undefined;
  return pageAnchors(htmlOf(file)).has(anchor) ? undefined : `no #${anchor} on the page`;
}

describe('the links of the built site', () => {
  const pages = sitePages();

  it('has the guides and the API reference as pages', () => {
    for (const guide of ['/index.html', '/engine.html', '/notation.html', '/site.html'])
      expect(pages).toContain(guide);
    expect(pages.filter((page) => page.startsWith('/api/')).length).toBeGreaterThan(100);
  });

  it('every internal link and anchor of every page leads somewhere, and every page is linked', () => {
    const broken: string[] = [];
    const reached = new Set(['/index.html']);
    const queue = ['/index.html'];
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const file = siteFile(page);
      if (file === undefined) continue;
      for (const href of pageLinks(htmlOf(file))) {
        const problem = brokenLink(href, page);
        if (problem !== undefined) {
          broken.push(`${page}: ${href}: ${problem}`);
          continue;
        }
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
        const target = new URL(href, new URL(page, base)).pathname;
        const path = target.endsWith('/') ? `${target}index.html` : target;
        if (path.endsWith('.html') && !reached.has(path)) {
          reached.add(path);
          queue.push(path);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(pages.filter((page) => !reached.has(page))).toEqual([]);
  });
});
