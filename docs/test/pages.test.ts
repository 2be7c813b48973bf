import { describe, expect, it } from 'vitest';
import { useSite } from './browser.js';
import { sitePages } from './static-site.js';

describe('every page of the built site in Chromium', () => {
  const site = useSite();

  it('loads and hydrates without a console error or an uncaught exception', {
    timeout: 900_000,
  }, async () => {
    const problems: string[] = [];
    for (const path of sitePages())
      for (const error of await site().visit(path)) problems.push(`${path}: ${error}`);
    expect(problems).toEqual([]);
  });
});
