// The play page's first load on a phone profile, in Chromium through the DevTools protocol:
// 4× CPU slowdown, 1.6 Mbps down / 750 kbps up, 150 ms latency, 390 × 844 with touch, no cache.
// "Interactive" is the later of the element's performance mark `antarctica-play:interactive`
// (the seat picker rendered with its handlers) and the first contentful paint (the page shows
// nothing before the picker): the aim is under 1.5 s. The same page is also
// loaded without throttling, for a ratio taken in the same run. Build first (`pnpm build`).
// Prints figures; asserts nothing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveApp } from '../scripts/chromium.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const PHONE = {
  cpu: 4,
  latency: 150,
  down: (1.6 * 1024 * 1024) / 8,
  up: (750 * 1024) / 8,
};

if (!existsSync(fileURLToPath(new URL('../dist/app/index.html', import.meta.url)))) {
  console.error(
    'The app is not built: run `npx pnpm@12.4.2 --filter @antarctica-game/play... build` first.',
  );
  process.exit(1);
}

const { url, stop } = await serveApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One cold load; returns the times (ms from navigation start) and the bytes received. */
async function load(throttled) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: PHONE.down,
      uploadThroughput: PHONE.up,
    });
  }
  await page.goto(url);
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('antarctica-play:interactive').length > 0 &&
      performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { polling: 100, timeout: 60_000 },
  );
  const times = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const ready = performance.getEntriesByName('antarctica-play:interactive')[0].startTime;
    const fcp = paint ? paint.startTime : Number.NaN;
    return {
      interactive: Math.max(ready, fcp),
      rendered: ready,
      fcp,
      domContentLoaded: navigation.domContentLoadedEventEnd,
    };
  });
  // The picker must really answer: a tap on "Add a seat" adds one.
  await page.locator('antarctica-play .add').tap();
  const seats = await page.locator('antarctica-play [data-seat-select]').count();
  if (seats !== 3) throw new Error(`the seat picker did not answer a tap (${seats} seats)`);
  await context.close();
  return { ...times, bytes };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { min: sorted[0], median, max: sorted.at(-1) };
};
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

try {
  await load(false); // Warm up the browser and the server; not counted.
  const rows = [];
  for (const [label, throttled] of [
    ['phone profile', true],
    ['no throttling', false],
  ]) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) runs.push(await load(throttled));
    rows.push({ label, runs });
  }
  console.log(
    `First load of the play page (${ROUNDS} cold loads each, Chromium ${browser.version()}; phone profile: ${PHONE.cpu}x CPU, 1.6 Mbps down, 750 kbps up, ${PHONE.latency} ms latency, 390 x 844):`,
  );
  for (const { label, runs } of rows) {
    for (const key of ['interactive', 'rendered', 'fcp', 'domContentLoaded']) {
      const { min, median, max } = stats(runs.map((run) => run[key]));
      console.log(
        `  ${label.padEnd(14)} ${key.padEnd(17)} min ${ms(min)}, median ${ms(median)}, max ${ms(max)}`,
      );
    }
    console.log(
      `  ${label.padEnd(14)} bytes received    ${runs[0].bytes} (not compressed: the bench's server sends files as they are)`,
    );
  }
  const phone = stats(rows[0].runs.map((run) => run.interactive)).median;
  const fast = stats(rows[1].runs.map((run) => run.interactive)).median;
  console.log(
    `  interactive, phone profile / no throttling (medians): ${(phone / fast).toFixed(1)}x`,
  );
  console.log(
    `  aim: interactive under 1500 ms on the phone profile: ${phone < 1500 ? 'met' : 'NOT met'} (median ${Math.round(phone)} ms)`,
  );
} finally {
  await browser.close();
  stop();
}
