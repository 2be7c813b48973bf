// The learned evaluator's trial (issue 34, section 3; docs/simulation.md, "A learned evaluator"):
// this build's MCTS bot with `evaluator: learnedEvaluator()` (the shipped network) against the same
// build's MCTS bot with the heuristic rating (`evaluator: 'heuristic'`, its default before the
// learned network became the default at 2 players), both with the same time a move (BENCH_MS, default
// 100 ms), at 2 players. Game i is set up from the seed `learned-trial/i` and its bots seeded from
// it; the learned side sits in seat 0 in even games and seat 1 in odd ones. A shared win counts as
// a share. Prints every BENCH_EVERY games (default 10) and at the end the learned side's win share
// with its 95 % interval (Wilson), by seat, and each side's decisions with a choice, thinking time
// and MCTS iterations a decision, with the date and the load (`uptime`). Asserts nothing.
//
//   nice -n 19 node bench/learned-trial.mjs --out /tmp/learned.jsonl
//   nice -n 19 node bench/learned-trial.mjs --options '{"rolloutDepth":0}' --out /tmp/learned-0.jsonl
//
// `--options` are more mctsBot options of the learned side (JSON, default none). BENCH_GAMES
// (default 400) games. The bots are bundled from this package's source when it starts (esbuild),
// so a rebuild of dist/ during the run changes nothing. `--out FILE` appends each game as a line of
// JSON; a rerun with the same file plays only the games it does not hold and reports on all of them
// (stop it at any time). While the file named by BENCH_QUIET_LOCK exists, it waits before the next
// game (polled every 30 s), so that no timed game is played paused. `BENCH_SHARD=k/n` plays only
// the pairs of games 2j, 2j + 1 (both seats) with j mod n = k, so that n processes can share the
// games and the out file (a game is one append of one line); `--report` plays nothing and reports
// on the out file.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import {
  importFromSource,
  pct,
  readResults,
  seatShares,
  tallyLine,
  timedMcts,
  winShare,
} from './timed-games.mjs';

const GAMES = Number(process.env.BENCH_GAMES ?? 400);
const MS = Number(process.env.BENCH_MS ?? 100);
const EVERY = Number(process.env.BENCH_EVERY ?? 10);
const LOCK = process.env.BENCH_QUIET_LOCK;
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const OUT = argument('--out');
const OPTIONS = JSON.parse(argument('--options') ?? '{}');
const PLAYERS = 2;
// `BENCH_SHARD=k/n`: only the pairs of games 2j, 2j + 1 with j mod n = k (n processes may share
// one out file).
const SHARD = (process.env.BENCH_SHARD ?? '0/1').split('/').map(Number);
// `--report`: no game played, the out file's games reported.
const REPORT = process.argv.includes('--report');
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const load = () => uptime().replace(/.*load average: /, '');
const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
  encoding: 'utf8',
}).trim();

const api = await importFromSource(
  `export * from './src/browser.ts';
export { finalScores, newGame } from '@antarctica-game/engine';`,
  'learned-trial',
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitQuiet() {
  let said = false;
  while (LOCK !== undefined && existsSync(LOCK)) {
    if (!said) console.log(`${new Date().toISOString()} waiting: ${LOCK} exists`);
    said = true;
    await sleep(30_000);
  }
}

/** A side's bot, wrapped to count its decisions with a choice, thinking time and iterations. */
function side(options, seed, tally) {
  return timedMcts(api.mctsBot, options, MS, seed, tally);
}

function playOne(game) {
  const learnedSeat = game % PLAYERS;
  const tallies = {
    learned: { decisions: 0, ms: 0, iterations: 0 },
    default: { decisions: 0, ms: 0, iterations: 0 },
  };
  const bots = Array.from({ length: PLAYERS }, (_, seat) => {
    const seed = api.deriveSeed('learned-trial', game, seat);
    return seat === learnedSeat
      ? side({ ...OPTIONS, evaluator: api.learnedEvaluator() }, seed, tallies.learned)
      : side({ evaluator: 'heuristic' }, seed, tallies.default);
  });
  const start = api.newGame({ players: PLAYERS, seed: `learned-trial/${game}` });
  const { state, moves } = api.playGameSync(start, bots, { maxMoves: 3000 });
  const colors = state.players.map((player) => player.color);
  const winners = api.finalScores(state).winners.map((color) => colors.indexOf(color));
  return {
    options: OPTIONS,
    ms: MS,
    game,
    seat: learnedSeat,
    winners,
    share: winners.includes(learnedSeat) ? 1 / winners.length : 0,
    moves: moves.length,
    commit,
    at: new Date().toISOString(),
    load: load(),
    learned: tallies.learned,
    default: tallies.default,
  };
}

/** The out file's results; games of another run in it are an error. */
function readOut() {
  return readResults(
    OUT,
    (result) => JSON.stringify(result.options) === JSON.stringify(OPTIONS) && result.ms === MS,
    (result) => `${JSON.stringify(result.options)}, ${result.ms} ms`,
  );
}

function standing(results) {
  const { n, wins, low, high } = winShare(results);
  return `${n} games: the learned evaluator won ${wins} = ${pct(wins / n)} (95 % interval ${pct(low)}-${pct(high)})`;
}

console.log(`${new Date().toISOString()} ${uptime()}`);
console.log(
  `node ${process.version}, ${commit}: mctsBot with learnedEvaluator() ${JSON.stringify(OPTIONS)} against mctsBot with the heuristic rating, ${MS} ms a move, ${PLAYERS} players, ${GAMES} games, seats rotated, one game at a time`,
);
const results = readOut().filter((result) => result.game < GAMES);
const held = new Set(results.map((result) => result.game));
const games = Array.from({ length: GAMES }, (_, game) => game).filter(
  (game) => !held.has(game) && Math.floor(game / PLAYERS) % SHARD[1] === SHARD[0] && !REPORT,
);
if (held.size > 0)
  console.log(`${OUT} holds ${held.size} of the games: playing the other ${games.length}`);
const started = performance.now();
let played = 0;
for (const game of games) {
  await waitQuiet();
  const result = playOne(game);
  results.push(result);
  if (OUT !== undefined) appendFileSync(OUT, `${JSON.stringify(result)}\n`);
  played++;
  if (played % EVERY === 0)
    console.log(
      `  after ${results.length} (${((performance.now() - started) / 1000).toFixed(0)} s): ${standing(results)}, load ${load()}`,
    );
}
if (results.length > 0) {
  console.log(standing(results));
  console.log(`  the learned side by its seat: ${seatShares(results, PLAYERS)}`);
  console.log(`  learned: ${tallyLine(results, 'learned')}`);
  console.log(`  default: ${tallyLine(results, 'default')}`);
}
console.log(`${new Date().toISOString()} ${uptime()}`);
