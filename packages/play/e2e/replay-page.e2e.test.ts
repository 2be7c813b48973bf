import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openPlay, PHONE, useBrowser } from './app.js';

const browser = useBrowser();
const four = readFileSync(
  new URL('../../notation/examples/four-players.agn', import.meta.url),
  'utf8',
);

describe('the replay page', () => {
  it('says there is no record to show when given none, and never that one is loading', async () => {
    const { page, errors } = await openPlay(browser(), { path: 'replay.html' });
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.locator('#note').textContent(), { timeout: 10_000 })
      .toMatch(/^No record to show: play a game on the play page/);
    // Given the time a record would take to load (locators see into the shadow roots).
    await page.waitForTimeout(1000);
    expect(await page.getByText('Loading the record').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`shows a record with no axe-core violation (headings in order too), ${colorScheme}`, async () => {
      const context = await browser().newContext({ ...PHONE, colorScheme });
      // As the play page hands a record over.
      await context.addInitScript((text) => {
        localStorage.setItem('antarctica-play:replay', text);
      }, four);
      const page = await context.newPage();
      await page.goto(`${inject('appUrl')}replay.html`);
      await page.locator('antarctica-replay antarctica-board [data-ship]').first().waitFor();
      // The board's player panels are h2, right under the page's h1.
      expect(await page.locator('antarctica-replay .player h2').count()).toBe(4);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
