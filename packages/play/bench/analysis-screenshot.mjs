// The screenshot of docs/analysis.md's "Where a person asks for it": the built replay page on a
// desktop, the notation's annotated two-player game analysed there at the quick setting, the
// evaluation graph in view. Build first (`pnpm build`).
//
//   node packages/play/bench/analysis-screenshot.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveApp } from '../scripts/chromium.mjs';

const text = readFileSync(
  new URL('../../notation/examples/two-players-table.agn', import.meta.url),
  'utf8',
);
const out = fileURLToPath(
  new URL('../../../docs/screenshots/replay-page-analysis-desktop.png', import.meta.url),
);
const { url, stop } = await serveApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: { width: 1200, height: 1180 },
  reducedMotion: 'reduce',
});
await context.addInitScript((record) => {
  localStorage.setItem('antarctica-play:replay', record);
}, text);
const page = await context.newPage();
await page.goto(`${url}replay.html#ply=40`);
const panel = page.locator('antarctica-analyse-game');
await panel.getByLabel('Quick').check();
await panel.getByRole('button', { name: 'Analyse the game' }).click();
await page.waitForFunction(
  () =>
    document
      .querySelector('antarctica-analyse-game')
      ?.shadowRoot?.querySelector('.message')
      ?.textContent?.startsWith('Analysed') === true,
  undefined,
  { timeout: 600_000, polling: 250 },
);
const graph = page.locator('antarctica-replay [part=graph]');
await graph.waitFor();
await page.screenshot({ path: out, fullPage: true });
console.log(`wrote ${out}`);
await browser.close();
stop();
