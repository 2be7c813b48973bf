import { readFileSync } from 'node:fs';
import { ANALYSIS_PRESETS } from '@antarctica-game/analysis/client';
import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, openPlay, PHONE, useBrowser } from './app.js';
import { finishedGame } from './finished-game.js';

const browser = useBrowser();

/** The opening of a seeded three-player game: a short record to analyse. */
const OPENING = `[Players "3"]
[Edition "argentum-2015-provisional-1"]
[ShipPlacement "free"]
[Seed "sunday-3"]

0. Ap8 Bp6 Cp6 Cp1 Ap7 Bp4 Bp8 Cp5 Ap3
1.A s8 e
2.B s6 bb3+Wi xc e
3.C s2 bd4 xa e
`;

/** A whole four-player game (362 moves): a thorough analysis of it lasts long enough to cancel. */
const WHOLE_GAME = readFileSync(
  new URL('../../notation/examples/four-players.agn', import.meta.url),
  'utf8',
);

/** The replay page showing `text`, as the play page hands a record over. */
async function replayPage(text: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext(PHONE);
  await context.addInitScript((record) => {
    localStorage.setItem('antarctica-play:replay', record);
  }, text);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${inject('appUrl')}replay.html`);
  await page.locator('antarctica-replay [part=now]').waitFor();
  return { page, errors };
}

/** The replay's move shown, by its ply link's number (the `antarctica-ply` position). */
const plyShown = (page: Page) =>
  page.evaluate(() => {
    const replay = document.querySelector('antarctica-replay') as
      | (Element & { controller?: { position: { ply: number } } })
      | null;
    return replay?.controller?.position.ply ?? -1;
  });

/** The analysis workers running in the page. */
const analysisWorkers = (page: Page) =>
  page.workers().filter((worker) => worker.url().includes('analysis-worker')).length;

describe('analysis where a person asks for it', () => {
  it('on the replay page: a quick analysis in workers, then the graph and the evals in the viewer', async () => {
    const { page, errors } = await replayPage(OPENING);
    const panel = page.locator('antarctica-analyse-game');
    expect(await page.locator('antarctica-replay [part=graph]').count()).toBe(0);
    await panel.getByLabel('Quick').check();
    // The workers are counted as they start: the short record's quick analysis may be over (its
    // bar gone, its workers ended) before the test could look. The bar and the workers of a
    // running analysis are checked on the whole game below.
    const started: string[] = [];
    page.on('worker', (worker) => started.push(worker.url()));
    await panel.getByRole('button', { name: 'Analyse the game' }).tap();
    await expect
      .poll(() => panel.getByRole('status').textContent(), { timeout: 180_000 })
      .toMatch(/^Analysed \(quick\)/);
    expect(started.filter((url) => url.includes('analysis-worker')).length).toBeGreaterThan(0);
    await page.locator('antarctica-replay [part=graph]').waitFor();
    const text = await page.evaluate(
      () =>
        (document.querySelector('antarctica-replay') as (Element & { text?: string }) | null)
          ?.text ?? '',
    );
    expect(text).toContain('[%eval ');
    // The quick setting's budget, as the analysis package defines it.
    expect(text).toContain(`[AnalysisBudget "${ANALYSIS_PRESETS.quick.budget}"]`);
    await expect.poll(() => analysisWorkers(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on the replay page: taps answered while a thorough analysis runs, which cancelled stops its workers and says so', async () => {
    const { page, errors } = await replayPage(WHOLE_GAME);
    const panel = page.locator('antarctica-analyse-game');
    await panel.getByLabel('Thorough').check();
    await panel.getByRole('button', { name: 'Analyse the game' }).tap();
    await panel.getByRole('progressbar', { name: 'Analysis progress' }).waitFor();
    await expect.poll(() => analysisWorkers(page)).toBeGreaterThan(0);
    // While the workers think, a tap on the viewer is answered: the move changes while the
    // analysis still runs. (Run on the page's own thread, a thorough analysis of a whole game
    // would hold the tap for minutes.) No clock here: a loaded machine is slow, not wrong.
    const before = await plyShown(page);
    await page.locator('antarctica-replay').getByRole('button', { name: 'Next move' }).tap();
    await expect.poll(() => plyShown(page), { timeout: 30_000 }).toBe(before + 1);
    expect(await panel.getByRole('progressbar').count()).toBe(1);
    await panel.getByRole('button', { name: 'Cancel the analysis' }).tap();
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Analysis cancelled.');
    await expect.poll(() => analysisWorkers(page), { timeout: 30_000 }).toBe(0);
    expect(await panel.getByRole('progressbar').count()).toBe(0);
    expect(await page.locator('antarctica-replay [part=graph]').count()).toBe(0);
    await expect(panel.getByRole('button', { name: 'Analyse the game' }).isEnabled()).resolves.toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on the play page at game over: the game analysed and shown in a replay with its graph', async () => {
    const saved = await finishedGame(3);
    const { page, errors } = await openPlay(browser(), { saved });
    await page.locator('antarctica-play .status[data-turn="over"]').waitFor();
    const panel = page.locator('antarctica-play antarctica-analyse-game');
    await panel.getByLabel('Quick').check();
    await panel.getByRole('button', { name: 'Analyse the game' }).tap();
    await panel.getByRole('progressbar').waitFor();
    await expect
      .poll(() => panel.getByRole('status').textContent(), { timeout: 230_000, interval: 1000 })
      .toMatch(/^Analysed \(quick\)/);
    const replay = page.locator('antarctica-play antarctica-replay');
    await replay.locator('[part=graph]').waitFor();
    const text = await replay.evaluate(
      (element) => (element as HTMLElement & { text: string }).text,
    );
    expect(text).toMatch(/\[AnalysisAccuracy "[\d.]+ [\d.]+"\]/);
    // The analysis box and the analysed replay under the scores, headings in order too.
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
