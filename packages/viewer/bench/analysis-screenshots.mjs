// Takes the screenshots of an analysed record in the replay viewer for the guide
// (docs/screenshots/replay-analysis-*.png): the analysis package's example analysed record (the
// copy in the viewer's test fixtures) at B's mistake of turn 10, the evaluation graph under the
// board, on a desktop and on a phone, light. Run: node bench/analysis-screenshots.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { bundleForPage } from './draw-page.mjs';

const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const record = readFileSync(
  new URL('../src/replay/__fixtures__/two-players-table.analysed.agn', import.meta.url),
  'utf8',
);
const script = await bundleForPage("import './src/define.ts';");
const shots = [
  ['replay-analysis-desktop.png', { width: 1280, height: 800 }],
  ['replay-analysis-phone.png', { width: 390, height: 844 }],
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [file, viewport] of shots) {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  const page = await context.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>replay</title><style>body{margin:0;padding:8px}</style></head><body><antarctica-replay theme="light" mistakes-of="1"></antarctica-replay></body></html>',
  );
  await page.addScriptTag({ type: 'module', content: script });
  await page.waitForFunction(() => customElements.get('antarctica-replay'));
  await page.evaluate(async (text) => {
    const viewer = document.querySelector('antarctica-replay');
    viewer.text = text;
    await viewer.updateComplete;
    // B's second mistake (10.B bb2>Sh/Cr $2): "played …, best Be".
    viewer.controller.goToMistake(1, 1);
    viewer.controller.goToMistake(1, 1);
    await viewer.updateComplete;
    await viewer.shadowRoot.querySelector('antarctica-board').updateComplete;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, record);
  await page.screenshot({ path: `${out}${file}`, fullPage: true });
  await context.close();
  console.log(`wrote docs/screenshots/${file}`);
}
await browser.close();
