// The analysis at game over on the client page, as a player meets it: the game's record analysed
// in a Web Worker served by `antarctica-serve` with the page, quick or thorough, with a progress
// bar and a cancel button, then the summary per player, the analysed record to download, and the
// record and the analysed record in the replay viewer.
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  createMatch,
  openPage,
  playByTaps,
  tableState,
  useBrowser,
  useServer,
} from './page.js';

const server = useServer();
const browser = useBrowser();

describe('the analysis at game over on the client page', () => {
  it('analyses the game quick with progress and the summary, after one cancelled mid-way', async () => {
    const { context, page, errors } = await openPage(browser(), server());
    await createMatch(page, 'Ada', ['person', 'heuristic']);
    expect(await playByTaps(page)).toBeGreaterThan(0);
    expect((await tableState(page)).turn).toBe('over');

    const panel = page.getByRole('region', { name: 'Analysis', exact: true });
    const analyse = panel.getByRole('button', { name: 'Analyse the game' });
    const bar = panel.getByRole('progressbar', { name: 'Analysis progress' });
    const progressed = () =>
      page.waitForFunction(
        () => Number(document.querySelector('.analysis progress')?.getAttribute('value')) > 0,
        undefined,
        { timeout: 120_000, polling: 50 },
      );

    // Thorough, cancelled once it has done a step: the worker is stopped, the panel usable again.
    // The page answers a tap meanwhile, right after the start (a thorough analysis of the whole
    // game takes seconds more than the viewer takes to open): the record opens in the viewer.
    // The cancel follows the first step at once: tapping between the two let a fast analysis end
    // first on a loaded machine, and the cancel button was gone.
    await panel.getByRole('radio', { name: 'Thorough' }).check();
    await analyse.click();
    await bar.waitFor();
    await page.getByRole('button', { name: 'watch it in the replay viewer' }).click();
    await page.locator('antarctica-replay [part=now]').waitFor();
    expect(await page.locator('antarctica-replay [part=graph]').count()).toBe(0);
    expect(await bar.isVisible(), 'the analysis still runs').toBe(true);
    await progressed();
    // It runs beside the page, in the analysis's own worker served with the page (read here,
    // with no wait: the workers end at the cancel).
    const workers = page.workers().map((worker) => new URL(worker.url()).pathname);
    await panel.getByRole('button', { name: 'Cancel the analysis' }).click();
    expect(workers.length).toBeGreaterThan(0);
    for (const worker of workers) expect(worker).toMatch(/^\/assets\/analysis-worker-[\w-]+\.js$/);
    await expect
      .poll(() => page.workers().length, { message: 'the workers are terminated', timeout: 30_000 })
      .toBe(0);
    await expect(panel.getByRole('status').textContent()).resolves.toBe('Analysis cancelled.');
    expect(await bar.isHidden()).toBe(true);
    expect(await analyse.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await panel.locator('table').count()).toBe(0);

    // Quick, to the end: progress, then the summary of both players and the analysed record.
    await panel.getByRole('radio', { name: 'Quick' }).check();
    await analyse.click();
    await bar.waitFor();
    await progressed();
    const count = await panel.locator('.count').textContent();
    expect(count).toMatch(/^\d+ of \d+ moves$/);
    const running = await axeViolations(page);
    await panel.locator('.analysis-summary table').waitFor({ timeout: 300_000 });
    await expect(panel.getByRole('status').textContent()).resolves.toBe('Analysed (quick).');
    const rows = await panel
      .locator('.analysis-summary tbody tr')
      .evaluateAll((found) =>
        found.map((row) => [...row.children].map((cell) => cell.textContent ?? '')),
      );
    expect(rows).toHaveLength(2);
    // Player, accuracy, inaccuracies, mistakes, blunders, luck, points lost.
    for (const row of rows)
      expect(row).toEqual([
        expect.any(String),
        expect.stringMatching(/^(\d+\.\d|–)$/),
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^([+−-]\d+\.\d|0\.0)$/),
        expect.stringMatching(/^\d+\.\d$/),
      ]);
    expect(rows[0]?.[0]).toMatch(/^Ada/);
    const link = panel.getByRole('link', { name: 'Download the analysed record (.agn)' });
    expect(await link.getAttribute('download')).toMatch(/^antarctica-.+\.analysed\.agn$/);
    const analysed = await page.evaluate(
      async (href) => (await fetch(href)).text(),
      (await link.getAttribute('href')) as string,
    );
    expect(analysed).toMatch(/^\[Event "Antarctica online"\]/);
    expect(analysed).toContain('[AnalysisAccuracy "');
    expect(analysed).toContain('[%eval ');

    // The analysed record in the replay viewer, in place of the record: with its graph.
    await panel
      .getByRole('button', { name: 'Watch the analysed game in the replay viewer' })
      .click();
    await page.locator('antarctica-replay [part=graph]').waitFor();
    expect(await page.locator('antarctica-replay').count()).toBe(1);
    expect(
      await page.evaluate(() => document.activeElement?.textContent),
      'the focus is on the replay it opened',
    ).toBe('Replay');
    expect(await page.locator('antarctica-replay').getAttribute('aria-label')).toBe(
      'The game analysed, in the replay viewer',
    );

    // axe-core clean while it ran, and with the summary and the replay, light and dark.
    const found = running.map((violation) => `running: ${violation}`);
    for (const violation of await axeViolations(page)) found.push(`light: ${violation}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const violation of await axeViolations(page)) found.push(`dark: ${violation}`);
    // On a phone the tables scroll in their regions; the page itself does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const violation of await axeViolations(page)) found.push(`phone: ${violation}`);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
