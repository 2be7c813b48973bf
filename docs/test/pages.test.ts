import { describe, expect, it } from 'vitest';
import { useSite } from './browser.js';
import { sitePages } from './static-site.js';

/** Tabs walking the pages side by side: page loads wait on the server and the network as much as on the CPU. */
const LANES = 3;

describe('every page of the built site in Chromium', () => {
  const lanes = Array.from({ length: LANES }, () => useSite());

  it('loads and hydrates without a console error or an uncaught exception', {
    timeout: 900_000,
  }, async () => {
    const pages = sitePages();
    const problems: string[] = [];
    // Each page at the address the site links it by (`x/` for `x/index.html`): a server that
    // answers it with another page shows as a hydration mismatch, an error in the console.
    // Every lane takes every LANES-th page, in its own browser context.
    await Promise.all(
      lanes.map(async (site, lane) => {
        for (let index = lane; index < pages.length; index += LANES) {
          const path = (pages[index] as string).replace(/\/index\.html$/, '/');
          for (const error of await site().visit(path)) problems.push(`${path}: ${error}`);
        }
      }),
    );
    expect(problems.sort()).toEqual([]);
    expect(pages.length).toBeGreaterThan(100);
  });
});
