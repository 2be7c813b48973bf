// Takes the board's screenshots for the README and the guide (docs/screenshots/board-*.png): a
// four-player position with its legal moves on a phone (390 × 844, light and dark) and a desktop.
// Run: node bench/draw-screenshots.mjs
import { fileURLToPath } from 'node:url';
import { openBoardPage } from './draw-page.mjs';

const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const shots = [
  ['board-phone.png', { viewport: { width: 390, height: 844 }, colorScheme: 'light' }],
  ['board-phone-dark.png', { viewport: { width: 390, height: 844 }, colorScheme: 'dark' }],
  ['board-desktop.png', { viewport: { width: 1280, height: 800 }, colorScheme: 'light' }],
];
for (const [file, options] of shots) {
  const { browser, page } = await openBoardPage(options);
  await page.evaluate(async () => {
    const board = document.querySelector('antarctica-board');
    const { state, legal } = window.position(4, 6, 150);
    board.state = state;
    board.moves = legal;
    await board.updateComplete;
  });
  await page.screenshot({ path: `${out}${file}`, fullPage: true });
  await browser.close();
  console.log(`wrote docs/screenshots/${file}`);
}
