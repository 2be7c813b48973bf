// Shared by the draw benchmark and the screenshots: a page in Debian's Chromium with the board
// (production Lit, bundled by esbuild from src/) and seeded positions made in the page.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// In the page: `window.position(players, seed, plies)` makes a seeded mid-game position, with
// its legal moves; the board is `document.querySelector('antarctica-board')`.
const ENTRY = `
import './src/define.ts';
import { legalMoves, playerView } from '@antarctica-game/engine';
import { midGame } from './src/board/__fixtures__/mid-game.ts';
window.position = (players, seed, plies) => {
  const state = midGame(players, seed, plies);
  return { state, legal: legalMoves(state) };
};
window.playerView = playerView;
// The positions of one game, move by move, from move \`from\` on (as a replay steps through them).
window.positions = (players, seed, from, count) => {
  const list = [];
  for (let plies = from; plies < from + count; plies++) list.push(window.position(players, seed, plies));
  return list;
};
`;

/** A module of `contents` (TypeScript, imports from the package root) bundled for a page. */
export async function bundleForPage(contents) {
  const bundle = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return bundle.outputFiles[0].text;
}

/** Opens a page with the board in it; `options` go to `browser.newContext`. */
export async function openBoardPage(options = {}) {
  const script = await bundleForPage(ENTRY);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>board</title><style>body{margin:0}</style></head><body><antarctica-board></antarctica-board></body></html>',
  );
  await page.addScriptTag({ type: 'module', content: script });
  await page.waitForFunction(() => customElements.get('antarctica-board') && window.position);
  return { browser, page };
}
