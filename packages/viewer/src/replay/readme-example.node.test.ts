// Runs the README's replay page in Chromium, bundled as a page's bundler would: both viewers
// must show their record, the inline one at its `initial-ply`, and take the keys when focused.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { example } from './__fixtures__/examples.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe("the README's replay example", () => {
  it('shows the inline record and the one from src, and steps with the keys', async () => {
    const page = [...readme.matchAll(/```html\n([\s\S]*?)```/g)]
      .map((match) => match[1] ?? '')
      .find((html) => html.includes('<antarctica-replay'));
    expect(page).toBeDefined();
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page ?? '')?.[1] ?? '';
    const bundle = await build({
      stdin: { contents: script, resolveDir: root, loader: 'js' },
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
      alias: { '@antarctica-game/viewer/define': './src/define.ts' },
    });
    const browser = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      // The record the second viewer names, served from here (this network reaches no site).
      await tab.route('https://example.org/games/four-players.agn', (route) =>
        route.fulfill({
          body: example('four-players'),
          contentType: 'text/plain',
          headers: { 'access-control-allow-origin': '*' },
        }),
      );
      await tab.setContent(page!.replace(/<script type="module">[\s\S]*?<\/script>/, ''));
      await tab.addScriptTag({ type: 'module', content: bundle.outputFiles[0]?.text ?? '' });
      const plies = () =>
        tab.evaluate(() =>
          [...document.querySelectorAll('antarctica-replay')].map((element) => {
            const replay = (
              element as HTMLElement & {
                controller?: { ply: number; lastPly: number; error?: unknown };
              }
            ).controller;
            return replay === undefined ? null : [replay.ply, replay.lastPly, replay.error ?? null];
          }),
        );
      await expect.poll(plies, { timeout: 20_000 }).toEqual([
        [4, 19, null],
        [0, 362, null],
      ]);
      await tab.focus('#table2');
      await tab.keyboard.press('ArrowRight');
      await tab.keyboard.press('ArrowRight');
      expect((await plies()).map((each) => each?.[0])).toEqual([6, 0]);
      const words = () =>
        tab.evaluate(
          () =>
            document.querySelector('#table2')?.shadowRoot?.querySelector('[part=now]')
              ?.textContent ?? '',
        );
      await expect
        .poll(words)
        .toContain(
          'B sails to area 1, builds an Inland Research Center in area 1 (Basic pile, 1 point on Research Track 5, with a Resource Card) and discards a cube',
        );
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
