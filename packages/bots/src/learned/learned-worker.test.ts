import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { newGame } from '@antarctica-game/engine';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@antarctica-game/foundation/chromium';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { learnedEvaluator } from './learned-evaluator.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Playwright, as the foundation's browser kit has it (this package's own tests run in Node, so
 * it is not a dependency of the package).
 */
function playwright() {
  const foundation = createRequire(import.meta.url).resolve(
    '@antarctica-game/foundation/package.json',
  );
  return createRequire(foundation)('playwright');
}

/** A Web Worker's script (the browser entry bundled as a page would) that rates and searches. */
async function workerScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { learnedEvaluator, mctsBot } from './src/browser.ts';
import { currentDecision, legalMoves, newGame, playerView } from '@antarctica-game/engine';
self.onmessage = () => {
  const state = newGame({ players: 2, seed: 'learned-worker' });
  const values = learnedEvaluator()(state, 1);
  const bot = mctsBot({ budget: { iterations: 20 }, seed: 1, evaluator: learnedEvaluator() });
  const legal = legalMoves(state);
  bot.chooseMove(playerView(state, currentDecision(state).seat ?? 0), legal);
  self.postMessage({
    inWorker: typeof WorkerGlobalScope === 'function' && self instanceof WorkerGlobalScope,
    noNode: typeof process === 'undefined',
    values,
    iterations: bot.lastSearch ? bot.lastSearch.iterations : 0,
  });
};`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('the learned evaluator in a browser', () => {
  it('rates a position and serves a search in a Web Worker in Chromium, as in Node', async () => {
    const script = await workerScript();
    const browser = await playwright().chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();
      // Run in the page (an expression: this file's types know no DOM): the script as a Blob
      // URL, started as a dedicated Web Worker, asked once.
      const answer = await page.evaluate(`new Promise((resolve) => {
        const url = URL.createObjectURL(new Blob([${JSON.stringify(script)}], { type: 'text/javascript' }));
        const worker = new Worker(url);
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => resolve({ error: event.message });
        worker.postMessage(null);
      })`);
      const inNode = learnedEvaluator()(newGame({ players: 2, seed: 'learned-worker' }), 1);
      expect(answer).toMatchObject({ inWorker: true, noNode: true, iterations: 20 });
      const values = (answer as { values: number[] }).values;
      expect(values).toHaveLength(2);
      values.forEach((value, seat) => {
        expect(value).toBeCloseTo(inNode[seat] as number, 12);
      });
    } finally {
      await browser.close();
    }
  });
});
