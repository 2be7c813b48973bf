// Strength of the bots, by tournament: seats swapped every game (each bot plays every seat
// equally often), 95 % confidence intervals (Wilson), and MCTS iterations per second on one core.
// Run with `pnpm bench` (builds first). Prints figures; asserts nothing. Long: about an hour on
// two cores. `BENCH_PARTS=heuristic,mcts,speed` picks parts; `BENCH_WORKERS=N` sets the threads.
import { availableParallelism } from 'node:os';
import {
  applyMove,
  currentDecision,
  legalMoves,
  newGame,
  playerView,
} from '@antarctica-game/engine';
import { heuristicBot, mctsBot, mergeResults, runSimulation, summarize } from '../dist/index.js';

const parts = new Set((process.env.BENCH_PARTS ?? 'heuristic,mcts,speed').split(','));
const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
const pct = (value) => `${(value * 100).toFixed(1)}%`;

/** Plays a pairing in `chunks` shards, printing the running result after each. */
async function pairing(title, config, chunks) {
  console.log(
    `\n${title}: ${config.games} games, ${config.players} players, bots ${config.bots.join(',')}, seats rotated, ${workers} workers`,
  );
  const started = performance.now();
  const results = [];
  for (let index = 1; index <= chunks; index++) {
    results.push(await runSimulation(config, { shard: { index, count: chunks }, workers }));
    const aggregate = combine(results);
    const summary = summarize(aggregate);
    const [first] = config.bots;
    const rate = summary.bots[first].winRate;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  after ${aggregate.games} games (${seconds.toFixed(0)} s): ${first} wins ${rate.count}/${rate.of} = ${pct(rate.rate)} (95% CI ${pct(rate.low)}-${pct(rate.high)})` +
        Object.entries(summary.seats)
          .map(([seat, standing]) => `; seat ${seat} ${pct(standing.winRate.rate)}`)
          .join(''),
    );
  }
}

function combine(results) {
  // The shards of one study merge into exactly the whole study's counts; partial sets merge too.
  const fake = results.map((result, index) => ({
    ...result,
    shard: { index: index + 1, count: results.length },
  }));
  return mergeResults(fake).aggregate;
}

/**
 * MCTS iterations per second on one core, at positions from heuristic games: by the clock, and by
 * the process's CPU time (what one core gives when the machine is shared with other work).
 */
function speed() {
  const iterations = Number(process.env.BENCH_SPEED_ITERATIONS ?? 300);
  console.log(
    `\nMCTS iterations per second, one core, ${iterations} iterations a move (positions from heuristic games):`,
  );
  for (const players of [2, 4]) {
    const clock = [];
    const cpu = [];
    for (let game = 0; game < 4; game++) {
      let state = newGame({ players, seed: `speed-${game}` });
      const bots = Array.from({ length: players }, (_, seat) => heuristicBot({ seed: seat }));
      let decisions = 0;
      while (legalMoves(state).length > 0 && decisions < 400) {
        const decision = currentDecision(state);
        const legal = legalMoves(state);
        const view = playerView(state, decision.seat);
        if (legal.length > 3 && decisions % 10 === 0) {
          const bot = mctsBot({ budget: { iterations }, seed: decisions });
          const usage = process.cpuUsage();
          const start = performance.now();
          bot.chooseMove(view, legal);
          const used = process.cpuUsage(usage);
          clock.push(iterations / ((performance.now() - start) / 1000));
          cpu.push(iterations / ((used.user + used.system) / 1e6));
        }
        state = applyMove(state, bots[decision.seat].chooseMove(view, legal));
        decisions++;
      }
    }
    const figures = (rates) => {
      rates.sort((a, b) => a - b);
      const at = (q) => rates[Math.min(rates.length - 1, Math.floor(q * rates.length))];
      return `min ${at(0).toFixed(0)}, median ${at(0.5).toFixed(0)}, max ${at(1).toFixed(0)}`;
    };
    console.log(
      `  ${players} players: ${clock.length} positions, iterations/s by the clock ${figures(clock)}; by CPU time ${figures(cpu)}`,
    );
  }
}

const base = {
  seed: 'bench-1',
  rotate: true,
  rules: {},
  shipPlacement: 'firstGame',
  maxMoves: 3000,
};
console.log(`antarctica bots tournament, Node ${process.version}, ${availableParallelism()} cores`);
if (parts.has('speed')) speed();
if (parts.has('heuristic')) {
  await pairing(
    'heuristic vs random',
    { ...base, games: 400, players: 2, bots: ['heuristic', 'random'] },
    4,
  );
  await pairing(
    'heuristic vs 3 random',
    { ...base, games: 200, players: 4, bots: ['heuristic', 'random', 'random', 'random'] },
    2,
  );
}
if (parts.has('mcts')) {
  await pairing(
    'MCTS 100 ms vs heuristic',
    { ...base, games: 400, players: 2, bots: ['mcts:100ms', 'heuristic'] },
    20,
  );
  await pairing(
    'MCTS 100 ms vs 3 heuristic',
    {
      ...base,
      games: 200,
      players: 4,
      bots: ['mcts:100ms', 'heuristic', 'heuristic', 'heuristic'],
    },
    10,
  );
}
