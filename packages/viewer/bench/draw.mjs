// Measures drawing a four-player mid-game position in Chromium: the time from setting `state` on
// a drawn board to its DOM updated (Lit's updateComplete), alternating two positions so that each
// update changes most of the drawing; the same with style and layout forced after each update;
// then one game stepped move by move, as a game or a replay goes on. Besides the clock, it reads
// the main thread's CPU time (Chromium's ThreadTime metric), which other processes on a loaded
// machine do not inflate. Prints; asserts nothing.
// Run: node bench/draw.mjs (it bundles src/ with production Lit).
import { execSync } from 'node:child_process';
import { openBoardPage } from './draw-page.mjs';

const ROUNDS = 3;
const PER_ROUND = 100;
const { browser, page } = await openBoardPage({ viewport: { width: 1280, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
/** The main thread's CPU time so far, in ms. */
const cpu = async () =>
  1000 *
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value;
const ms = (value) => `${value.toFixed(2)} ms`;
const sorted = (list) => [...list].sort((a, b) => a - b);
const median = (list) => sorted(list)[Math.floor(list.length / 2)];
const p90 = (list) => sorted(list)[Math.floor(list.length * 0.9)];

/** `count` updates alternating the two positions, in the page; the clock time of each. */
const alternate = (count, layout) =>
  page.evaluate(
    async ([count, layout]) => {
      const board = document.querySelector('antarctica-board');
      const out = [];
      for (let run = 0; run < count; run++) {
        const next = window.alternate[(run + 1) % 2];
        const start = performance.now();
        board.state = next.state;
        board.moves = next.legal;
        await board.updateComplete;
        const drawn = performance.now() - start;
        // Without this, no style or layout happens in the loop (it is one task).
        if (layout) board.shadowRoot.querySelector('svg').getBoundingClientRect();
        out.push(layout ? [drawn, performance.now() - start] : drawn);
      }
      return out;
    },
    [count, layout],
  );

try {
  const setup = await page.evaluate(async () => {
    const board = document.querySelector('antarctica-board');
    window.alternate = [window.position(4, 3, 60), window.position(4, 5, 140)];
    window.game = window.positions(4, 6, 100, 101);
    const start = performance.now();
    board.state = window.alternate[0].state;
    board.moves = window.alternate[0].legal;
    await board.updateComplete;
    return {
      firstDraw: performance.now() - start,
      elements: board.shadowRoot.querySelectorAll('*').length,
    };
  });
  await alternate(30, false); // warm-up, not counted

  const dom = [];
  const roundMedians = [];
  const roundCpu = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = await cpu();
    const times = await alternate(PER_ROUND, false);
    roundCpu.push(((await cpu()) - before) / PER_ROUND);
    dom.push(...times);
    roundMedians.push(median(times));
  }
  const beforeLayout = await cpu();
  const layout = await alternate(PER_ROUND, true);
  const layoutCpu = ((await cpu()) - beforeLayout) / PER_ROUND;

  const beforeSteps = await cpu();
  const steps = await page.evaluate(async () => {
    const board = document.querySelector('antarctica-board');
    const out = [];
    for (let round = 0; round < 3; round++)
      for (const position of window.game) {
        const start = performance.now();
        board.state = position.state;
        board.moves = position.legal;
        await board.updateComplete;
        out.push(performance.now() - start);
      }
    return out;
  });
  const stepCpu = ((await cpu()) - beforeSteps) / steps.length;

  const [lo, mid, hi] = sorted(roundMedians);
  const [cpuLo, cpuMid, cpuHi] = sorted(roundCpu);
  console.log(
    `Drawing a four-player mid-game position (${ROUNDS} rounds of ${PER_ROUND} updates after 30 not counted, two positions in turn):`,
  );
  console.log(
    `  state set -> DOM updated, by the clock: median ${ms(median(dom))}, p90 ${ms(p90(dom))}`,
  );
  console.log(`    round medians: min ${ms(lo)}, median ${ms(mid)}, max ${ms(hi)}`);
  console.log(
    `  main-thread CPU per update, by round: min ${ms(cpuLo)}, median ${ms(cpuMid)}, max ${ms(cpuHi)}`,
  );
  console.log(
    `  with style and layout forced after each (as frames between updates would): state set -> DOM updated median ${ms(median(layout.map(([drawn]) => drawn)))}; -> laid out median ${ms(median(layout.map(([, all]) => all)))}, p90 ${ms(p90(layout.map(([, all]) => all)))}; ${ms(layoutCpu)} CPU per update in all`,
  );
  console.log(
    `  first draw into an empty board: ${ms(setup.firstDraw)} (${setup.elements} elements in the shadow root)`,
  );
  console.log(
    `One game move by move (moves 100-200, 3 times): median ${ms(median(steps))}, p90 ${ms(p90(steps))} by the clock; ${ms(stepCpu)} CPU per move`,
  );
  console.log(`Load: ${execSync('uptime').toString().trim()}`);
} finally {
  await browser.close();
}
