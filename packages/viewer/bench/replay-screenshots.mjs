// Takes the replay viewer's screenshots for the README and the guide
// (docs/screenshots/replay-*.png): the annotated example record with variations, inside its first
// variation (the comment shown, the variations nested in the move list), on a phone (390 × 844)
// and a desktop, light. Run: node bench/replay-screenshots.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { bundleForPage } from './draw-page.mjs';

const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const record = readFileSync(
  new URL('../../notation/examples/variations.agn', import.meta.url),
  'utf8',
);
const script = await bundleForPage("import './src/define.ts';");
const shots = [
  ['replay-phone.png', { width: 390, height: 844 }],
  ['replay-desktop.png', { width: 1280, height: 800 }],
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [file, viewport] of shots) {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  const page = await context.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>replay</title><style>body{margin:0;padding:8px}</style></head><body><antarctica-replay theme="light"></antarctica-replay></body></html>',
  );
  await page.addScriptTag({ type: 'module', content: script });
  await page.waitForFunction(() => customElements.get('antarctica-replay'));
  await page.evaluate(async (text) => {
    const viewer = document.querySelector('antarctica-replay');
    viewer.text = text;
    await viewer.updateComplete;
    // B's fourth turn, then into the variation that stands for its s4 (with a comment).
    const first = viewer.controller.lineOf(1);
    viewer.controller.goTo(first.from + 1, 0);
    viewer.controller.enter(0);
    await viewer.updateComplete;
    await viewer.shadowRoot.querySelector('antarctica-board').updateComplete;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, record);
  await page.screenshot({ path: `${out}${file}`, fullPage: true });
  await context.close();
  console.log(`wrote docs/screenshots/${file}`);
}
await browser.close();
