import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  dispatch,
  openApp,
  openMenu,
  quickStart,
  ringArea,
  startGame,
  useBrowser,
} from './app.js';

const browser = useBrowser();

/** Every screen of the app in turn; `check` runs axe-core on each. */
async function visitEveryScreen(page: Page, check: (screen: string) => Promise<void>) {
  await check('setup, with the message about unreadable saved data');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await startGame(page, { players: 2, firstGame: false });
  await check('placement, ships placed in turn, 2 players');
  await dispatch(page, { type: 'reset' });
  await quickStart(page, { players: 3, begin: false });
  await check('placement, provisional first-game layout');
  await ringArea(page, 2).click();
  await check('placement, an area’s ships open for correction');
  await dispatch(page, { type: 'begin' });
  await page.locator('antarctica-sun-tracker #status', { hasText: 'turn' }).waitFor();
  await check('a turn, before sailing');
  await dispatch(
    page,
    { type: 'addShip', area: 3, seat: 0 },
    { type: 'setScientists', area: 0, color: 'blue', count: 14 },
    { type: 'setCube', track: 1, color: 'red', value: 4 },
  );
  await ringArea(page, 5).click();
  await check('a turn after sailing, with an Icebreaker to offer and the end of the game');
  await dispatch(page, { type: 'setScientists', area: 0, color: 'red', count: 14 });
  await page.locator('antarctica-sun-tracker .why-turn').waitFor();
  await check('a turn with actions the acting player cannot take, and why');
  await openMenu(page);
  await check('the menu open');
  await page.getByRole('button', { name: 'New game' }).click();
  await check('asking before a new game');
  await page.getByRole('button', { name: 'Keep playing' }).click();
  await dispatch(page, { type: 'setBuildings', area: 2, count: 5 }, { type: 'finish' });
  await page.locator('antarctica-majorities .result').waitFor();
  await check('final scores with the scorer’s warnings');
  await page.getByRole('button', { name: 'Share as image' }).click();
  await page.locator('antarctica-companion [part=notice]:not([hidden])').waitFor();
  await check('final scores with a notice');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('heading', { name: 'Past games' }).waitFor();
  await check('setup with past games');
}

describe.each(['light', 'dark'] as const)('axe-core, %s mode', (colorScheme) => {
  it('finds no violations on any screen', async () => {
    const { context, page } = await openApp(browser(), {
      colorScheme,
      storage: { 'antarctica-companion/session': 'not json' },
    });
    const found: string[] = [];
    await visitEveryScreen(page, async (screen) => {
      for (const violation of await axeViolations(page)) found.push(`${screen}: ${violation}`);
    });
    expect(found).toEqual([]);
    await context.close();
  });
});
