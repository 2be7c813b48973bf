import { text } from 'node:stream/consumers';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '../src/session/seats.js';
import { gameState, openPlay, startGame, useBrowser } from './app.js';

const browser = useBrowser();
const KEY = 'antarctica-play:game';
const TWO_PEOPLE: SeatSpec[] = [{ kind: 'human' }, { kind: 'human' }];

type GameState = Awaited<ReturnType<typeof gameState>>;

/** Taps the first board target (and the first choice) until `done` holds. */
async function tapUntil(page: Page, done: (state: GameState) => boolean): Promise<GameState> {
  for (let tap = 0; tap < 300; tap++) {
    const state = await gameState(page);
    if (done(state)) return state;
    await page.locator('antarctica-board [data-target]').first().tap();
    const chooser = page.locator('antarctica-board .chooser button:not([data-choose="cancel"])');
    if ((await chooser.count()) > 0) await chooser.first().tap();
    await page.waitForFunction(
      (moves) =>
        (document.querySelector('antarctica-play')?.controller?.session?.timeline.moves.length ??
          0) !== moves,
      state.moves,
    );
  }
  throw new Error('the state looked for never came');
}

const button = (page: Page, name: string) =>
  page.locator('antarctica-play button', { hasText: name });
const saved = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

describe('the saved game', () => {
  it('comes back after a reload with the undo that was possible, and Undo takes the move back', async () => {
    const { page, errors } = await openPlay(browser());
    await startGame(page, TWO_PEOPLE);
    await expect(button(page, 'Undo').isDisabled()).resolves.toBe(true);
    const before = await tapUntil(page, (state) => state.canUndo);
    await page.reload();
    await page.locator('antarctica-play .status[data-turn]').waitFor();
    const after = await gameState(page);
    expect([after.moves, after.text, after.canUndo]).toEqual([before.moves, before.text, true]);
    await button(page, 'Undo').tap();
    await expect(gameState(page)).resolves.toMatchObject({ moves: before.moves - 1 });
    expect(JSON.parse((await saved(page)) ?? '{}').moves).toHaveLength(before.moves - 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('when damaged, is shown with what is wrong and kept until the person chooses', async () => {
    const { page, errors } = await openPlay(browser());
    await startGame(page, TWO_PEOPLE);
    await tapUntil(page, (state) => state.moves >= 3);
    const good = JSON.parse((await saved(page)) ?? '{}');
    const damaged = JSON.stringify({
      ...good,
      moves: [...good.moves, { type: 'sail', seat: 0, to: 99 }],
    });
    await page.evaluate(
      ([key, text]) => localStorage.setItem(key as string, text as string),
      [KEY, damaged],
    );
    await page.reload();
    const alert = page.locator('antarctica-play [role="alert"]');
    await expect(alert.textContent()).resolves.toMatch(
      /the saved game is damaged: move 4 of 4 cannot be played/,
    );
    expect(await saved(page)).toBe(damaged);
    const download = page.waitForEvent('download');
    await button(page, 'Download the damaged save').tap();
    expect(await text(await (await download).createReadStream())).toBe(damaged);
    expect(await saved(page)).toBe(damaged);
    await button(page, 'Discard it and set up a new game').tap();
    await page.locator('antarctica-play form.picker').waitFor();
    expect(await saved(page)).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is downloadable as .agn that replays, and opens in the replay viewer', async () => {
    const { page, errors } = await openPlay(browser());
    await startGame(page, [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }]);
    const state = await tapUntil(page, (now) => now.moves >= 8 && now.turn === 'human');
    const download = page.waitForEvent('download');
    await button(page, 'Download .agn').tap();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^antarctica-\d{4}-\d\d-\d\d-\d{4}\.agn$/);
    const { record, errors: parseErrors } = parseRecord(await text(await file.createReadStream()));
    expect(parseErrors).toEqual([]);
    const replay = replayRecord(record!);
    expect(replay.ok).toBe(true);
    expect(replay.moves).toHaveLength(state.moves);

    const opened = page.context().waitForEvent('page');
    await button(page, 'Open in the replay viewer').tap();
    const viewer = await opened;
    await viewer.waitForLoadState();
    expect(new URL(viewer.url()).pathname).toMatch(/replay\.html$/);
    await viewer.waitForFunction(
      () =>
        (document.querySelector('antarctica-replay') as { controller?: { lastPly: number } } | null)
          ?.controller !== undefined,
    );
    const lastPly = await viewer.evaluate(
      () =>
        (
          document.querySelector('antarctica-replay') as unknown as {
            controller: { lastPly: number };
          }
        ).controller.lastPly,
    );
    expect(lastPly).toBe(state.moves);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the game in two tabs or windows', () => {
  it('stops in the one that did not move, says so, and goes on there on demand', async () => {
    const { page, errors } = await openPlay(browser());
    await startGame(page, TWO_PEOPLE);
    await tapUntil(page, (state) => state.moves >= 2);
    const other = await page.context().newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(error.message));
    await other.goto(page.url());
    await other.locator('antarctica-play .status[data-turn]').waitFor();
    // A move in the other tab: this one stops instead of going on from a stale game.
    const before = await gameState(other);
    await tapUntil(other, (state) => state.moves > before.moves);
    await page.locator('antarctica-play .status', { hasText: 'another tab' }).waitFor();
    await expect(page.locator('antarctica-play antarctica-board').count()).resolves.toBe(0);
    const moved = JSON.parse((await saved(page)) ?? '{}').moves.length;
    // Taken up here: the game as the other tab left it; the other tab stops in turn at a move.
    await button(page, 'Go on with the game here').tap();
    await page.locator('antarctica-play .status[data-turn]').waitFor();
    await expect(gameState(page)).resolves.toMatchObject({ moves: moved });
    await tapUntil(page, (state) => state.moves > moved);
    await other.locator('antarctica-play .status', { hasText: 'another tab' }).waitFor();
    expect([...errors, ...otherErrors]).toEqual([]);
    await page.context().close();
  });

  it('New game keeps a way back to the game in progress; the focus goes to the game each time', async () => {
    const { page, errors } = await openPlay(browser());
    const focused = () =>
      page.evaluate(
        () => document.querySelector('antarctica-play')?.shadowRoot?.activeElement?.textContent,
      );
    await startGame(page, TWO_PEOPLE);
    // Not the page's top: the button pressed is gone, the game's heading has the focus.
    await expect.poll(focused, { timeout: 20_000 }).toBe('The game');
    const played = await tapUntil(page, (state) => state.moves >= 2);
    await button(page, 'New game').tap();
    await button(page, 'Back to the game').tap();
    await page.locator('antarctica-play .status[data-turn]').waitFor();
    await expect(gameState(page)).resolves.toMatchObject({ moves: played.moves });
    await expect.poll(focused, { timeout: 20_000 }).toBe('The game');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the game code', () => {
  it('when it cannot be loaded (offline), says so and loads on Try again', async () => {
    const { page, errors } = await openPlay(browser());
    await page.context().setOffline(true);
    await page
      .locator('antarctica-play form.picker')
      .getByRole('button', { name: 'Start the game' })
      .tap();
    await page
      .locator('antarctica-play [role="alert"]', { hasText: 'could not be loaded' })
      .waitFor();
    await page.context().setOffline(false);
    await button(page, 'Try again').tap();
    await page.locator('antarctica-play .status[data-turn]').waitFor();
    // The fetches refused while offline are reported too; nothing else may be.
    expect(
      errors.filter(
        (error) => !/dynamically imported module|ERR_INTERNET_DISCONNECTED/.test(error),
      ),
    ).toEqual([]);
    await page.context().close();
  });
});
