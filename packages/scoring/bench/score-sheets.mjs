// Sheets scored per second on 4-player sheets, through the built package.
// Run with `pnpm bench` (builds first). Prints figures; asserts nothing.
import { parseScoreSheet, scoreSheet } from '../dist/index.js';

const COLORS = ['red', 'blue', 'green', 'yellow'];

/** A small deterministic generator so that every run scores the same sheets. */
function random(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

/** A valid, varied 4-player sheet: scientists within 12 per colour, cubes one per track. */
function makeSheet(seed) {
  const next = random(seed);
  const left = Object.fromEntries(COLORS.map((color) => [color, 12]));
  const areas = Array.from({ length: 8 }, () => {
    const scientists = {};
    for (const color of COLORS) {
      const count = Math.min(next(4), left[color]);
      left[color] -= count;
      if (count > 0) scientists[color] = count;
    }
    return { buildings: 1 + next(6), scientists };
  });
  const tracks = Array.from({ length: 5 }, () => {
    const order = COLORS.filter(() => next(3) > 0);
    let value = 12;
    const cubes = order.map((player) => {
      value = Math.max(0, value - next(4));
      return { player, value };
    });
    return { cubes };
  });
  const players = COLORS.map((color) => {
    const buildingCards = next(10);
    return {
      color,
      buildingCards,
      asteriskCards: next(buildingCards + 1),
      discardedResources: next(4),
    };
  });
  return { players, sun: next(8), areas, tracks };
}

function measure(label, inputs, work) {
  const deadline = performance.now() + 2000;
  let done = 0;
  const start = performance.now();
  while (performance.now() < deadline) {
    for (const input of inputs) work(input);
    done += inputs.length;
  }
  const seconds = (performance.now() - start) / 1000;
  const perSecond = Math.round(done / seconds);
  console.log(
    `${label.padEnd(44)} ${perSecond.toLocaleString('en-US').padStart(10)} sheets/s  (${(1e6 / perSecond).toFixed(1)} µs each)`,
  );
}

const sheets = Array.from({ length: 1000 }, (_, seed) => makeSheet(seed + 1));
const texts = sheets.map((sheet) => JSON.stringify(sheet));
for (const sheet of sheets) scoreSheet(sheet); // every generated sheet must be valid

console.log(`node ${process.version}, ${sheets.length} distinct 4-player sheets, 2 s per figure`);
measure('scoreSheet (validate + score)', sheets, scoreSheet);
measure('parseScoreSheet + scoreSheet (from JSON text)', texts, (text) => {
  const parsed = parseScoreSheet(text);
  if (parsed.ok) scoreSheet(parsed.sheet);
});
