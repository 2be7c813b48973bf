import { describe, expect, it } from 'vitest';
import { axeViolations, useSite } from './browser.js';
import { sitePages } from './static-site.js';

/**
 * The pages axe-core checks: every guide, and of the API reference (hundreds of pages made from
 * a handful of templates) its index and the first page of each kind of each package.
 */
function checkedPages(): string[] {
  const pages = sitePages();
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

describe('axe-core on the guides and the API reference’s kinds of page', () => {
  // Light and dark side by side, each in its own browser context.
  const schemes = (['light', 'dark'] as const).map((scheme) => ({ scheme, site: useSite(scheme) }));

  it('finds no violations in light mode and in dark mode', { timeout: 600_000 }, async () => {
    const found: string[] = [];
    await Promise.all(
      schemes.map(async ({ scheme, site }) => {
        const { page, visit } = site();
        for (const path of checkedPages()) {
          await visit(path);
          // The demos draw after hydration; check them drawn.
          if (path === '/engine.html' || path === '/viewer.html')
            await page.locator('antarctica-board [data-area]').first().waitFor();
          if (path === '/viewer.html')
            await page.locator('antarctica-replay antarctica-board [data-area]').first().waitFor();
          for (const violation of await axeViolations(page))
            found.push(`${scheme}: ${path}: ${violation}`);
        }
      }),
    );
    expect(found.sort()).toEqual([]);
  });
});
