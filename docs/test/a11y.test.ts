import { describe, expect, it } from 'vitest';
import { axeViolations, useSite } from './browser.js';
import { representativePages } from './static-site.js';

describe('axe-core on the guides and the API reference’s kinds of page', () => {
  // Light and dark side by side, each in its own browser context.
  const schemes = (['light', 'dark'] as const).map((scheme) => ({ scheme, site: useSite(scheme) }));

  it('finds no violations in light mode and in dark mode', { timeout: 600_000 }, async () => {
    const found: string[] = [];
    await Promise.all(
      schemes.map(async ({ scheme, site }) => {
        const { page, visit } = site();
        for (const path of representativePages()) {
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
