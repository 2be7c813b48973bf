// Runs the README's page in Chromium: bundled as a page's bundler would, its board must draw a
// game and play the moves tapped on it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README example', () => {
  it('draws a game, plays the moves tapped on the board, and follows the light or dark setting', async () => {
    const page = /```html\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain("import '@antarctica-game/viewer/define'");
    const bundle = await build({
      stdin: { contents: script, resolveDir: root, loader: 'js' },
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
      // The package by its own name, from the sources (the test runs before a build).
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
      // The page as written, its script swapped for the bundle (added as a tag: a bundle may hold
      // text that an inline script would end at).
      await tab.setContent(page.replace(/<script type="module">[\s\S]*?<\/script>/, ''));
      await tab.addScriptTag({ type: 'module', content: bundle.outputFiles[0]?.text ?? '' });
      const moves = () =>
        tab.evaluate(() => {
          const board = document.querySelector('antarctica-board') as HTMLElement & {
            state?: { moves: number };
          };
          return board.state?.moves ?? -1;
        });
      await tab.waitForFunction(() =>
        document.querySelector('antarctica-board')?.shadowRoot?.querySelector('[data-area]'),
      );
      expect(await tab.locator('antarctica-board [data-area]').count()).toBe(8);
      const before = await moves();
      // Tap ten times whatever is outlined first (a chooser's first entry when one opens).
      for (let tap = 0; tap < 10; tap++) {
        const chooser = tab.locator('antarctica-board [part="chooser"] button').first();
        if (await chooser.count()) await chooser.click();
        else await tab.locator('antarctica-board [data-target]').first().click();
      }
      expect(await moves()).toBeGreaterThan(before);
      // Light by default, dark when the system asks, unless the theme attribute says otherwise.
      const background = () =>
        tab.evaluate(
          () =>
            getComputedStyle(document.querySelector('antarctica-board') as Element).backgroundColor,
        );
      const theme = (value: string) =>
        tab.evaluate(
          (value) => document.querySelector('antarctica-board')?.setAttribute('theme', value),
          value,
        );
      expect(await background()).toBe('rgb(247, 250, 252)');
      await tab.emulateMedia({ colorScheme: 'dark' });
      expect(await background()).toBe('rgb(15, 23, 32)');
      await theme('light');
      expect(await background()).toBe('rgb(247, 250, 252)');
      await tab.emulateMedia({ colorScheme: 'light' });
      await theme('dark');
      expect(await background()).toBe('rgb(15, 23, 32)');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
