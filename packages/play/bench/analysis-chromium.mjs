// The analysis in the browser: the replay page of the built app analyses the notation's
// four-player example (362 moves) at the quick setting in its Web Workers, in Debian's Chromium,
// once without CPU throttling and once with the DevTools protocol's 4× CPU slowdown on the page
// (a phone). Build first (`pnpm build`). Prints figures; asserts nothing.
//
// The slowdown is set on the page; Chromium refuses it on a dedicated worker ("Operation is only
// supported for pages, not workers", tried through Target.attachToTarget on 2026-11-29), so the
// analysis's workers run at full speed either way and the 4× line is no phone figure: it shows
// only that the page stays free while the workers work.
//
//   node packages/play/bench/analysis-chromium.mjs [file.agn] [--workers N]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveApp } from '../scripts/chromium.mjs';

const args = process.argv.slice(2);
const file =
  args.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg)) ??
  fileURLToPath(new URL('../../notation/examples/four-players.agn', import.meta.url));
const workersAt = args.indexOf('--workers');
const workers = workersAt < 0 ? 2 : Number(args[workersAt + 1]);
const text = readFileSync(file, 'utf8');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const { url, stop } = await serveApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One quick analysis on the replay page; resolves to its seconds. */
async function analyse(rate) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((record) => {
    localStorage.setItem('antarctica-play:replay', record);
  }, text);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${url}replay.html`);
  const panel = page.locator('antarctica-analyse-game');
  await panel.locator('fieldset').waitFor();
  await panel.evaluate((element, count) => {
    element.workers = count;
  }, workers);
  await panel.getByLabel('Quick').check();
  const started = performance.now();
  await panel.getByRole('button', { name: 'Analyse the game' }).click();
  await page.waitForFunction(
    () =>
      document
        .querySelector('antarctica-analyse-game')
        ?.shadowRoot?.querySelector('.message')
        ?.textContent?.startsWith('Analysed') === true,
    undefined,
    { timeout: 900_000, polling: 250 },
  );
  const seconds = (performance.now() - started) / 1000;
  await context.close();
  return seconds;
}

console.log(`${new Date().toISOString()} ${file}, quick, ${workers} workers; load ${load()}`);
for (const rate of [1, 4]) {
  const seconds = await analyse(rate);
  console.log(`CPU slowdown ${rate}×: ${seconds.toFixed(1)} s (load ${load()})`);
}
await browser.close();
stop();
