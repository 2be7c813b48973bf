import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  dispatch,
  openApp,
  PHONE,
  quickStart,
  ringArea,
  screenshotPath,
  scrollsSideways,
  TABLET,
  useBrowser,
} from './app.js';

const browser = useBrowser();

/** A game some rounds in: scientists, buildings and cubes on the board, Alice's ship sailed. */
async function midGame(page: Page): Promise<void> {
  await quickStart(page);
  await dispatch(
    page,
    { type: 'sail', to: 4 },
    { type: 'built' },
    { type: 'endTurn' },
    { type: 'sail', to: 6 },
    { type: 'setScientists', area: 6, color: 'blue', count: 2 },
    { type: 'setCube', track: 0, color: 'blue', value: 7 },
    { type: 'endTurn' },
    { type: 'sail', to: 1 },
    { type: 'built', asterisk: true },
    { type: 'setCube', track: 1, color: 'green', value: 4 },
    { type: 'endTurn' },
    { type: 'sail', to: 4 },
    { type: 'setScientists', area: 4, color: 'yellow', count: 1 },
    { type: 'endTurn' },
  );
  await ringArea(page, 6).click();
  const tracker = page.locator('antarctica-sun-tracker');
  await tracker.getByRole('button', { name: 'Built', exact: true }).click();
  await tracker.getByRole('button', { name: 'Track 1', exact: true }).click();
  await tracker.getByRole('button', { name: '3', exact: true }).click();
}

/**
 * The screenshots of the READMEs and docs, taken from the served app on each run (into the docs
 * with `pnpm screenshots`); each first checks that the screen needs no sideways scrolling.
 */
describe('screenshots', () => {
  it.each([
    ['companion-phone', PHONE, 'light'],
    ['companion-phone-dark', PHONE, 'dark'],
    ['companion-tablet', TABLET, 'light'],
  ] as const)('%s: a whole turn, recorded', async (name, device, colorScheme) => {
    const { context, page } = await openApp(browser(), { device, colorScheme });
    await midGame(page);
    expect(await scrollsSideways(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(name) });
    await context.close();
  });

  it('companion-phone-final: the final scores', async () => {
    const { context, page } = await openApp(browser());
    await midGame(page);
    await dispatch(
      page,
      { type: 'setScientists', area: 2, color: 'red', count: 3 },
      { type: 'setPlayerCount', color: 'green', field: 'discardedResources', count: 2 },
      { type: 'finish' },
    );
    await page.locator('antarctica-majorities .result').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: screenshotPath('companion-phone-final') });
    await context.close();
  });
});
