// How many iterations the MCTS bot runs a decision at a time budget (default 100 ms): it plays
// seat A against heuristic bots at 2 and 4 players, games from seed 0 on, until it has made
// BENCH_MCTS_DECISIONS decisions with more than one legal move (default 60) at each count; prints
// min / median / max iterations, with the date and the load average at the start and the end.
// Run after a build: `node bench/mcts-iterations.mjs` (BENCH_MCTS_MS sets the budget).
import { loadavg } from 'node:os';
import { newGame } from '@antarctica-game/engine';
import { heuristicBot, mctsBot, playGameSync } from '../dist/index.js';

const ms = Number(process.env.BENCH_MCTS_MS ?? 100);
const wanted = Number(process.env.BENCH_MCTS_DECISIONS ?? 60);
const load = () => loadavg()[0].toFixed(1);
const enough = new Error('enough decisions');

console.log(`${new Date().toISOString()}: load average (1 minute) ${load()} at the start`);
for (const players of [2, 4]) {
  const iterations = [];
  for (let game = 0; iterations.length < wanted; game++) {
    const bot = mctsBot({
      budget: { ms },
      seed: game,
      onSearch: (search) => {
        if (search.children.length > 1) iterations.push(search.iterations);
        if (iterations.length >= wanted) throw enough;
      },
    });
    const others = Array.from({ length: players - 1 }, (_, seat) => heuristicBot({ seed: seat }));
    try {
      playGameSync(newGame({ players, seed: `iterations-${game}` }), [bot, ...others]);
    } catch (error) {
      if (error !== enough) throw error;
    }
  }
  const sorted = iterations.sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${players} players, ${ms} ms a move: ${sorted.length} decisions, iterations min ${sorted[0]} / median ${median} / max ${sorted.at(-1)}`,
  );
}
console.log(`${new Date().toISOString()}: load average (1 minute) ${load()} at the end`);
