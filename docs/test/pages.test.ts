import { sized } from '@antarctica-game/foundation/test-size';
import { describe, expect, it } from 'vitest';
import { type SiteTab, useSite } from './browser.js';
import { representativePages, siteFile, sitePages } from './static-site.js';

/** Tabs walking the pages side by side: page loads wait on the server and the network as much as on the CPU. */
const LANES = 3;

/** Each page at the address the site links it by (`x/` for `x/index.html`). */
const address = (page: string) => page.replace(/\/index\.html$/, '/');

/** Runs `check` on every page, lane k of n taking pages k, k + n, k + 2n...; returns the problems. */
async function walk(
  lanes: Array<() => SiteTab>,
  pages: string[],
  check: (tab: SiteTab, path: string) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = [];
  await Promise.all(
    lanes.map(async (site, lane) => {
      for (let index = lane; index < pages.length; index += lanes.length) {
        const path = address(pages[index] as string);
        for (const error of await check(site(), path)) problems.push(`${path}: ${error}`);
      }
    }),
  );
  return problems.sort();
}

describe('every page of the built site in Chromium', () => {
  const lanes = Array.from({ length: LANES }, () => useSite());
  const [firstLane] = lanes;

  // A page loaded afresh is hydrated from the server's HTML: a server that answers an address with
  // another page shows as a hydration mismatch, an error in the console. Loading costs Chromium
  // about 0.2 CPU seconds a page, so `pnpm test` loads the pages that stand for the rest (every
  // guide, one API page of each kind) and `.ci/run` (TEST_SIZE=full) every page.
  it('loads and hydrates without a console error or an uncaught exception', {
    timeout: 900_000,
  }, async () => {
    const pages = sized(sitePages(), representativePages());
    expect(await walk(lanes, pages, (tab, path) => tab.visit(path))).toEqual([]);
    expect(pages.length).toBeGreaterThan(sized(600, 30));
  });

  // Every page, as a reader reaches it by a link: the site's router shows its full script (not
  // the lean one a fresh load hydrates), which must show the title and the text the server sends
  // for that address. A fifth of a fresh load's CPU.
  it('shows each page by a link as the server sends it, without a console error', {
    timeout: 900_000,
  }, async () => {
    const pages = sitePages();
    for (const site of lanes) await site().visit('/');
    expect(await walk(lanes, pages, (tab, path) => tab.follow(path))).toEqual([]);
    expect(pages.length).toBeGreaterThan(600);
  });

  it('finds a page that shows other text than the server sends for its address', async () => {
    if (firstLane === undefined) throw new Error('no lane');
    const { page, visit, follow } = firstLane();
    await visit('/');
    // The server answers the engine's guide with the notation's: the router shows the engine's.
    const notation = siteFile('/notation.html') as string;
    await page.route('**/engine.html', (route) => route.fulfill({ path: notation }));
    try {
      expect(await follow('/engine.html', 1_000)).toEqual([
        expect.stringMatching(/^shows the title/),
      ]);
    } finally {
      await page.unroute('**/engine.html');
    }
  });
});
