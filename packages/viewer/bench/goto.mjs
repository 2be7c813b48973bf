// Measures going to any move of four-player records: the headless ReplayController in Node (its
// checkpoints against keeping every state and against replaying from the start, the way a replay
// without checkpoints would), then <antarctica-replay> in Chromium, from goTo to the board and
// the move list updated and laid out. Every ply of each record, in a shuffled order.
// Run with `pnpm bench:goto` (after `pnpm build` of the engine and notation). Prints figures;
// asserts nothing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyMove, botRandom, newGame, playOut, weightedRandomBot } from '@antarctica-game/engine';
import { formatRecord, recordGame } from '@antarctica-game/notation';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = fileURLToPath(new URL('../node_modules/.cache/bench/', import.meta.url));
mkdirSync(cache, { recursive: true });

/** The records: the notation's four-player example, and a longer seeded bot game. */
function records() {
  const example = readFileSync(
    new URL('../../notation/examples/four-players.agn', import.meta.url),
    'utf8',
  );
  const seed = 'goto-bench-1';
  const initial = newGame({ players: 4, seed });
  const { moves } = playOut(initial, weightedRandomBot(botRandom(11)), applyMove);
  const bot = formatRecord(recordGame({ initial, moves }, { seed }));
  return [
    { name: 'four-players.agn', text: example },
    { name: `a weighted-random bot game, seed ${seed}`, text: bot },
  ];
}

/** Every ply from 0 to `last` once, in a fixed shuffled order. */
function shuffled(last) {
  const plies = Array.from({ length: last + 1 }, (_, ply) => ply);
  let seed = 12345;
  for (let index = plies.length - 1; index > 0; index--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const other = seed % (index + 1);
    [plies[index], plies[other]] = [plies[other], plies[index]];
  }
  return plies;
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(3);
  return `median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms`;
};

// The controller, bundled from its source for Node.
const controllerFile = `${cache}replay-controller.mjs`;
await build({
  entryPoints: [`${root}src/replay/replay-controller.ts`],
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  outfile: controllerFile,
  logLevel: 'silent',
});
const { ReplayController } = await import(pathToFileURL(controllerFile).href);

console.log(
  `Load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}; Node ${process.version}`,
);
const all = records();
for (const { name, text } of all) {
  const probe = new ReplayController(text);
  probe.last();
  const last = probe.ply;
  console.log(`\n${name}: ${last} moves${probe.error ? ` (error: ${probe.error.message})` : ''}`);
  console.log('  ReplayController, goTo(ply) then .state, every ply in a shuffled order (Node):');
  for (const [label, every] of [
    ['checkpoints every 16 plies (default)', 16],
    ['every state kept', 1],
    ['no checkpoint: from the start', Number.MAX_SAFE_INTEGER],
  ]) {
    const replay = new ReplayController(text, { checkpointInterval: every });
    const order = shuffled(last);
    const samples = [];
    for (let round = 0; round < 4; round++)
      for (const ply of order) {
        // From the end of the game each time: the state rebuilt last is then never on the way.
        replay.last();
        void replay.state;
        const start = performance.now();
        replay.goTo(ply);
        void replay.state;
        // The first round warms the code up.
        if (round > 0) samples.push(performance.now() - start);
      }
    console.log(`    ${label.padEnd(38)} ${stats(samples)}`);
  }
}

// The element in Chromium: the package's elements bundled with Lit, the engine and the notation.
const page = await build({
  stdin: {
    contents: `import './src/define.ts'; window.benchReady = true;`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  target: 'es2022',
  logLevel: 'silent',
});
writeFileSync(`${cache}viewer.js`, page.outputFiles[0].text);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await tab.setContent('<!doctype html><html><body></body></html>');
  await tab.addScriptTag({ content: page.outputFiles[0].text, type: 'module' });
  await tab.waitForFunction(() => window.benchReady === true);
  for (const { name, text } of all) {
    const result = await tab.evaluate(
      async ({ text, order }) => {
        document.body.replaceChildren();
        const element = document.createElement('antarctica-replay');
        element.text = text;
        document.body.append(element);
        await element.updateComplete;
        const board = element.shadowRoot.querySelector('antarctica-board');
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const samples = { total: [], controller: [], element: [], board: [], layout: [] };
        for (let round = 0; round < 2; round++)
          for (const ply of order) {
            await frame();
            const start = performance.now();
            element.controller.goTo(ply);
            void element.controller.state;
            const replayed = performance.now();
            await element.updateComplete;
            const updated = performance.now();
            await board.updateComplete;
            const drawn = performance.now();
            // Reading a layout property makes the browser compute style and layout now.
            void document.body.offsetHeight;
            const end = performance.now();
            if (round === 0) continue;
            samples.total.push(end - start);
            samples.controller.push(replayed - start);
            samples.element.push(updated - replayed);
            samples.board.push(drawn - updated);
            samples.layout.push(end - drawn);
          }
        // The peer in the same run: a lone <antarctica-board> given the same states.
        const states = order.map((ply) => {
          element.controller.goTo(ply);
          return element.controller.state;
        });
        const lone = document.createElement('antarctica-board');
        document.body.append(lone);
        samples['lone board'] = [];
        for (let round = 0; round < 2; round++)
          for (const state of states) {
            await frame();
            const start = performance.now();
            lone.state = state;
            await lone.updateComplete;
            void document.body.offsetHeight;
            if (round > 0) samples['lone board'].push(performance.now() - start);
          }
        return { samples, plies: order.length };
      },
      { text, order: shuffled(new ReplayController(text).lastPly) },
    );
    console.log(
      `\n${name}, <antarctica-replay> in Chromium ${browser.version()}: goTo to the board and move list updated and laid out, ${result.plies} plies in a shuffled order (second pass):`,
    );
    for (const [label, values] of Object.entries(result.samples))
      console.log(`  ${label.padEnd(11)} ${stats(values)}`);
  }
} finally {
  await browser.close();
}
console.log(
  `\nLoad average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
