// Where an MCTS decision spends its time: runs the MCTS bot (default options, an iteration
// budget) on the positions of search-positions.mjs at 2 and at 4 players, each count in a process
// of its own under `node --cpu-prof`, then reads the profile back through the builds' source maps
// and prints the self time by part of the search (determinization, heuristic evaluation,
// legal-move listing, playing moves, copies, playerView, the tree, garbage collection) and the
// functions with the most self time. Prints figures; asserts nothing.
//
// Run after a build: `node bench/profile-mcts.mjs` (from packages/bots). BENCH_PROFILE_SECONDS
// (default 8) is how long each count thinks; BENCH_PROFILE_ITERATIONS (default 300) the budget of
// a decision; BENCH_PROFILE_TOP (default 25) how many functions are listed; BENCH_PROFILE_KEEP=1
// keeps the .cpuprofile files (for Chrome's DevTools) and prints where they are.
// `BENCH_PROFILE_BUILD=baseline` profiles the build at BASELINE_COMMIT (builds.mjs) instead.
// `BENCH_PROFILE_WORK` (default `2,4`, the MCTS decisions at 2 and 4 players) may also name
// `games` (random 4-player games through playGameSync), `engine` (the engine's bare loop in those
// games) and `env` (the learning environment's steps, 4 players, random legal actions), as
// bench/search-speed.mjs plays them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBaseline, loadCurrent } from './builds.mjs';
import { searchPositions } from './search-positions.mjs';

const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 8);
const ITERATIONS = Number(process.env.BENCH_PROFILE_ITERATIONS ?? 300);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 25);
const BUILD = process.env.BENCH_PROFILE_BUILD === 'baseline' ? 'baseline' : 'current';

/** The child: thinks about the positions, one decision after another, for SECONDS. */
async function think(players) {
  const api = BUILD === 'baseline' ? await loadBaseline() : await loadCurrent();
  if (players === 'games') return randomGames(api);
  if (players === 'env') return environmentSteps(api);
  if (players === 'engine') return engineGames(api);
  const positions = searchPositions(api, players);
  const deadline = performance.now() + SECONDS * 1000;
  let decisions = 0;
  let iterations = 0;
  while (performance.now() < deadline) {
    const { view, legal } = positions[decisions % positions.length];
    // The heuristic rating in both builds (this build's default at 2 players is now the learned
    // network), so that the profiles compare the same iteration.
    const bot = api.bots.mctsBot({
      budget: { iterations: ITERATIONS },
      seed: decisions,
      ...(BUILD === 'current' ? { evaluator: 'heuristic' } : {}),
    });
    bot.chooseMove(view, legal);
    iterations += bot.lastSearch?.iterations ?? 0;
    decisions++;
  }
  console.log(
    `${players} players: ${decisions} decisions, ${iterations} iterations in ${SECONDS} s (${Math.round(iterations / SECONDS)} iterations/s under the profiler)`,
  );
}

/** The child: random 4-player games through `playGameSync` (four random bots) for SECONDS. */
function randomGames(api) {
  const { newGame } = api.engine;
  const { playGameSync, randomBot } = api.bots;
  const deadline = performance.now() + SECONDS * 1000;
  let games = 0;
  while (performance.now() < deadline) {
    const bots = [0, 1, 2, 3].map((seat) => randomBot({ seed: games * 4 + seat }));
    playGameSync(newGame({ players: 4, seed: games }), bots);
    games++;
  }
  console.log(`random games: ${games} in ${SECONDS} s under the profiler`);
}

/** The child: the engine's bare loop (legalMoves, a weighted random choice, applyMove), 4 players. */
function engineGames(api) {
  const { applyMove, botRandom, legalMoves, newGame, weightedRandomBot } = api.engine;
  const deadline = performance.now() + SECONDS * 1000;
  let games = 0;
  while (performance.now() < deadline) {
    const bot = weightedRandomBot(botRandom(games + 1));
    let state = newGame({ players: 4, seed: games });
    for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state))
      state = applyMove(state, bot(state, legal));
    games++;
  }
  console.log(`the engine alone: ${games} games in ${SECONDS} s under the profiler`);
}

/** The child: steps of the learning environment (4 players, random legal actions) for SECONDS. */
function environmentSteps(api) {
  const { createEnvironment, createRandom } = api.bots;
  const env = createEnvironment({ players: 4 });
  const random = createRandom(1);
  const deadline = performance.now() + SECONDS * 1000;
  let step = env.reset(0);
  let games = 0;
  let steps = 0;
  while (performance.now() < deadline) {
    if (step.done) step = env.reset(++games);
    step = env.step(step.legal[random.below(step.legal.length)]);
    steps++;
  }
  console.log(`environment: ${steps} steps in ${SECONDS} s under the profiler`);
}

/** The parts of a search, by the source file and name of a function (first match wins). */
const PARTS = [
  ['garbage collection', (_source, name) => name === '(garbage collector)'],
  ['idle (the machine busy elsewhere)', (_source, name) => name === '(idle)'],
  ['determinization', (source) => /view\/determinize|random\.ts|foundation/.test(source)],
  ['playerView', (source) => /player-view\.ts|view-parts\.ts|view-lists\.ts/.test(source)],
  [
    'copies (state/writable, structuredClone)',
    (source, name) => /state\/writable\.ts/.test(source) || name === 'structuredClone',
  ],
  [
    'legal-move listing',
    (source, name) =>
      /legal-moves\.ts|list-moves\.ts|move-pool\.ts|listed-moves\.ts/.test(source) ||
      (/engine\/src\/rules\//.test(source) && /Moves\d*$/.test(name)),
  ],
  [
    'heuristic evaluation',
    (source) =>
      /heuristic\/evaluate|heuristic\/projected-points|mcts\/rate|scoring\/src/.test(source),
  ],
  ['heuristic move choice (rollouts)', (source) => /heuristic\/heuristic-bot/.test(source)],
  ['random bots', (source) => /random-bot/.test(source)],
  ['the environment (observation, actions)', (source) => /bots\/src\/environment\//.test(source)],
  ['the bots driver (play/)', (source) => /bots\/src\/play\//.test(source)],
  ['playing moves (applyMove, rules)', (source) => /engine\/src\//.test(source)],
  ['the tree (mcts/)', (source) => /bots\/src\/mcts\//.test(source)],
  ['other bots code', (source) => /bots\/src\//.test(source)],
  ['V8 and Node (program, builtins)', () => true],
];

const maps = new Map();
const root = fileURLToPath(new URL('../../../', import.meta.url));
/** The source file and line a profiled function comes from, through its script's source map. */
function origin(frame) {
  const url = frame.url;
  if (!url.startsWith('file://'))
    return { source: url || frame.functionName, line: frame.lineNumber + 1 };
  let map = maps.get(url);
  if (map === undefined) {
    try {
      const path = fileURLToPath(url);
      map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry?.originalSource === undefined) return { source: url, line: frame.lineNumber + 1 };
  // Sources are named relative to the map: made relative to the repository (or to the cache
  // folder, for the baseline's own copy of the sources).
  const file = resolve(dirname(fileURLToPath(url)), entry.originalSource.replace(/^file:\/\//, ''));
  return {
    source: file.replace(/^.*\/node_modules\/\.cache\/[^/]+\//, '').replace(root, ''),
    line: entry.originalLine + 1,
  };
}

/** Prints the self time of a profile by part and by function. */
function report(players, profile) {
  const self = new Map(profile.nodes.map((node) => [node.id, 0]));
  for (let index = 0; index < profile.samples.length; index++) {
    const id = profile.samples[index];
    self.set(id, self.get(id) + (profile.timeDeltas[index] ?? 0));
  }
  const byFunction = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const time = self.get(node.id);
    if (time === 0) continue;
    const name = node.callFrame.functionName || '(anonymous)';
    const { source, line } = origin(node.callFrame);
    const key = `${name} ${source}:${line}`;
    const entry = byFunction.get(key) ?? { name, source, line, time: 0 };
    entry.time += time;
    byFunction.set(key, entry);
    total += time;
  }
  const byPart = new Map(PARTS.map(([part]) => [part, 0]));
  const partOf = (entry) =>
    PARTS.find(([, test]) => test(entry.source, entry.name.replace(/\d+$/, '')))[0];
  for (const entry of byFunction.values()) {
    entry.part = partOf(entry);
    byPart.set(entry.part, byPart.get(entry.part) + entry.time);
  }
  const share = (time) => `${((100 * time) / total).toFixed(1).padStart(5)} %`;
  console.log(`\n${players} players: ${(total / 1e6).toFixed(1)} s profiled, self time by part`);
  for (const [part, time] of [...byPart].sort((a, b) => b[1] - a[1]))
    if (time > 0) console.log(`  ${share(time)}  ${part}`);
  console.log(`${players} players: the ${TOP} functions with the most self time`);
  for (const entry of [...byFunction.values()].sort((a, b) => b.time - a.time).slice(0, TOP))
    console.log(
      `  ${share(entry.time)}  ${entry.name} (${entry.source}:${entry.line}) [${entry.part}]`,
    );
}

// Last, once every constant above is set.
if (process.argv[2] === '--child') {
  const what = process.argv[3];
  await think(['games', 'env', 'engine'].includes(what) ? what : Number(what));
} else {
  const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
  console.log(`${new Date().toISOString()} ${uptime()}`);
  console.log(
    `node ${process.version}, ${BUILD} build, MCTS default options with the heuristic rating, ${ITERATIONS} iterations a decision, ${SECONDS} s a player count`,
  );
  const works = (process.env.BENCH_PROFILE_WORK ?? '2,4').split(',');
  for (const players of works) {
    const folder = mkdtempSync(join(tmpdir(), 'mcts-profile-'));
    execFileSync(
      process.execPath,
      [
        '--cpu-prof',
        `--cpu-prof-dir=${folder}`,
        fileURLToPath(import.meta.url),
        '--child',
        String(players),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
    report(players, JSON.parse(readFileSync(join(folder, file), 'utf8')));
    if (process.env.BENCH_PROFILE_KEEP === '1') console.log(`profile kept: ${join(folder, file)}`);
    else rmSync(folder, { recursive: true, force: true });
  }
  console.log(`${new Date().toISOString()} ${uptime()}`);
}
