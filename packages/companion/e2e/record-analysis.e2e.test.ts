// The analysis at the end of a recording in the built app, as a group meets it on a phone: offline
// (the service worker keeps the analysis's worker with the app's files), quick, with a progress
// bar, then the summary per player; no axe-core violation while it runs nor after, light and dark.
import { describe, expect, inject, it } from 'vitest';
import { finishedWithUnseen } from '../src/__fixtures__/finished-recording.js';
import { MODE_KEY } from '../src/components/record-mode-entry.js';
import { RECORDING_KEY, saveRecording } from '../src/record/saved-recording.js';
import { axeViolations, openApp, PHONE, pageErrors, useBrowser } from './app.js';

const browser = useBrowser();

describe('the analysis of a recorded game in the built app (a phone)', () => {
  it('lists the analysis worker among the files the service worker keeps for offline use', async () => {
    const base = inject('previewUrl');
    const serviceWorker = await (await fetch(new URL('sw.js', base))).text();
    const files: string[] = JSON.parse(serviceWorker.match(/const FILES = (\[.*\]);/)?.[1] ?? '[]');
    const workers = files.filter((file) => /\/analysis-worker-[\w-]+\.js$/.test(file));
    expect(workers).toHaveLength(1);
    const response = await fetch(new URL(workers[0] as string, base));
    expect(response.ok).toBe(true);
    expect(await response.text()).toContain('postMessage');
  });

  it.each(['light', 'dark'] as const)(
    'analyses a finished recording offline, quick, with progress and the summary (%s, axe-core clean)',
    async (colorScheme) => {
      const { context, page } = await openApp(browser(), {
        device: PHONE,
        colorScheme,
        storage: {
          [RECORDING_KEY]: JSON.stringify(saveRecording(finishedWithUnseen())),
          [MODE_KEY]: 'record',
        },
      });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await page.reload();
      const panel = page.locator('antarctica-record-analysis');
      await panel.getByRole('button', { name: 'Analyse the game' }).click();
      const bar = panel.getByRole('progressbar', { name: 'Analysis progress' });
      // The quick analysis of this short recording may be over before the bar is seen (a second
      // run, with the worker's code cached): then the summary alone is checked, the bar has its
      // own browser test (src/record/record-analysis.browser.test.ts).
      await panel.locator('progress, [role=progressbar], table.players').first().waitFor();
      const found =
        (await bar.count()) > 0
          ? (await axeViolations(page)).map((violation) => `running: ${violation}`)
          : [];
      await panel.locator('table.players').waitFor({ timeout: 100_000 });
      expect(await panel.locator('table.players tbody tr').count()).toBe(2);
      expect(await panel.locator('[role=status]').textContent()).toBe('');
      for (const violation of await axeViolations(page)) found.push(`summary: ${violation}`);
      expect(found).toEqual([]);
      // No sideways scrolling of the page at 390 px nor at 320 (the final scores' table too): the
      // analysis's tables scroll on their own.
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      }
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );
});
