// Benchmark of replay (run after a build: `node bench/replay.mjs` in packages/notation). Prints
// figures; asserts nothing.
//
//  1. Replay of seeded four-player records, records per second, rounds interleaved with an older
//     build of this package when BENCH_BEFORE names its dist folder (its index.js), so that the
//     machine's load touches both alike: `BENCH_BEFORE=/tmp/notation-old/dist node bench/replay.mjs`.
//     (The folder must resolve `@antarctica-game/engine`: put it under this package, e.g. in
//     node_modules/.before/dist.)
//     A round lasts a second of this process's CPU time (process.cpuUsage), not of the clock:
//     on a shared machine a round by the clock holds whatever share of a core the others leave
//     (this build against 4612198's, round by round, on 2026-11-29: 0.66-1.74x by the clock at
//     load 8, 0.88-1.11x by CPU time at load 34). BENCH_CLOCK=wall times them by the clock.
//  2. Table records whose chance outcomes are all written `?` (`>?` after every build, `w?` for
//     every draft): the two-player example with every Building Card `?` (its [Piles] too), and
//     four-player records of bot games (BENCH_GAMES, default 48): milliseconds per record and
//     how each replay ends, for this build and, with BENCH_BEFORE, the older one (the two one
//     after the other on each record), after every record is replayed BENCH_WARM_UP times
//     (default 3). BENCH_TRIED=1 adds the engine moves tried (the least search limit under
//     which the replay ends as it does; slow).
//     With BENCH_YARDSTICK (see yardstick.mjs), each record is timed between two short rounds of
//     the build the issue measured, replaying its records: the issue's 20 ms aim on this machine
//     now is 20 x 4,592 / that rate, and each time is given as well as it would read there.
//  3. Linear in size: 1x, 10x and 100x the fastest four-player all-? record that replays, as
//     one collection checked by `antarctica-notation check`: seconds, and ms per record.
//
// BENCH_SECONDS (default 1) sets the length of one round, BENCH_ROUNDS (default 5) the rounds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMove, botRandom, newGame, playOut, weightedRandomBot } from '@antarctica-game/engine';
import { formatRecord, parseRecord, recordGame, replayRecord } from '../dist/index.js';
import { ISSUE_RATE, loadYardstick } from './yardstick.mjs';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const yardstick = process.env.BENCH_YARDSTICK
  ? await loadYardstick(process.env.BENCH_YARDSTICK)
  : null;
const before = process.env.BENCH_BEFORE
  ? await import(`${process.env.BENCH_BEFORE.replace(/\/$/, '')}/index.js`)
  : null;

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};
const show = (s, digits = 0) =>
  [s.min, s.median, s.max]
    .map((value) =>
      value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
    )
    .join(' / ');
/** Milliseconds of the clock. */
const wallClock = () => performance.now();
/** Milliseconds of this process's CPU time (every thread: the garbage collector's work counts). */
const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const rate = (work, seconds = ROUND_SECONDS, clock = wallClock) => {
  const start = clock();
  let done = 0;
  while (clock() - start < seconds * 1000) done += work();
  return done / ((clock() - start) / 1000);
};
/** The clock of section 1's rounds. */
const roundClock = process.env.BENCH_CLOCK === 'wall' ? wallClock : cpuClock;

console.log(
  `load average at the start: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);

// 1. Seeded four-player records, this build against the older one, rounds interleaved.
const texts = [];
for (let index = 0; index < 200; index++) {
  const initial = newGame({ players: 4, seed: `replay-bench-${index}` });
  const { moves } = playOut(initial, weightedRandomBot(botRandom(index)), (state, move) =>
    applyMove(state, move),
  );
  texts.push(formatRecord(recordGame({ initial, moves }, { seed: `replay-bench-${index}` })));
}
const builds = [['this build', { parseRecord, replayRecord }]];
if (before !== null) builds.push(['older build', before]);
const corpora = builds.map(([, api]) => texts.map((text) => api.parseRecord(text).record));
const workers = builds.map(([, api], index) => {
  let next = 0;
  return () => {
    const result = api.replayRecord(corpora[index][next++ % texts.length]);
    if (!result.ok) throw new Error('a record did not replay');
    return 1;
  };
});
for (const work of workers) rate(work, ROUND_SECONDS, roundClock); // warm-up
if (yardstick !== null) rate(yardstick.work, 1); // warm-up
const rates = builds.map(() => []);
for (let round = 0; round < ROUNDS; round++)
  workers.forEach((work, index) => {
    rates[index].push(rate(work, ROUND_SECONDS, roundClock));
  });
console.log(
  `\nseeded four-player records replayed per ${roundClock === cpuClock ? 'CPU ' : ''}second (min / median / max)`,
);
builds.forEach(([name], index) => {
  console.log(`  ${name.padEnd(12)} ${show(stats(rates[index]))}`);
});
if (before !== null)
  console.log(
    `  ratio, round by round: ${show(stats(rates[0].map((value, round) => value / rates[1][round])), 2)}`,
  );

// 2. Table records with every chance outcome written ?.
const hide = (text) =>
  text.replace(/>([A-Z][a-z]\/[A-Za-z]+|#\d+)/g, '>?').replace(/ w[isfp]+/g, ' w?');
const example = readFileSync(new URL('../examples/two-players-table.agn', import.meta.url), 'utf8');
const twoPlayers = hide(example).replace(/\[Piles "[^"]*"\]/, '[Piles "? ? ?"]');
/** The yardstick's rates, one a record timed (see yardstick.mjs). */
const yardstickRates = [];
const timed = (name, text) => {
  const line = [];
  let ok = false;
  let median = 0;
  let yardstickRate = null;
  for (const [build, api] of builds) {
    const record = api.parseRecord(text).record;
    const times = [];
    let result;
    const mine = build === 'this build' && yardstick !== null;
    const rateBefore = mine ? rate(yardstick.work, 0.15) : 0;
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      result = api.replayRecord(record);
      times.push(performance.now() - start);
    }
    if (mine) {
      yardstickRate = (rateBefore + rate(yardstick.work, 0.15)) / 2;
      yardstickRates.push(yardstickRate);
    }
    const errors = result.errors.filter((error) => error.severity === 'error');
    const warnings = result.errors.length - errors.length;
    // Engine moves tried: the least search limit under which the replay ends as it does.
    const tried =
      errors.length === 0 && process.env.BENCH_TRIED === '1' ? leastLimit(api, record) : null;
    // (With the yardstick: the median as it would read on the issue's machine.)
    const there = mine
      ? `, ${((stats(times).median * yardstickRate) / ISSUE_RATE).toFixed(1)} ms there`
      : '';
    line.push(
      `${builds.length > 1 ? `${build}: ` : ''}${show(stats(times), 1)} ms${there}, ${errors.length === 0 ? 'replays' : `stops: ${errors[0].code}`}, ${warnings} undetermined${tried === null ? '' : `, ${tried} engine moves tried`}`,
    );
    if (build === 'this build') {
      ok = errors.length === 0;
      median = stats(times).median;
    }
  }
  console.log(`  ${name.padEnd(34)} ${line.join(' | ')}`);
  return {
    median,
    ok,
    there: yardstickRate === null ? null : (median * yardstickRate) / ISSUE_RATE,
  };
};
/** The least searchLimit (500 doubled) with which a record replays; null: not within 200,000. */
const leastLimit = (api, record) => {
  for (let limit = 500; limit < 256_000; limit *= 2)
    if (api.replayRecord(record, { searchLimit: Math.min(limit, 200_000) }).ok)
      return `<= ${limit}`;
  return null;
};
console.log(
  '\ntable records with every chance outcome written ? (ms per record, min / median / max)',
);
const GAMES = Number(process.env.BENCH_GAMES ?? 48);
const gameTexts = [];
for (let index = 0; index < GAMES; index++) {
  const initial = newGame({ players: 4, seed: `allq-${index}` });
  const { moves } = playOut(initial, weightedRandomBot(botRandom(index)), (state, move) =>
    applyMove(state, move),
  );
  gameTexts.push(hide(formatRecord(recordGame({ initial, moves }))));
}
// Warm-up: every record replayed WARM_UP times by each build before any is timed, so that the
// first records timed do not carry the compiler's start (a collection checked is many records).
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
for (const [, api] of builds)
  for (const text of [twoPlayers, ...gameTexts]) {
    const record = api.parseRecord(text).record;
    for (let time = 0; time < WARM_UP; time++) api.replayRecord(record);
  }
timed('two players, examples/ (Piles ? too)', twoPlayers);
const fourPlayers = [];
const medians = [];
const theres = [];
gameTexts.forEach((text, index) => {
  const { median, ok, there } = timed(`four players, bot game ${index}`, text);
  fourPlayers.push({ text, median, ok });
  medians.push(median);
  if (there !== null) theres.push(there);
});
const sorted = [...medians].sort((a, b) => a - b);
const replayed = fourPlayers.filter((game) => game.ok);
console.log(
  `  four players, this build: ${replayed.length} of ${GAMES} replay; median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms; ${medians.filter((ms) => ms < 20).length} under 20 ms`,
);
if (yardstick !== null) {
  const budgets = yardstickRates.map((rate) => (20 * ISSUE_RATE) / rate);
  console.log(
    `  yardstick (edada08, the issue's records): ${show(stats(yardstickRates))} records/s here (${ISSUE_RATE.toLocaleString('en-US')} where the issue measured); its 20 ms is ${show(stats(budgets), 1)} ms here`,
  );
  console.log(
    `  four players as read there: median ${stats(theres).median.toFixed(1)} ms, worst ${stats(theres).max.toFixed(1)} ms; ${theres.filter((ms) => ms < 20).length} of ${theres.length} under 20 ms`,
  );
}

// 3. Linear in size: copies of the fastest all-? record that replays, checked by the command line.
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'replay-bench-'));
const fastest = [...replayed].sort((a, b) => a.median - b.median)[0];
if (fastest !== undefined) {
  console.log(
    '\nantarctica-notation check of copies of the fastest four-player all-? record that replays',
  );
  for (const times of [1, 10, 100]) {
    const file = join(folder, `x${times}.agn`);
    writeFileSync(file, Array.from({ length: times }, () => `${fastest.text}\n`).join(''));
    const start = performance.now();
    spawnSync(process.execPath, [cli, 'check', file], { encoding: 'utf8' });
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `  ${String(times).padStart(3)}x (${((fastest.text.length * times) / 1024).toFixed(1)} KB): ${seconds.toFixed(2)} s; ${((seconds * 1000) / times).toFixed(1)} ms per record`,
    );
  }
}
rmSync(folder, { recursive: true, force: true });
console.log(
  `\nload average at the end: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
