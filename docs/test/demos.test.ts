import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useSite } from './browser.js';

/** The ships the board's state has on the board, and the ships the board drew. */
function shipsOf(page: Page) {
  return page.evaluate(() => {
    const board = document.querySelector('antarctica-board') as
      | (HTMLElement & { state?: { areas: Array<{ ships: number[] }> } })
      | null;
    return {
      inState: board?.state?.areas.flatMap((area) => area.ships).sort((a, b) => a - b) ?? [],
      drawn: [...(board?.shadowRoot?.querySelectorAll('[data-ship]') ?? [])]
        .map((ship) => Number(ship.getAttribute('data-ship')))
        .sort((a, b) => a - b),
    };
  });
}

describe('the live demos of the built site', () => {
  const site = useSite();

  it('the engine page shows a board with every ship of the state, and a tap plays a move', async () => {
    const { page, visit } = site();
    expect(await visit('/engine.html')).toEqual([]);
    await page.locator('antarctica-board [data-ship]').first().waitFor();
    const before = await shipsOf(page);
    expect(before.inState.length).toBeGreaterThan(0);
    expect(before.drawn).toEqual(before.inState);

    await page.evaluate(() => {
      const board = document.querySelector('antarctica-board') as HTMLElement & { state: unknown };
      (window as unknown as { firstState: unknown }).firstState = board.state;
    });
    await page.locator('antarctica-board [data-target]').first().click();
    const chooser = page.locator('antarctica-board [data-choose="0"]');
    if (await chooser.isVisible()) await chooser.click();
    const moved = await page.evaluate(() => {
      const board = document.querySelector('antarctica-board') as HTMLElement & { state: unknown };
      return board.state !== (window as unknown as { firstState: unknown }).firstState;
    });
    expect(moved).toBe(true);
    const after = await shipsOf(page);
    expect(after.drawn).toEqual(after.inState);

    await page.getByRole('button', { name: 'Start again' }).click();
    expect(await shipsOf(page)).toEqual(before);
  });

  it('the notation page replays the annotated game: Next goes on a move, a link opens a move', async () => {
    const { page, visit } = site();
    expect(await visit('/notation.html')).toEqual([]);
    const ply = () =>
      page.evaluate(() => {
        const replay = document.querySelector('antarctica-replay') as
          | (HTMLElement & { controller?: { position: { ply: number } } })
          | null;
        return replay?.controller?.position.ply;
      });
    const now = page.locator('antarctica-replay [part~="now"]');
    await expect.poll(ply).toBe(0);
    const before = await now.textContent();
    await page.locator('antarctica-replay [aria-label="Next move"]').click();
    await expect.poll(ply).toBe(1);
    await page.locator('antarctica-replay [aria-label="Next move"]').click();
    await expect.poll(ply).toBe(2);
    expect(await now.textContent()).not.toBe(before);
    await expect
      .poll(() => page.locator('antarctica-replay antarctica-board [data-ship]').count())
      .toBeGreaterThan(0);

    expect(await visit('/notation.html#annotated-game-ply=5')).toEqual([]);
    await expect.poll(ply).toBe(5);
  });
});
