import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '../src/session/seats.js';
import {
  axeViolations,
  gameState,
  openPlay,
  playByTaps,
  severalMovesTarget,
  startGame,
  useBrowser,
} from './app.js';
import { finishedGame } from './finished-game.js';

const browser = useBrowser();
const SEATS: SeatSpec[] = [
  { kind: 'human' },
  { kind: 'bot', bot: 'heuristic' },
  { kind: 'bot', bot: 'mcts', ms: 500 },
];

/** axe-core's violations on the page now, each named with the screen it was found on. */
async function violationsOn(page: Page, screen: string): Promise<string[]> {
  return (await axeViolations(page)).map((violation) => `${screen}: ${violation}`);
}

describe.each(['light', 'dark'] as const)('axe-core, %s mode', (colorScheme) => {
  it('finds no violations on the seat picker and a game in progress', async () => {
    const { page, errors } = await openPlay(browser(), { colorScheme });
    const found: string[] = [];
    // The picker with four seats, each with its kind select.
    const picker = page.locator('antarctica-play form.picker');
    await picker.waitFor();
    while ((await picker.locator('[data-seat-select]').count()) < 4)
      await picker.getByRole('button', { name: 'Add a seat' }).tap();
    found.push(...(await violationsOn(page, 'seat picker, 4 seats')));
    await picker.getByRole('button', { name: 'Remove' }).first().tap();
    await startGame(page, SEATS);
    await page.locator('antarctica-play .status[data-turn="human"]').waitFor();
    found.push(...(await violationsOn(page, "game in progress, the person's decision")));
    // Played on by taps to a target with several moves: its tap opens the board's chooser.
    await playByTaps(page, 'first', 3000, async () => (await severalMovesTarget(page)) !== null);
    const several = await severalMovesTarget(page);
    expect(several).not.toBeNull();
    await page.locator(`antarctica-board [data-target="${several}"]`).first().tap();
    await page.locator('antarctica-board .chooser').waitFor();
    found.push(...(await violationsOn(page, 'game in progress, the chooser open')));
    // Cancel closes it, and the person decides on.
    await page.locator('antarctica-board .chooser [data-choose="cancel"]').tap();
    await page.locator('antarctica-board .chooser').waitFor({ state: 'detached' });
    await expect(gameState(page)).resolves.toMatchObject({ turn: 'human', problem: null });
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The final scores of a game of the same seats, saved finished: playing one here to its end by
  // taps (the whole-game tests do that) took a minute and a half at load, most of it MCTS's time.
  it('finds no violations on the final scores', async () => {
    const saved = await finishedGame(11, SEATS);
    const { page, errors } = await openPlay(browser(), { colorScheme, saved });
    await page.locator('antarctica-play .status[data-turn="over"]').waitFor();
    await page.locator('antarctica-play table.scores').waitFor();
    await expect(page.locator('antarctica-play table.scores tbody tr').count()).resolves.toBe(3);
    expect(await violationsOn(page, 'final scores')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
