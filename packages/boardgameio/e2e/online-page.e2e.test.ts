import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  createMatch,
  openPage,
  pageIn,
  playByTaps,
  tableState,
  useBrowser,
  useServer,
} from './page.js';

const server = useServer();
const browser = useBrowser();

describe('the client page of antarctica-serve', () => {
  it('plays a whole game against bots by taps, through a dropped connection and a closed page', async () => {
    const { context, page, errors } = await openPage(browser(), server());
    await createMatch(page, 'Ada', ['person', 'heuristic', 'heuristic']);
    expect(await page.locator('.who').textContent()).toBe('Ada, seat 1');

    // A move that is not among this seat's legal moves is refused on the page, not sent.
    await page.evaluate(() =>
      document.querySelector('antarctica-board')?.dispatchEvent(
        new CustomEvent('antarctica-move', {
          detail: { move: { type: 'pass', seat: 2 } },
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      ),
    );
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'That move is not yours to make now.',
    );

    // The socket drops mid-game: the page says so, then boardgame.io reconnects and syncs.
    expect(await playByTaps(page, 3)).toBe(3);
    const before = await tableState(page);
    await context.setOffline(true);
    await page.locator('.status[data-turn="reconnecting"]').waitFor();
    expect(await tableState(page)).toMatchObject({ text: 'Connection lost: reconnecting…' });
    await context.setOffline(false);
    await page.locator('.status[data-turn="mine"], .status[data-turn="other"]').waitFor();
    expect((await tableState(page)).stateID).toBeGreaterThanOrEqual(before.stateID);

    // The page is closed and opened again: the seat kept in localStorage sits down again.
    expect(await playByTaps(page, 3)).toBe(3);
    const left = await tableState(page);
    await page.close();
    const again = await pageIn(context, server());
    await again.page.locator('.status[data-turn="mine"], .status[data-turn="other"]').waitFor();
    expect((await tableState(again.page)).stateID).toBeGreaterThanOrEqual(left.stateID);
    expect(await again.page.locator('.who').textContent()).toBe('Ada, seat 1');

    const taps = await playByTaps(again.page);
    expect(taps).toBeGreaterThan(0);
    const end = await tableState(again.page);
    expect(end.text).toMatch(/^Game over: .* (wins?|share the win)\.$/);
    await expect(again.page.locator('.scores tbody tr').count()).resolves.toBe(3);
    // The record of the game, offered at the end and served by the server.
    const recordLink = again.page.getByRole('link', {
      name: 'Download the record of this game (.agn)',
    });
    const href = await recordLink.getAttribute('href');
    expect(href).toMatch(/^\/games\/antarctica\/[^/]+\/record\.agn$/);
    const record = await again.page.evaluate(async (url) => (await fetch(url)).text(), href!);
    expect(record).toMatch(/^\[Event "Antarctica online"\]/);
    expect([...errors, ...again.errors]).toEqual([]);
    expect(await axeViolations(again.page)).toEqual([]);

    // Back to the lobby: the seat is forgotten, a reload shows the lobby.
    await again.page.getByRole('button', { name: 'Back to the lobby' }).click();
    await again.page.reload();
    await again.page.getByRole('button', { name: 'Create the match and sit down' }).waitFor();
    await context.close();
  });

  it('lists an open match with its bot seat taken, and a second person joins its free seat by name', async () => {
    const first = await openPage(browser(), server());
    await createMatch(first.page, 'Ada', ['person', 'person', 'heuristic']);
    const second = await openPage(browser(), server());
    await second.page.getByLabel('Your name').fill('Grace');
    const matchID = await first.page.evaluate(
      () => JSON.parse(localStorage.getItem('antarctica-online/seat') ?? '{}').matchID as string,
    );
    const listed = second.page.locator(`.matches li[data-match="${matchID}"]`);
    await listed.waitFor();
    expect(await listed.textContent()).toBe('3 players: Ada, Join seat 2 Heuristic bot Watch');
    await expect(listed.locator('[data-join]').count()).resolves.toBe(1);
    await listed.getByRole('button', { name: 'Join seat 2' }).click();
    await second.page.locator('.status[data-turn="mine"], .status[data-turn="other"]').waitFor();
    await expect(second.page.locator('.who').textContent()).resolves.toBe('Grace, seat 2');
    await first.page.reload();
    await first.page.locator('.status[data-turn="mine"], .status[data-turn="other"]').waitFor();
    // A third person watches the match: the board shows what every player sees, no moves.
    const third = await openPage(browser(), server());
    const watched = third.page.locator(`.matches li[data-match="${matchID}"]`);
    await watched.waitFor();
    expect(await watched.locator('[data-join]').count()).toBe(0);
    await watched.getByRole('button', { name: 'Watch' }).click();
    await third.page.locator('.status[data-turn="other"]').waitFor();
    await expect(third.page.locator('.who').textContent()).resolves.toBe('Watching');
    const board = await third.page.evaluate(() => {
      const element = document.querySelector('antarctica-board') as unknown as {
        state?: { viewer: number; players: Array<{ shipyardCards: unknown }> };
        moves?: unknown;
      };
      return {
        viewer: element.state?.viewer,
        hands: element.state?.players.map((player) => typeof player.shipyardCards),
        moves: element.moves,
      };
    });
    expect(board).toEqual({ viewer: -1, hands: ['number', 'number', 'number'], moves: undefined });
    expect([...first.errors, ...second.errors, ...third.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
    await third.context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`has no axe-core violations on the lobby and the game, ${colorScheme}`, async () => {
      const { context, page } = await openPage(browser(), server(), colorScheme);
      // A seat kept from a match the server no longer has: the lobby says so.
      await page.evaluate(() =>
        localStorage.setItem(
          'antarctica-online/seat',
          JSON.stringify({
            matchID: 'gone',
            playerID: '0',
            credentials: 'x',
            playerName: 'Ada',
            numPlayers: 2,
          }),
        ),
      );
      await page.reload();
      await expect(page.locator('.problem').textContent()).resolves.toBe(
        'Your last match is no longer on this server: start or join another.',
      );
      await page.locator('.matches li').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await createMatch(page, 'Ada', ['person', 'heuristic']);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
});
