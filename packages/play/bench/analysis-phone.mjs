// A stand-in for the phone figure of issue 33 (the quick setting at a 4× CPU slowdown): Chromium
// slows pages but refuses to slow a dedicated worker (see analysis-chromium.mjs), so the analysis
// library runs here in the page's own thread, which the DevTools protocol does slow. One thread,
// where the replay page uses one or two workers: it is the time of one worker doing every move.
// Prints figures; asserts nothing.
//
//   node packages/play/bench/analysis-phone.mjs [file.agn] [--rate N]

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const args = process.argv.slice(2);
const file =
  args.find((arg) => arg.endsWith('.agn')) ??
  fileURLToPath(new URL('../../notation/examples/four-players.agn', import.meta.url));
const rateAt = args.indexOf('--rate');
const rate = rateAt < 0 ? 4 : Number(args[rateAt + 1]);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

// The library and the notation's parser bundled for a page, with the analysis package's esbuild.
const analysisRoot = fileURLToPath(new URL('../../analysis/', import.meta.url));
const { build } = createRequire(`${analysisRoot}package.json`)('esbuild');
const bundle = await build({
  stdin: {
    contents: `export { analyseGame, ANALYSIS_PRESETS } from './src/index.ts';
export { parseRecord } from '@antarctica-game/notation';`,
    resolveDir: analysisRoot,
    loader: 'ts',
  },
  bundle: true,
  platform: 'browser',
  format: 'iife',
  globalName: 'antarcticaAnalysis',
  write: false,
  logLevel: 'silent',
});

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await page.setContent('<!doctype html><title>analysis</title>');
await page.addScriptTag({ content: bundle.outputFiles[0].text });
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
console.log(
  `${new Date().toISOString()} ${file}, quick, the page's thread at ${rate}×; load ${load()}`,
);
const seconds = await page.evaluate(
  (text) => {
    const { analyseGame, ANALYSIS_PRESETS, parseRecord } = window.antarcticaAnalysis;
    const started = performance.now();
    const analysis = analyseGame(parseRecord(text).record, ANALYSIS_PRESETS.quick);
    if (!analysis.ok) throw new Error('not analysed');
    return (performance.now() - started) / 1000;
  },
  readFileSync(file, 'utf8'),
);
console.log(`quick, one thread, ${rate}× CPU slowdown: ${seconds.toFixed(1)} s (load ${load()})`);
await browser.close();
