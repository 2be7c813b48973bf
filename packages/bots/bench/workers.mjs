// Speed-up of antarctica-sim's worker pool: the same study (heuristic bots) with 1 worker, 2
// workers and one per core, three rounds each after a warm-up; min, median and max games/s, and
// a check that every run gives the same counts. Run with `pnpm bench` (builds first).
import { availableParallelism } from 'node:os';
import { runSimulation } from '../dist/index.js';

const games = Number(process.env.BENCH_WORKER_GAMES ?? 600);
const config = {
  games,
  players: 2,
  bots: ['heuristic', 'heuristic'],
  seed: 'workers',
  rotate: true,
  rules: {},
  shipPlacement: 'firstGame',
  maxMoves: 3000,
};
const counts = [...new Set([1, 2, availableParallelism()])];
console.log(
  `\nantarctica-sim speed-up: ${games} games of 2 heuristic bots, ${availableParallelism()} cores`,
);
await runSimulation({ ...config, games: 40 }, { workers: 1 }); // warm-up
let reference = null;
const medians = new Map();
for (const workers of counts) {
  const rates = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    const result = await runSimulation(config, { workers });
    rates.push(games / ((performance.now() - start) / 1000));
    const text = JSON.stringify(result.aggregate);
    if (reference === null) reference = text;
    else if (text !== reference) console.log(`  ${workers} workers: DIFFERENT COUNTS`);
  }
  rates.sort((a, b) => a - b);
  medians.set(workers, rates[1]);
  console.log(
    `  ${workers} worker${workers === 1 ? ' ' : 's'}: games/s min ${rates[0].toFixed(0)}, median ${rates[1].toFixed(0)}, max ${rates[2].toFixed(0)}; speed-up ${(rates[1] / medians.get(1)).toFixed(2)}x`,
  );
}
console.log('  (a line says DIFFERENT COUNTS if any run disagreed with the first)');
