import { describe, expect, it } from 'vitest';
import { useSite } from './browser.js';
import { sitePages } from './static-site.js';

describe('every page of the built site in Chromium', () => {
  const site = useSite();

  it('loads and hydrates without a console error or an uncaught exception', {
    timeout: 900_000,
  }, async () => {
    const problems: string[] = [];
    // Each page at the address the site links it by (`x/` for `x/index.html`): a server that
    // answers it with another page shows as a hydration mismatch, an error in the console.
    for (const page of sitePages()) {
      const path = page.replace(/\/index\.html$/, '/');
      for (const error of await site().visit(path)) problems.push(`${path}: ${error}`);
    }
    expect(problems).toEqual([]);
  });
});
