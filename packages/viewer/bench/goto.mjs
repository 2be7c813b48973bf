// Measures going to any move of four-player records: the headless ReplayController in Node (its
// checkpoints against keeping every state and against replaying from the start, the way a replay
// without checkpoints would), then <antarctica-replay> in Chromium, from goTo to the board and
// the move list updated and laid out, phase by phase (controller, Lit render, style and layout),
// every ply in order and in a shuffled order (random jumps), against an older build in the same
// run (this machine's speed swings too much between runs to compare figures of two runs).
// Each sequence runs a warm-up round and then measured rounds (random jumps 5 by default, the
// moves in order 3), so that each ply is measured several times: besides median, p95 and max over
// all steps, it prints the slowest move by its median over the rounds (the typical cost of the
// worst move) beside the single worst sample (which includes GC pauses and waits for a core).
// Run with `pnpm bench:goto [--baseline <an older dist/>] [--rounds N]` (after `pnpm build` of
// the engine and notation; N: measured rounds of the random jumps). Asserts nothing.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
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

/** The value below which a share `q` of the values lie (q = 1: the largest). */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
/** The middle value (the mean of the two middle ones for an even count). */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const stats = (values) =>
  `median ${quantile(values, 0.5).toFixed(2)} ms, p95 ${quantile(values, 0.95).toFixed(2)} ms, max ${quantile(values, 1).toFixed(2)} ms`;

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
    ['checkpoints every 16 plies', 16],
    ['checkpoints every 8 plies', 8],
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

// The element in Chromium: this build (src/) and, in the same run, an older build given by
// --baseline (a copy of an older `dist/`; default node_modules/.cache/bench/baseline-dist),
// each bundled with Lit, the engine and the notation and opened in its own tab, the two tabs
// taking turns so that the machine's load weighs on both alike.
const { values: options } = parseArgs({
  options: { baseline: { type: 'string' }, rounds: { type: 'string', default: '5' } },
});
const baselineDir = options.baseline ?? `${cache}baseline-dist`;
const bundle = async (entry) => {
  const output = await build({
    stdin: {
      contents: `import '${entry}'; window.benchReady = true;`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    logLevel: 'silent',
    // An older dist outside the package still finds Lit, the engine and the notation here.
    nodePaths: [`${root}node_modules`],
    // The package.json above a copied dist does not list it among the files with side effects.
    ignoreAnnotations: true,
  });
  return output.outputFiles[0].text;
};
const builds = [{ name: 'this build', code: await bundle('./src/define.ts') }];
if (existsSync(`${baselineDir}/define.js`))
  builds.push({ name: 'baseline', code: await bundle(`${baselineDir}/define.js`) });
else console.log(`\nNo baseline build at ${baselineDir}: this build alone.`);
/** Measured rounds of the random jumps (at least 2; the moves in order get 3). */
const jumpRounds = Math.max(2, Number(options.rounds) || 5);

/** In the page: goes to each ply of `order`, one a frame, timing each phase of each step. */
async function steps({ order }) {
  const element = window.replay;
  const board = element.shadowRoot.querySelector('antarctica-board');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const samples = { total: [], controller: [], render: [], layout: [] };
  for (const ply of order) {
    await frame();
    const start = performance.now();
    element.controller.goTo(ply);
    void element.controller.state;
    const replayed = performance.now();
    // The viewer, then the board inside it.
    await element.updateComplete;
    await board.updateComplete;
    const rendered = performance.now();
    // Reading a layout property makes the browser compute style and layout now.
    void document.body.offsetHeight;
    const end = performance.now();
    samples.total.push(end - start);
    samples.controller.push(replayed - start);
    samples.render.push(rendered - replayed);
    samples.layout.push(end - rendered);
  }
  return samples;
}

/**
 * The slowest move by its median over the rounds (its typical cost), and the single worst sample
 * with its ply and that ply's median.
 */
function extremes(byPly) {
  let slowest;
  let worst;
  for (const [ply, values] of byPly) {
    const typical = median(values);
    if (slowest === undefined || typical > slowest.median)
      slowest = { ply, median: typical, values };
    for (const value of values)
      if (worst === undefined || value > worst.value) worst = { ply, value, median: typical };
  }
  return { slowest, worst };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const tabs = [];
  for (const each of builds) {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.setContent('<!doctype html><html><body></body></html>');
    await tab.addScriptTag({ content: each.code, type: 'module' });
    await tab.waitForFunction(() => window.benchReady === true);
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    tabs.push({ ...each, tab, cdp });
  }
  /** The tab's main-thread CPU time so far, in ms (what other processes do not inflate). */
  const cpu = async (cdp) =>
    1000 *
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value;
  for (const { name, text } of all) {
    const last = new ReplayController(text).lastPly;
    const sequences = [
      ['every ply in order (next, next…)', Array.from({ length: last + 1 }, (_, ply) => ply), 3],
      ['every ply in a shuffled order (random jumps)', shuffled(last), jumpRounds],
    ];
    for (const [label, order, measured] of sequences) {
      const rounds = measured + 1;
      const results = tabs.map(() => ({ samples: {}, byPly: new Map(), cpu: 0, steps: 0 }));
      for (const { tab } of tabs)
        await tab.evaluate(async (text) => {
          document.body.replaceChildren();
          const element = document.createElement('antarctica-replay');
          element.text = text;
          document.body.append(element);
          await element.updateComplete;
          window.replay = element;
        }, text);
      // Round 0 warms the code up; then the tabs take turns.
      for (let round = 0; round < rounds; round++)
        for (const [index, { tab, cdp }] of tabs.entries()) {
          const before = await cpu(cdp);
          const samples = await tab.evaluate(steps, { order });
          const spent = (await cpu(cdp)) - before;
          if (round === 0) continue;
          const result = results[index];
          result.cpu += spent;
          result.steps += order.length;
          for (const [phase, values] of Object.entries(samples)) {
            result.samples[phase] ??= [];
            result.samples[phase].push(...values);
          }
          order.forEach((ply, step) => {
            const mine = result.byPly.get(ply) ?? [];
            mine.push(samples.total[step]);
            result.byPly.set(ply, mine);
          });
        }
      console.log(
        `\n${name}, <antarctica-replay> in Chromium ${browser.version()}, ${label}, ${order.length} plies × ${rounds - 1} rounds; goTo to the board and move list updated and laid out:`,
      );
      for (const [index, { name: build }] of tabs.entries()) {
        const { samples, cpu: spent, steps: count } = results[index];
        console.log(
          `  ${build}: main-thread CPU ${(spent / count).toFixed(2)} ms a step on average (rendering the frames too)`,
        );
        for (const [phase, values] of Object.entries(samples))
          console.log(`    ${phase.padEnd(10)} ${stats(values)}`);
        const { slowest, worst } = extremes(results[index].byPly);
        console.log(
          `    slowest move, typical cost: ply ${slowest.ply}, median ${slowest.median.toFixed(2)} ms over ${measured} rounds (its samples ${slowest.values.map((value) => value.toFixed(1)).join(', ')} ms)`,
        );
        console.log(
          `    single worst sample: ${worst.value.toFixed(2)} ms at ply ${worst.ply} (its median ${worst.median.toFixed(2)} ms)`,
        );
      }
      if (tabs.length === 2) {
        const [mine, old] = results;
        const ratio = (q) =>
          (quantile(mine.samples.total, q) / quantile(old.samples.total, q)).toFixed(2);
        const slow = (result) => extremes(result.byPly).slowest.median;
        console.log(
          `  this build / baseline, total: median ×${ratio(0.5)}, p95 ×${ratio(0.95)}, max ×${ratio(1)}, slowest move's median ×${(slow(mine) / slow(old)).toFixed(2)}; CPU a step ×${(mine.cpu / mine.steps / (old.cpu / old.steps)).toFixed(2)}`,
        );
      }
    }
  }
} finally {
  await browser.close();
}
console.log(
  '\nA single worst sample includes GC pauses and waits for a core (scheduler noise); the slowest move by its median over the rounds is what that move typically costs.',
);
console.log(
  `\nLoad average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
