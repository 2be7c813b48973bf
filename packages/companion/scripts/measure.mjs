// Measures the companion: sizes min+gzip (the whole app, each component with Lit, Lit alone) and
// the time from a tap to the updated render with a full 4-player board in Chromium.
// Run with `pnpm bench` (builds first). Prints figures; asserts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { serveApp } from './serve-app.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function bundleSize(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return { min: code.length, gzip: gz(code) };
}

console.log('Sizes (minified, then gzip -9):');
const appDir = join(root, 'dist/app/assets');
// The first load: the scripts the page itself loads; the rest (the French and Polish words) is
// fetched when chosen, and cached for offline use by the service worker with everything else.
const page = readFileSync(join(root, 'dist/app/index.html'), 'utf8');
const scripts = readdirSync(appDir).filter((file) => file.endsWith('.js'));
const first = scripts.filter((file) => page.includes(`assets/${file}`));
const later = scripts.filter((file) => !first.includes(file));
const codeOf = (files) => files.map((file) => readFileSync(join(appDir, file), 'utf8')).join('');
const appCode = codeOf(first);
console.log(
  `  app's first load (dist/app, Lit and all): ${kb(appCode.length).padStart(9)} min, ${kb(gz(appCode)).padStart(8)} gzip`,
);
for (const file of later) {
  const code = codeOf([file]);
  console.log(
    `  later, when chosen: ${file.replace(/-[\w-]{8}\.js$/, '').padEnd(20)} ${kb(code.length).padStart(9)} min, ${kb(gz(code)).padStart(8)} gzip`,
  );
}
for (const [label, source] of [
  [
    '<antarctica-sun-tracker> with Lit',
    "import { AntarcticaSunTracker } from './src/components/sun-tracker.ts'; customElements.define('antarctica-sun-tracker', AntarcticaSunTracker);",
  ],
  [
    '<antarctica-majorities> with Lit',
    "import { AntarcticaMajorities } from './src/components/majorities.ts'; customElements.define('antarctica-majorities', AntarcticaMajorities);",
  ],
  ['<antarctica-companion> with Lit', "import './src/define.ts';"],
  ['Lit alone', "import { LitElement, html, css } from 'lit'; console.log(LitElement, html, css);"],
]) {
  const size = await bundleSize(source);
  console.log(
    `  ${label.padEnd(36)} ${kb(size.min).padStart(9)} min, ${kb(size.gzip).padStart(8)} gzip`,
  );
}

const { url, stop } = await serveApp();

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('antarctica-companion') !== undefined);
  const timings = await page.evaluate(async () => {
    const app = document.querySelector('antarctica-companion');
    const store = app.store;
    store.dispatch({
      type: 'start',
      choice: {
        players: ['red', 'blue', 'green', 'yellow'].map((color) => ({ color, name: color })),
      },
    });
    store.dispatch({ type: 'begin' });
    // A full board: every colour's scientists spread over the areas, buildings, cubes on every track.
    const colors = ['red', 'blue', 'green', 'yellow'];
    for (let area = 0; area < 8; area++) {
      store.dispatch({ type: 'setBuildings', area, count: 6 + (area % 5) });
      for (const color of colors)
        store.dispatch({
          type: 'setScientists',
          area,
          color,
          // One each: 8 of a colour's 12, so that "+" stays possible for the taps below.
          count: 1,
        });
    }
    for (let track = 0; track < 5; track++) {
      for (const [index, color] of colors.entries())
        store.dispatch({ type: 'setCube', track, color, value: 10 - 2 * index });
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const rendered = async () => {
      await app.updateComplete;
      for (const child of app.shadowRoot.querySelectorAll(
        'antarctica-sun-tracker, antarctica-majorities',
      ))
        await child.updateComplete;
      // Reading a layout property makes the browser compute style and layout now.
      return document.body.offsetHeight;
    };
    await rendered();
    await frame();
    // Every button of the app, through the shadow roots of its elements (the scientist steppers
    // live in the area tallies, wherever the layout puts them).
    const allButtons = (root) => [
      ...root.querySelectorAll('button'),
      ...[...root.querySelectorAll('*')].flatMap((element) =>
        element.shadowRoot ? allButtons(element.shadowRoot) : [],
      ),
    ];
    const samples = { render: [], frame: [] };
    for (let round = 0; round < 200; round++) {
      const buttons = allButtons(app.shadowRoot).filter(
        (button) =>
          button
            .getAttribute('aria-label')
            ?.startsWith(round % 2 ? '− Scientists' : '+ Scientists') &&
          button.getAttribute('aria-disabled') !== 'true',
      );
      const target = buttons[round % buttons.length];
      await frame();
      const start = performance.now();
      target.click();
      await rendered();
      samples.render.push(performance.now() - start);
      await frame();
      samples.frame.push(performance.now() - start);
    }
    return samples;
  });
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
  };
  console.log(
    `Tap to updated render, full 4-player board, ${timings.render.length} taps on scientist steppers (Chromium ${browser.version()}):`,
  );
  console.log(`  to the DOM updated and laid out: ${stats(timings.render)}`);
  console.log(
    `  to the next animation frame:     ${stats(timings.frame)} (60 Hz frames: a frame is 16.7 ms)`,
  );
} finally {
  await browser.close();
  stop();
}
