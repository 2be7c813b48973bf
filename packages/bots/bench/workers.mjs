// Speed-up of antarctica-sim's worker pool, measured in one run: the same study (four heuristic
// bots, 2,000 games) with 1 worker, with 2 workers, and as 2 independent processes of 1 worker
// each playing half the games (the reference: what two cores give with nothing shared). Rounds
// alternate the three so that a change of the machine's load hits them alike; min / median / max
// games/s and the ratios of the medians are printed, with the load average, and every run must
// give the same counts. Run after a build: `node bench/workers.mjs` (or `pnpm bench`).
// BENCH_WORKER_GAMES, BENCH_WORKER_PLAYERS and BENCH_ROUNDS change the study and the rounds.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { mergeResults, runSimulation } from '../dist/index.js';

const games = Number(process.env.BENCH_WORKER_GAMES ?? 2000);
const players = Number(process.env.BENCH_WORKER_PLAYERS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const config = {
  games,
  players,
  bots: Array.from({ length: players }, () => 'heuristic'),
  seed: 'workers',
  rotate: true,
  rules: {},
  shipPlacement: 'firstGame',
  maxMoves: 3000,
};

function half(index) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--half', index], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(text)) : reject(code)));
  });
}

const ways = {
  '1 worker': () => runSimulation(config, { workers: 1 }),
  '2 workers': () => runSimulation(config, { workers: 2 }),
  '2 processes': async () => mergeResults(await Promise.all([half(1), half(2)])),
};

async function main() {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  console.log(
    `\nantarctica-sim worker speed-up: ${games} games of ${players} heuristic bots, ${rounds} rounds, ${availableParallelism()} cores, Node ${process.versions.node}`,
  );
  console.log(`  load average at the start (1, 5, 15 min): ${load()}`);
  const rates = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
  let reference = null;
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(ways)) {
      const start = performance.now();
      const result = await run();
      const rate = games / ((performance.now() - start) / 1000);
      rates[name].push(rate);
      const counts = JSON.stringify(result.aggregate);
      if (reference === null) reference = counts;
      else if (counts !== reference) console.log(`  ${name}: DIFFERENT COUNTS`);
      console.log(`  round ${round + 1}, ${name}: ${rate.toFixed(1)} games/s`);
    }
  }
  const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('');
  for (const [name, values] of Object.entries(rates)) {
    const sorted = values.slice().sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(12)} games/s min ${sorted[0].toFixed(1)}, median ${median(values).toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)}; ${(median(values) / median(rates['1 worker'])).toFixed(2)}x 1 worker`,
    );
  }
  console.log(
    `  2 workers reach ${((median(rates['2 workers']) / median(rates['2 processes'])) * 100).toFixed(0)} % of 2 independent processes`,
  );
  console.log(`  load average at the end (1, 5, 15 min): ${load()}`);
  console.log('  (a line says DIFFERENT COUNTS if any run disagreed with the first)');
}

if (process.argv[2] === '--half') {
  // A child: one half of the study on one worker; its result on standard output.
  const index = Number(process.argv[3]);
  const result = await runSimulation(config, { workers: 1, shard: { index, count: 2 } });
  process.stdout.write(JSON.stringify(result));
} else {
  await main();
}
