import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { fillRecordSetup } from '../scripts/fill-record-setup.mjs';
import { tableGame } from '../src/__fixtures__/table-game.js';
import { MODE_KEY } from '../src/components/record-mode-entry.js';
import { RECORDING_KEY, saveRecording } from '../src/record/saved-recording.js';
import { TableRecording } from '../src/record/table-recording.js';
import {
  appReady,
  axeViolations,
  openApp,
  PHONE,
  pageErrors,
  screenshotPath,
  useBrowser,
} from './app.js';

const browser = useBrowser();

describe('record mode in the built app (a phone)', () => {
  it.each(['light', 'dark'] as const)(
    'record-phone (%s): the screenshot of the docs, with no sideways scrolling and no axe-core violation',
    async (colorScheme) => {
      const { context, page } = await openApp(browser(), { device: PHONE, colorScheme });
      await page.getByRole('button', { name: 'Record the game move by move' }).click();
      await fillRecordSetup(page);
      await page.getByRole('button', { name: 'Start recording' }).click();
      await page.locator('antarctica-board').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await page.screenshot({
        path: screenshotPath(`record-phone${colorScheme === 'dark' ? '-dark' : ''}`),
      });
      const found = (await axeViolations(page)).map((violation) => `recording: ${violation}`);
      // The record's menu open, every player's panel shown, the record's text shown.
      await page.locator('antarctica-recorder summary').click();
      await page.getByRole('button', { name: 'All players' }).click();
      await page.getByRole('button', { name: 'Show the record' }).click();
      for (const violation of await axeViolations(page)) found.push(`record shown: ${violation}`);
      expect(found).toEqual([]);
      await context.close();
    },
  );

  it('the set-up with a field the box cannot hold, and the final scores at the end: no axe-core violation', async () => {
    const { context, page } = await openApp(browser(), { device: PHONE });
    await page.getByRole('button', { name: 'Record the game move by move' }).click();
    await page.locator('antarctica-record-setup select').first().selectOption('2');
    // Two players: one Camp in the box, set in two areas.
    const camps = page.locator('antarctica-record-setup button[data-value="camp"]');
    await camps.nth(0).click();
    await camps.nth(1).click();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByText('see the fields marked').waitFor();
    expect(await page.locator('antarctica-record-setup .problem').count()).toBe(2);
    const found = (await axeViolations(page)).map((violation) => `set-up: ${violation}`);
    await context.close();
    // A recording saved at its end (as after a reload): the final scores on the screen.
    const game = tableGame(3, 5, 3000);
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries) recording.play(entry);
    const ended = await openApp(browser(), {
      device: PHONE,
      storage: {
        [RECORDING_KEY]: JSON.stringify(saveRecording(recording)),
        [MODE_KEY]: 'record',
      },
    });
    await ended.page.locator('antarctica-recorder .result table').waitFor();
    for (const violation of await axeViolations(ended.page)) found.push(`end: ${violation}`);
    expect(found).toEqual([]);
    expect(pageErrors(ended.page)).toEqual([]);
    await ended.context.close();
  });

  it('follows a change made in another tab, says so, and keeps both tabs on the saved recording', async () => {
    const { context, page } = await openApp(browser(), { device: PHONE });
    await page.getByRole('button', { name: 'Record the game move by move' }).click();
    await fillRecordSetup(page);
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.locator('antarctica-board').waitFor();
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(error.message));
    await other.goto(page.url());
    await appReady(other);
    await other.locator('antarctica-recorder').waitFor();
    // The other tab sails; this one, not reloaded, shows that sail and the notice.
    const to = await sailTarget(other);
    await other.locator(`antarctica-board g[data-target="area:${to}"]`).click();
    const line = other.locator('antarctica-board [data-choose]', {
      hasText: `Sail to area ${to + 1}`,
    });
    if ((await line.count()) > 0) await line.click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts(), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining('changed in another tab'));
    const entries = (target: Page) =>
      target.evaluate(() => {
        const app = document.querySelector('antarctica-companion');
        const mode = app?.shadowRoot?.querySelector('antarctica-record-mode');
        const recorder = mode?.shadowRoot?.querySelector('antarctica-recorder') as unknown as {
          recording: { entries: unknown[] };
        };
        return JSON.stringify(recorder.recording.entries);
      });
    expect(await entries(page)).toBe(await entries(other));
    expect(JSON.parse(await entries(page))).toHaveLength(1);
    // An entry made here clears the notice, and the other tab follows in turn.
    await page.locator('antarctica-board button', { hasText: 'End the turn' }).click();
    await expect.poll(() => page.getByRole('status').count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(async () => JSON.parse(await entries(other)).length, { timeout: 20_000 })
      .toBe(2);
    expect([...pageErrors(page), ...otherErrors]).toEqual([]);
    await context.close();
  });

  it('opens on demand, records moves by taps on the board, and comes back after a reload, offline too', async () => {
    const { context, page } = await openApp(browser(), { device: PHONE });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByRole('button', { name: 'Record the game move by move' }).click();
    await fillRecordSetup(page);
    await page.getByRole('button', { name: 'Start recording' }).click();
    const board = page.locator('antarctica-board');
    await expect(board.count()).resolves.toBe(1);
    // Ten taps on the first sail target and "End the turn", as a recorder would make them.
    for (let turn = 0; turn < 5; turn++) {
      // The area of the first legal sail (an area may also hold a ship one could discard: then the
      // tap asks which, and the recorder picks the sail).
      const to = await page.evaluate(() => {
        const find = (root: Element | ShadowRoot | null, selector: string): Element | null =>
          (root instanceof Element ? root.shadowRoot : root)?.querySelector(selector) ?? null;
        const app = document.querySelector('antarctica-companion');
        const recorder = find(
          find(app, 'antarctica-record-mode'),
          'antarctica-recorder',
        ) as unknown as {
          recording: { legalMoves(): Array<{ type: string; to?: number }> };
        };
        return recorder.recording.legalMoves().find((move) => move.type === 'sail')?.to;
      });
      await page.locator(`antarctica-board g[data-target="area:${to}"]`).click();
      const line = page.locator('antarctica-board [data-choose]', {
        hasText: `Sail to area ${(to ?? 0) + 1}`,
      });
      if ((await line.count()) > 0) await line.click();
      await page.locator('antarctica-board button', { hasText: 'End the turn' }).click();
    }
    const entries = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('antarctica-companion/recording') ?? '{}').entries.length,
    );
    expect(entries).toBe(10);
    await context.setOffline(true);
    await page.reload();
    await page.locator('antarctica-recorder').waitFor();
    await page.locator('antarctica-recorder summary').click();
    await page.locator('antarctica-recorder button', { hasText: 'Show the record' }).click();
    const text = await page.locator('antarctica-recorder pre').textContent();
    expect(text).toContain('[Players "4"]');
    // The day the recording started, from the device's clock.
    expect(text).toMatch(/\[Date "\d{4}\.\d\d\.\d\d"\]/);
    expect(text?.match(/ s\d/g)).toHaveLength(5);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

/** The area of the recording's first legal sail (0-based). */
function sailTarget(page: Page): Promise<number> {
  return page.evaluate(() => {
    const app = document.querySelector('antarctica-companion');
    const mode = app?.shadowRoot?.querySelector('antarctica-record-mode');
    const recorder = mode?.shadowRoot?.querySelector('antarctica-recorder') as unknown as {
      recording: { legalMoves(): Array<{ type: string; to?: number }> };
    };
    return recorder.recording.legalMoves().find((move) => move.type === 'sail')?.to ?? 0;
  });
}
