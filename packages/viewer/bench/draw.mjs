// Measures drawing a four-player mid-game position in Chromium: the median time from setting
// `state` on a drawn board to its DOM updated (Lit's updateComplete), and to the layout done too,
// alternating two positions so that each update changes the drawing; then one game stepped move by
// move, as a game or a replay goes on. Prints; asserts nothing.
// Run: node bench/draw.mjs (after `pnpm install`; it bundles src/ with production Lit).
import { execSync } from 'node:child_process';
import { openBoardPage } from './draw-page.mjs';

const RUNS = 300;
const { browser, page } = await openBoardPage({ viewport: { width: 1280, height: 900 } });
try {
  const result = await page.evaluate(async (runs) => {
    const board = document.querySelector('antarctica-board');
    const positions = [window.position(4, 3, 60), window.position(4, 5, 140)];
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const p90 = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length * 0.9)];
    const dom = [];
    const layout = [];
    const first = performance.now();
    board.state = positions[0].state;
    board.moves = positions[0].legal;
    await board.updateComplete;
    const firstDraw = performance.now() - first;
    for (let run = 0; run < runs; run++) {
      const next = positions[(run + 1) % 2];
      const start = performance.now();
      board.state = next.state;
      board.moves = next.legal;
      await board.updateComplete;
      const drawn = performance.now();
      board.shadowRoot.querySelector('svg').getBoundingClientRect();
      void board.offsetHeight;
      const laidOut = performance.now();
      dom.push(drawn - start);
      layout.push(laidOut - start);
    }
    // One game move by move, as a game or a replay goes on (most of the board stays the same).
    const game = window.positions(4, 6, 100, 101);
    const steps = [];
    for (let round = 0; round < 3; round++)
      for (const position of game) {
        const start = performance.now();
        board.state = position.state;
        board.moves = position.legal;
        await board.updateComplete;
        steps.push(performance.now() - start);
      }
    return {
      stepMedian: median(steps),
      stepP90: p90(steps),
      firstDraw,
      domMedian: median(dom),
      domP90: p90(dom),
      layoutMedian: median(layout),
      layoutP90: p90(layout),
      elements: board.shadowRoot.querySelectorAll('*').length,
    };
  }, RUNS);
  const ms = (value) => `${value.toFixed(2)} ms`;
  console.log(`Drawing a four-player mid-game position (${RUNS} updates, two positions in turn):`);
  console.log(
    `  state set -> DOM updated:          median ${ms(result.domMedian)}, p90 ${ms(result.domP90)}`,
  );
  console.log(
    `  state set -> DOM updated + layout: median ${ms(result.layoutMedian)}, p90 ${ms(result.layoutP90)}`,
  );
  console.log(
    `  first draw into an empty board:    ${ms(result.firstDraw)} (${result.elements} elements in the shadow root)`,
  );
  console.log(
    `  one game move by move (moves 100-200, 3 rounds), state set -> DOM updated: median ${ms(result.stepMedian)}, p90 ${ms(result.stepP90)}`,
  );
  console.log(`  load: ${execSync('uptime').toString().trim()}`);
} finally {
  await browser.close();
}
