// The speed aims of issue 34, each a ratio against the build before the search's speed work
// (builds.mjs: commit 3f57487, built from git), measured with rounds of the two builds
// alternating, so that both sides of a pair share the machine's load of the moment. Each part
// runs in a process of its own that loads both builds afresh (so that what one part teaches V8's
// caches in a build's functions does not slow that build down in the next part):
//
// - MCTS iterations per second at 2 and at 4 players: the MCTS bot with its default options (the
//   same determinization and rollout policy in both builds) and the heuristic rating of positions
//   (the baseline's only evaluator; this build's default at 2 players is now the learned network,
//   which costs more an iteration and is measured at equal time by equal-time.mjs) and an
//   iteration budget, deciding at
//   each position of search-positions.mjs in turn. Both builds must find the same statistics
//   for the same seed (visits of every move), which is checked and printed: the same iterations.
// - headless random 4-player games per second: `playGameSync` with four random bots (the bots'
//   driver: views, the bots' copies of the moves), and the engine's bare loop (`legalMoves`,
//   `weightedRandomBot`, `applyMove`) beside it;
// - the learning environment's step: `createEnvironment({ players: 4 })`, random legal actions;
//   and beside it with `reuseArrays: true` (the observation and the mask filled in place, an
//   option the baseline did not have and ignores: it makes new arrays at each step).
//
// Each figure is the median, over pairs of rounds, of this build's rate over the baseline's.
// Prints figures with the date and the load (`uptime`) at the start and the end; asserts nothing
// but the equality of the searches. Run after a build: `node bench/search-speed.mjs` (from
// packages/bots). BENCH_ROUNDS pairs of rounds (default 5), BENCH_SECONDS a round (default 1),
// BENCH_MCTS_ITERATIONS the budget of a decision (default 200); BENCH_ONLY=mcts2,mcts4,games,engine,env,envReused
// runs only those parts.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { baselineCommit, loadBaseline, loadCurrent } from './builds.mjs';
import { searchPositions } from './search-positions.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ITERATIONS = Number(process.env.BENCH_MCTS_ITERATIONS ?? 200);
const ONLY = process.env.BENCH_ONLY?.split(',');

const PART = process.argv[2] === '--part' ? process.argv[3] : undefined;
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const current = PART === undefined ? undefined : await loadCurrent();
const baseline = await loadBaseline();
if (baseline === undefined) {
  console.log('the build before the speed work cannot be made here (no git history)');
  process.exit(0);
}

/**
 * A build's MCTS options for the same iteration in both builds (see above): the heuristic rating,
 * named in a build that has named evaluators (one that refuses an unknown name), the default in
 * one that has not (3f57487).
 */
function sameIteration(api) {
  try {
    api.bots.mctsBot({ budget: { iterations: 1 }, evaluator: 'no such evaluator' });
    return {};
  } catch {
    return { evaluator: 'heuristic' };
  }
}

/** This process's CPU time in seconds (every thread: the garbage collector's helpers too). */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Runs `work` (which returns how many units it did) for SECONDS of this process's CPU time; units
 * per CPU second. CPU time rather than the clock: on a machine shared by many busy processes the
 * clock also counts the time others had the cores, and it swings far more.
 */
function rate(work) {
  let units = 0;
  let calls = 0;
  const start = cpu();
  let elapsed = 0;
  do {
    units += work(calls++);
    elapsed = cpu() - start;
  } while (elapsed < SECONDS);
  return units / elapsed;
}

/** Pairs of rounds of `make(api)`'s work, the baseline first in odd pairs; prints a line. */
function compare(label, unit, make) {
  const older = make(baseline);
  const newer = make(current);
  rate(older);
  rate(newer);
  const ratios = [];
  const rates = { older: [], newer: [] };
  for (let pair = 0; pair < ROUNDS; pair++) {
    const first = pair % 2 === 0;
    const a = first ? rate(older) : rate(newer);
    const b = first ? rate(newer) : rate(older);
    const [before, now] = first ? [a, b] : [b, a];
    rates.older.push(before);
    rates.newer.push(now);
    ratios.push(now / before);
  }
  const median = (values) => values.slice().sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const sorted = ratios.slice().sort((x, y) => x - y);
  const fmt = (value) => Math.round(value).toLocaleString('en-US');
  console.log(
    `${label.padEnd(40)} ${fmt(median(rates.older)).padStart(9)} → ${fmt(median(rates.newer)).padStart(9)} ${unit}   ratio ${median(ratios).toFixed(2)}× (min ${sorted[0].toFixed(2)}×, max ${sorted.at(-1).toFixed(2)}×)   load ${uptime().replace(/.*load average: /, '')}`,
  );
  return median(ratios);
}

/** The searches of a build at the positions: decisions in turn, each with its own seed. */
function searches(players) {
  return (api) => {
    const positions = searchPositions(api, players);
    // Probed once, outside the timed decisions.
    const options = sameIteration(api);
    return (call) => {
      const { view, legal } = positions[call % positions.length];
      const bot = api.bots.mctsBot({ budget: { iterations: ITERATIONS }, seed: call, ...options });
      bot.chooseMove(view, legal);
      return bot.lastSearch?.iterations ?? 0;
    };
  };
}

/** Whether both builds find the same visits at every position with the same seed. */
function sameSearches(players) {
  const visits = (api) => {
    const options = sameIteration(api);
    return searchPositions(api, players).map(({ view, legal }, index) => {
      const bot = api.bots.mctsBot({ budget: { iterations: ITERATIONS }, seed: index, ...options });
      bot.chooseMove(view, legal);
      return JSON.stringify(bot.lastSearch?.children.map((child) => child.visits));
    });
  };
  const before = visits(baseline);
  const now = visits(current);
  const same = before.filter((text, index) => text === now[index]).length;
  return `${same} of ${before.length} positions`;
}

function randomGames(api) {
  const { newGame } = api.engine;
  const { playGameSync, randomBot } = api.bots;
  return (call) => {
    const bots = [0, 1, 2, 3].map((seat) => randomBot({ seed: call * 4 + seat }));
    playGameSync(newGame({ players: 4, seed: call }), bots);
    return 1;
  };
}

function engineGames(api) {
  const { applyMove, botRandom, legalMoves, newGame, weightedRandomBot } = api.engine;
  return (call) => {
    const bot = weightedRandomBot(botRandom(call + 1));
    let state = newGame({ players: 4, seed: call });
    for (;;) {
      const legal = legalMoves(state);
      if (legal.length === 0) return 1;
      state = applyMove(state, bot(state, legal));
    }
  };
}

function environmentSteps(api, options = {}) {
  const { createEnvironment, createRandom } = api.bots;
  const env = createEnvironment({ players: 4, ...options });
  const random = createRandom(1);
  let step = env.reset(0);
  let games = 0;
  return () => {
    if (step.done) step = env.reset(++games);
    step = env.step(step.legal[random.below(step.legal.length)]);
    return 1;
  };
}

/** The parts, each run in a process of its own. */
const PARTS = {
  mcts2: () => {
    console.log(
      `MCTS at 2 players, ${ITERATIONS} iterations: the same search in both builds at ${sameSearches(2)}`,
    );
    compare('MCTS iterations/s, 2 players', 'iterations/s', searches(2));
  },
  mcts4: () => {
    console.log(
      `MCTS at 4 players, ${ITERATIONS} iterations: the same search in both builds at ${sameSearches(4)}`,
    );
    compare('MCTS iterations/s, 4 players', 'iterations/s', searches(4));
  },
  games: () => compare('random 4-player games/s (playGameSync)', 'games/s', randomGames),
  engine: () => compare('  the engine alone (legalMoves, applyMove)', 'games/s', engineGames),
  env: () => compare('environment steps/s, 4 players', 'steps/s', environmentSteps),
  envReused: () =>
    compare('  with reuseArrays (the baseline: without)', 'steps/s', (api) =>
      environmentSteps(api, { reuseArrays: true }),
    ),
};

if (PART !== undefined) PARTS[PART]();
else {
  console.log(`${new Date().toISOString()} ${uptime()}`);
  console.log(
    `node ${process.version}, one core; this build against ${baselineCommit().slice(0, 7)} (built from git), ${ROUNDS} pairs of rounds of ${SECONDS} s, rounds alternating, each part in a process of its own, rates per second of CPU time`,
  );
  for (const part of Object.keys(PARTS))
    if (ONLY === undefined || ONLY.includes(part))
      execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--part', part], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
  console.log(`${new Date().toISOString()} ${uptime()}`);
}
