// Measures record mode in the built app, as a phone would use it (390×844): the time from a tap
// on the board (or on the chooser's line, or on the card that turned up) to the updated DOM, over
// a four-player game entered by taps on the first live part each time. Prints figures; asserts
// nothing. Run with `pnpm bench` (builds first).

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { chromium } from 'playwright';
import { fillRecordSetup } from './fill-record-setup.mjs';
import { serveApp } from './serve-app.mjs';

const TAPS = Number(process.env.RECORD_TAPS ?? 400);
const { url, stop } = await serveApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  page.on('console', (message) => console.log('page:', message.text()));
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('antarctica-companion') !== undefined);
  // Record mode opened from the set-up, the table's set-up read, the recording started.
  await page.evaluate(async () => {
    const app = document.querySelector('antarctica-companion');
    await app.updateComplete;
    [...app.shadowRoot.querySelectorAll('button')]
      .find((button) => button.textContent.includes('Record the game'))
      .click();
  });
  await page.locator('antarctica-record-setup').waitFor();
  await fillRecordSetup(page);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.locator('antarctica-recorder').waitFor();
  const samples = await page.evaluate(async (taps) => {
    const find = (root, selector) => root.shadowRoot.querySelector(selector);
    const app = document.querySelector('antarctica-companion');
    const mode = find(app, 'antarctica-record-mode');
    const recorder = find(mode, 'antarctica-recorder');
    await recorder.updateComplete;
    // The board is looked up at each tap: the card picker takes its place while it asks.
    const rendered = async () => {
      await recorder.updateComplete;
      await find(recorder, 'antarctica-board')?.updateComplete;
      return document.body.offsetHeight;
    };
    const times = [];
    let random = 12345;
    for (let tap = 0; tap < taps; tap++) {
      if (recorder.recording.decision.kind === 'gameOver') break;
      // The card that turned up, the chooser's first line, or the first live part of the board.
      // Random parts and lines, but never a discard (it would end the game in a few turns).
      random = (random * 1103515245 + 12345) % 2147483648;
      const any = (list) => list[Math.floor((random / 2147483648) * list.length)];
      const card = recorder.shadowRoot.querySelector('.picker ul button');
      const board = find(recorder, 'antarctica-board');
      const lines = [...(board?.shadowRoot.querySelectorAll('[data-choose]') ?? [])].filter(
        (line) =>
          line.getAttribute('data-choose') !== 'cancel' && !line.textContent.includes('Discard'),
      );
      // Areas that a move other than a discard is played on (a discard of a ship on the board is
      // played on its area too).
      const areas = new Set(
        recorder.recording
          .legalMoves()
          .filter((move) => move.type !== 'discard')
          .map((move) => move.to ?? move.area)
          .filter((area) => area !== undefined)
          .map((area) => `area:${area}`),
      );
      const live = [...(board?.shadowRoot.querySelectorAll('[data-target]') ?? [])].filter(
        (part) => {
          const key = part.getAttribute('data-target');
          if (key.startsWith('area:')) return areas.has(key);
          return !['cubes', 'ships'].includes(key) && !part.textContent.startsWith('Discard');
        },
      );
      const target = card ?? any(lines) ?? any(live);
      if (!target) {
        console.log(
          JSON.stringify(recorder.recording.decision),
          JSON.stringify(recorder.recording.legalMoves()).slice(0, 300),
        );
        break;
      }
      const start = performance.now();
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await rendered();
      times.push(performance.now() - start);
    }
    return { times, entries: recorder.recording.entries.length };
  }, TAPS);
  const sorted = [...samples.times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  console.log(
    `Record mode, 4 players at 390×844: ${sorted.length} taps (${samples.entries} entries), tap to updated DOM: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (Chromium ${browser.version()})`,
  );
} finally {
  await browser.close();
  stop();
}
