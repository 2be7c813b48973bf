// Strength at equal time (issue 34, section 2): this build's MCTS bot against the MCTS bot of the
// build before the search's speed work (builds.mjs: commit 3f57487, built from git), both with
// their default options and the same time budget a move (BENCH_MS, default 100 ms), so that the
// faster search shows as strength. Each bot plays with its own build's engine. The game itself is
// played by this build's engine, today's rules: the rules changed since 3f57487 in a few positions
// (no Icebreaker for a ship built that turn, commit 8e18f4e), so two engines played side by side
// part ways (in 42 of 450 seeded games of random and heuristic bots at 2 to 4 players). A baseline bot is shown its own engine's view of the game:
// the state has the same fields in both builds, and is converted by dropping the rule readings
// added since (the baseline's `validateGameState` checks it at each of its decisions). Moves have
// the same form in both builds and are not converted: a bot is handed today's legal moves (plain
// copies) and its answer must be one of them. How often the baseline's own engine would have
// listed other moves at its decisions is counted and printed (its search plays its own rules).
//
// - 2 players (default): BENCH_GAMES games (default 400), this build in seat 0 in even games and
//   seat 1 in odd ones. Game i is set up from the seed `equal-time/i`, its bots seeded from it.
// - 4 players (`BENCH_PART=4p`): this build's MCTS against three of the baseline's, its seat
//   moving over the four (game i: seat i mod 4); the fair share is 25 %.
// - `BENCH_EVALUATOR=learned`: this build's bot rates positions with the shipped learned value
//   network (`evaluator: learnedEvaluator()`, docs/simulation.md "A learned evaluator");
//   `heuristic`: with the heuristic rating (the baseline's). Default `default`: this build's
//   default options (since 2026-11-30 the learned network at 2 players, the heuristic rating at
//   4). The baseline always plays its default options.
//
// A shared win counts as a share. Prints a running line every BENCH_EVERY games (default 10) and at
// the end the games, this build's win share with its 95 % interval (Wilson), each side's decisions
// with a choice, mean thinking time a decision (by the clock) and MCTS iterations a decision (the
// bots' `onSearch` statistics), with the date and the load (`uptime`) at the start and the end.
// Asserts nothing; stops with an error if a bot answers a move that is not legal or the baseline's
// engine refuses a converted state.
//
// Run after a build (`pnpm turbo run build --filter=@antarctica-game/bots...`), from
// packages/bots: `node bench/equal-time.mjs`, `BENCH_PART=4p node bench/equal-time.mjs`.
// `--out FILE` (or BENCH_OUT) appends each game's result as a line of JSON; a rerun with the same
// file plays only the games it does not hold, and reports on all of them (stop it at any time).
// One game at a time in one thread by default, so that both sides share the machine's load move
// by move. `BENCH_WORKERS=2` plays the games in two worker threads; parallel timed games compete
// for the cores (with each other and with any other work), which the header says.
// Time (one thread, 100 ms a move, 2026-11-29 18:15 UTC, load 5 to 6): a 2-player game took 12 s
// (122 decisions with a choice), so 400 games take about 1.5 hours; a 4-player game took 15 s
// (147 decisions; 4-player games at 20 ms had about 206), so 400 of them take 2 to 2.5 hours.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { baselineCommit, loadBaseline, loadCurrent } from './builds.mjs';
import { pct, readResults, seatShares, tallyLine, timedMcts, winShare } from './timed-games.mjs';

const PART = process.env.BENCH_PART ?? '2p';
if (PART !== '2p' && PART !== '4p') throw new Error(`BENCH_PART must be 2p or 4p, not ${PART}`);
const PLAYERS = PART === '4p' ? 4 : 2;
const GAMES = Number(process.env.BENCH_GAMES ?? 400);
const MS = Number(process.env.BENCH_MS ?? 100);
const EVERY = Number(process.env.BENCH_EVERY ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
// This build's bot with its default options ('default'), with the shipped learned value network
// as its evaluator ('learned': `evaluator: learnedEvaluator()`, section 3) or with the heuristic
// rating ('heuristic'); the baseline's is always its default.
const EVALUATOR = process.env.BENCH_EVALUATOR ?? 'default';
// How a game's line names this build's evaluator: its default options are `auto` since the named
// evaluators came (2026-11-30); lines written before say `default` (or nothing) for the heuristic
// rating, the default then, and a run of today's default does not resume them.
const RECORDED = EVALUATOR === 'default' ? 'auto' : EVALUATOR;
if (!['default', 'heuristic', 'learned'].includes(EVALUATOR))
  throw new Error(`BENCH_EVALUATOR must be default, heuristic or learned, not ${EVALUATOR}`);
const outAt = process.argv.indexOf('--out');
const OUT = outAt >= 0 ? process.argv[outAt + 1] : process.env.BENCH_OUT;
const MAX_MOVES = 3000;

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const load = () => uptime().replace(/.*load average: /, '');

/** A move's text with every object's keys sorted: equal moves, equal texts, in either build. */
function keyOf(value) {
  if (Array.isArray(value)) return `[${value.map(keyOf).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${keyOf(value[key])}`).join(',')}}`;
}

/** A side's MCTS bot for a game, wrapped to count its decisions, thinking time and iterations. */
function side(api, seed, tally, options = {}) {
  return timedMcts(api.bots.mctsBot, options, MS, seed, tally).chooseMove;
}

/** Winning seats of a finished state. */
function winners(api, state) {
  const colors = state.players.map((player) => player.color);
  return api.engine.finalScores(state).winners.map((color) => colors.indexOf(color));
}

/**
 * Today's state as the baseline's engine takes it: the same fields, less the rule readings added
 * since (the readings the baseline knows are kept), checked by the baseline's `validateGameState`.
 */
function baselineState(baseline, state, game) {
  const rules = {};
  for (const name of Object.keys(baseline.engine.DEFAULT_RULES)) rules[name] = state.rules[name];
  const converted = { ...state, rules };
  const checked = baseline.engine.validateGameState(converted);
  if (!checked.ok)
    throw new Error(
      `game ${game}: the baseline's engine refuses the state: ${JSON.stringify(checked)}`,
    );
  return converted;
}

/**
 * Plays game `game` by this build's engine (today's rules); the result as a line of the out file.
 * `builds.current` and `builds.baseline` are `{ engine, bots }`.
 */
function playGame(builds, game) {
  const { current, baseline } = builds;
  const ours = game % PLAYERS;
  const tallies = {
    current: { decisions: 0, ms: 0, iterations: 0 },
    baseline: { decisions: 0, ms: 0, iterations: 0, otherRules: 0 },
  };
  const sides = Array.from({ length: PLAYERS }, (_, seat) => {
    const build = seat === ours ? 'current' : 'baseline';
    const botSeed = current.bots.deriveSeed('equal-time', game, seat);
    const options =
      build === 'current' && EVALUATOR !== 'default'
        ? {
            evaluator: EVALUATOR === 'learned' ? current.bots.learnedEvaluator() : EVALUATOR,
          }
        : {};
    return { build, choose: side(builds[build], botSeed, tallies[build], options) };
  });
  let state = current.engine.newGame({ players: PLAYERS, seed: `equal-time/${game}` });
  let moves = 0;
  for (;;) {
    const legal = current.engine.legalMoves(state);
    if (legal.length === 0) break;
    if (moves >= MAX_MOVES) throw new Error(`game ${game} did not end within ${MAX_MOVES} moves`);
    const decision = current.engine.currentDecision(state);
    if (decision.seat === undefined)
      throw new Error(`game ${game}, move ${moves}: a decision of no seat (${decision.kind})`);
    const { build, choose } = sides[decision.seat];
    const keys = legal.map(keyOf);
    let shown = state;
    if (build === 'baseline') {
      shown = baselineState(baseline, state, game);
      // The baseline's own rules differ from today's in a few positions: counted, not played.
      if (baseline.engine.legalMoves(shown).map(keyOf).join('\n') !== keys.join('\n'))
        tallies.baseline.otherRules++;
    }
    const view = builds[build].engine.playerView(shown, decision.seat);
    const answer = choose(view, structuredClone(legal));
    const index = keys.indexOf(keyOf(answer));
    if (index < 0) throw new Error(`game ${game}: the ${build} bot answered a move not legal`);
    state = current.engine.applyMove(state, legal[index]);
    moves++;
  }
  const won = winners(current, state);
  return {
    part: PART,
    ms: MS,
    evaluator: RECORDED,
    baselineCommit: baselineCommit().slice(0, 12),
    game,
    seat: ours,
    winners: won,
    share: won.includes(ours) ? 1 / won.length : 0,
    moves,
    thisBuild: tallies.current,
    baseline: tallies.baseline,
  };
}

/** The out file's results; games of another run in it are an error. */
function readOut() {
  return readResults(
    OUT,
    (result) =>
      result.part === PART &&
      result.ms === MS &&
      (result.evaluator ?? 'default') === RECORDED &&
      result.baselineCommit === baselineCommit().slice(0, 12),
    (result) =>
      `${result.part}, ${result.ms} ms, evaluator ${result.evaluator ?? 'default'}, baseline ${result.baselineCommit}`,
  );
}

/** One line on the results so far. */
function standing(results) {
  const { n, wins, low, high } = winShare(results);
  return `${n} game${n === 1 ? '' : 's'}: this build won ${wins.toFixed(1).replace(/\.0$/, '')} = ${pct(wins / n)} (95 % interval ${pct(low)}-${pct(high)})`;
}

/** Each side's decisions, thinking time and iterations over the results. */
function sideLine(results, name, label) {
  if (name !== 'baseline') return `${label}: ${tallyLine(results, name)}`;
  const otherRules = results.reduce((total, result) => total + result.baseline.otherRules, 0);
  return `${label}: ${tallyLine(results, name)}; at ${otherRules} of its decisions (any, with a choice or not) its own engine would list other moves than today's`;
}

function report(results) {
  console.log(standing(results));
  console.log(`  this build by its seat: ${seatShares(results, PLAYERS)}`);
  console.log(`  ${sideLine(results, 'thisBuild', 'this build')}`);
  console.log(
    `  ${sideLine(results, 'baseline', `${baselineCommit().slice(0, 7)}${PLAYERS === 2 ? '' : ' (its three bots)'}`)}`,
  );
  const moves = results.reduce((sum, result) => sum + result.moves, 0);
  console.log(`  ${(moves / results.length).toFixed(0)} moves a game`);
}

/** Plays `games` in this thread, handing each result to `done`. */
async function playHere(games, done) {
  const builds = { current: await loadCurrent(), baseline: await loadBaseline() };
  for (const game of games) done(playGame(builds, game));
}

/** Plays `games` in WORKERS worker threads (game k of the list in worker k mod WORKERS). */
function playInWorkers(games, done) {
  const shares = Array.from({ length: WORKERS }, (_, worker) =>
    games.filter((_, at) => at % WORKERS === worker),
  );
  return Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { games: share } });
          worker.on('message', done);
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
        }),
    ),
  );
}

if (!isMainThread) {
  await playHere(workerData.games, (result) => parentPort.postMessage(result));
} else {
  // Builds the baseline once here, before any worker would.
  if ((await loadBaseline()) === undefined) {
    console.log('the build before the speed work cannot be made here (no git history)');
    process.exit(0);
  }
  const started = performance.now();
  console.log(`${new Date().toISOString()} ${uptime()}`);
  console.log(
    `node ${process.version}; ${PLAYERS} players: this build's mctsBot against ${PLAYERS === 2 ? 'the' : 'three of the'} ${baselineCommit().slice(0, 7)} build's (built from git), ${EVALUATOR === 'default' ? 'default options' : `this build's with the ${EVALUATOR} evaluator, the other's default options`}, ${MS} ms a move, ${GAMES} games, seats rotated; ` +
      (WORKERS > 1
        ? `${WORKERS} worker threads: parallel timed games compete for the cores`
        : 'one game at a time in one thread'),
  );
  const results = readOut().filter((result) => result.game < GAMES);
  const held = new Set(results.map((result) => result.game));
  const games = Array.from({ length: GAMES }, (_, game) => game).filter((game) => !held.has(game));
  if (held.size > 0)
    console.log(`${OUT} holds ${held.size} of the games: playing the other ${games.length}`);
  let played = 0;
  const done = (result) => {
    results.push(result);
    if (OUT !== undefined) appendFileSync(OUT, `${JSON.stringify(result)}\n`);
    played++;
    if (played % EVERY === 0 && played < games.length)
      console.log(
        `  after ${results.length} (${((performance.now() - started) / 1000).toFixed(0)} s): ${standing(results)}, load ${load()}`,
      );
  };
  if (WORKERS > 1) await playInWorkers(games, done);
  else await playHere(games, done);
  console.log(
    `played ${played} game${played === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (results.length > 0) report(results);
  console.log(`${new Date().toISOString()} ${uptime()}`);
}
