import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { useSite } from './browser.js';

/**
 * The ships the state of the first `<antarctica-board>` inside `host` (through shadow roots) has
 * on the board, and the ships that board drew.
 */
function shipsOf(page: Page, host = 'body') {
  return page.evaluate(async (host) => {
    type Board = HTMLElement & {
      state?: { areas: Array<{ ships: number[] }> };
      updateComplete?: Promise<unknown>;
    };
    const find = (root: ParentNode): Board | null => {
      const board = root.querySelector<Board>('antarctica-board');
      if (board !== null) return board;
      const host = root instanceof Element ? [root] : [];
      for (const element of [...host, ...root.querySelectorAll('*')]) {
        const inner = element.shadowRoot === null ? null : find(element.shadowRoot);
        if (inner !== null) return inner;
      }
      return null;
    };
    const start = document.querySelector(host);
    const board = start === null ? null : find(start);
    // Read the state and the drawing together, once the drawing has caught up with the state.
    await board?.updateComplete;
    return {
      inState: board?.state?.areas.flatMap((area) => area.ships).sort((a, b) => a - b) ?? [],
      drawn: [...(board?.shadowRoot?.querySelectorAll('[data-ship]') ?? [])]
        .map((ship) => Number(ship.getAttribute('data-ship')))
        .sort((a, b) => a - b),
    };
  }, host);
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
    await expect.poll(ply, { timeout: 10_000 }).toBe(0);
    const before = await now.textContent();
    await page.locator('antarctica-replay [aria-label="Next move"]').click();
    await expect.poll(ply, { timeout: 10_000 }).toBe(1);
    await page.locator('antarctica-replay [aria-label="Next move"]').click();
    await expect.poll(ply, { timeout: 10_000 }).toBe(2);
    expect(await now.textContent()).not.toBe(before);
    await expect
      .poll(() => page.locator('antarctica-replay antarctica-board [data-ship]').count())
      .toBeGreaterThan(0);

    expect(await visit('/notation.html#annotated-game-ply=5')).toEqual([]);
    await expect.poll(ply, { timeout: 10_000 }).toBe(5);
  });

  it('the viewer page shows a live board, and a replay whose move list is one tab stop', async () => {
    const { page, visit } = site();
    expect(await visit('/viewer.html')).toEqual([]);
    await page.locator('figure > antarctica-board [data-ship]').first().waitFor();
    const board = await shipsOf(page, 'figure:has(> antarctica-board)');
    expect(board.inState.length).toBeGreaterThan(0);
    expect(board.drawn).toEqual(board.inState);
    const replay = page.locator('#club-night-game');
    await replay.locator('.moves button').first().waitFor();
    expect(await replay.locator('.moves button').count()).toBe(362);
    expect(await replay.locator('.moves button[tabindex="0"]').count()).toBe(1);
    const position = () =>
      page.evaluate(() => {
        const element = document.querySelector('#club-night-game') as
          | (HTMLElement & { controller?: { position: { ply: number } } })
          | null;
        const focused = element?.shadowRoot?.activeElement;
        return {
          ply: element?.controller?.position.ply,
          focused: focused?.getAttribute('data-ply') ?? null,
        };
      });
    await replay.locator('.moves button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(position, { timeout: 10_000 }).toEqual({ ply: 2, focused: '2' });
    // Tab leaves the list at once, onto the next thing after the viewer's list.
    await page.keyboard.press('Tab');
    expect((await position()).focused).toBeNull();
    expect(await visit('/viewer.html#club-night-game-ply=120')).toEqual([]);
    await expect.poll(async () => (await position()).ply, { timeout: 10_000 }).toBe(120);
  });

  it('the play page starts a game: the seat picker, then the board with every ship', async () => {
    const { page, visit } = site();
    expect(await visit('/play.html')).toEqual([]);
    await page.locator('antarctica-play').getByRole('button', { name: 'Start the game' }).click();
    await page
      .locator('antarctica-play antarctica-board [data-ship]')
      .first()
      .waitFor({ timeout: 30_000 });
    const ships = await shipsOf(page, 'antarctica-play');
    expect(ships.inState.length).toBeGreaterThan(0);
    expect(ships.drawn).toEqual(ships.inState);
  });

  it('the analysis page shows the analysed club game with its graph, and analyses a game in workers', async () => {
    const { page, visit } = site();
    expect(await visit('/analysis.html')).toEqual([]);
    const replay = page.locator('antarctica-replay#analysis-game');
    await replay.locator('[part=graph]').waitFor({ timeout: 30_000 });
    const panel = page.locator('antarctica-analyse-game');
    await panel.getByLabel('Quick').check();
    await panel.getByRole('button', { name: 'Analyse the game' }).click();
    await expect
      .poll(() => panel.getByRole('status').textContent(), { timeout: 170_000, interval: 1000 })
      .toMatch(/^Analysed \(quick\)/);
    await expect
      .poll(() => page.locator('.antarctica-demo figcaption code').first().textContent())
      .toContain('two-players-table.agn');
    await replay.locator('[part=graph]').waitFor();
  });
});
