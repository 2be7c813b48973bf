// The speed aims of the engine, each as min / median / max over rounds after a warm-up:
// random 4-player games per second headless and through the actor; the same headless games
// against the engine before its speed work, rounds alternating in this one process; the time of
// legalMoves plus applyMove on plain and on deep-frozen states (bench/frozen-states.mjs, in
// processes of their own); and the size of a persisted actor snapshot against serializeGame's
// output. Prints figures; asserts nothing.
// The engine before its speed work is built from git (the commit below, once, into
// node_modules/.cache); `ENGINE_BASELINE=/path/to/dist` compares with another build instead.
// `ENGINE_DIST=/path/to/dist` measures another build of this engine with the same code.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFromGit } from '../../../scripts/build-from-git.mjs';

/** The last commit before the engine's speed work (issue 7): what the ratio compares with. */
const BASELINE_COMMIT = 'f3556635c30f6f0eed772633d29476fb4e68caba';

const dist = resolve(process.env.ENGINE_DIST ?? new URL('../dist', import.meta.url).pathname);
const load = async (folder) => {
  const engine = await import(pathToFileURL(`${folder}/index.js`).href);
  const machine = await import(pathToFileURL(`${folder}/machine.js`).href).catch(() => engine);
  return { ...engine, createGameActor: machine.createGameActor };
};
const engine = await load(dist);
const { botRandom, legalMoves, serializeGame, weightedRandomBot } = engine;
const { createGameActor } = engine;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PLAYERS = 4;

/** One game of weighted random bots; returns its moves. */
function playHeadless(seed, api = engine) {
  const bot = api.weightedRandomBot(api.botRandom(seed));
  let state = api.newGame({ players: PLAYERS, seed });
  let moves = 0;
  for (;;) {
    const legal = api.legalMoves(state);
    if (legal.length === 0) return moves;
    state = api.applyMove(state, bot(state, legal));
    moves++;
  }
}

function playActor(seed) {
  const bot = weightedRandomBot(botRandom(seed));
  const actor = createGameActor({ players: PLAYERS, seed });
  let moves = 0;
  for (;;) {
    const game = actor.getSnapshot().context.game;
    const legal = legalMoves(game);
    if (legal.length === 0) {
      actor.stop();
      return moves;
    }
    actor.send(bot(game, legal));
    moves++;
  }
}

function gamesPerSecond(play, seconds = SECONDS) {
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    moves += play(games + 1);
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { games: games / elapsed, moves: moves / elapsed };
}

const fmt = (value) => Math.round(value).toLocaleString('en-US');
/** Prints min / median / max of rounds sorted by games per second. */
const line = (label, figures) => {
  const median = figures[Math.floor(figures.length / 2)];
  console.log(
    `${label.padEnd(28)} ${fmt(figures[0].games).padStart(7)} ${fmt(median.games).padStart(7)} ${fmt(figures.at(-1).games).padStart(7)}   ${fmt(median.moves).padStart(9)}`,
  );
};

console.log(
  `engine at ${dist}\nnode ${process.version}, one core, ${PLAYERS} players, weighted random bots, ${ROUNDS} rounds of ${SECONDS} s after a warm-up`,
);
console.log(
  `${'path'.padEnd(28)} ${'games/s: min'.padStart(7)}  median     max   moves/s (median)`,
);
// Headless and actor rounds alternate, and the actor's cost is the ratio within each pair of
// rounds: the machine's speed drifts from minute to minute, and both sides of a pair share it.
gamesPerSecond(playHeadless); // warm-up
gamesPerSecond(playActor);
const headlessRounds = [];
const actorRounds = [];
const actorCosts = [];
for (let round = 0; round < ROUNDS; round++) {
  const direct = gamesPerSecond(playHeadless);
  const through = gamesPerSecond(playActor);
  headlessRounds.push(direct);
  actorRounds.push(through);
  actorCosts.push(direct.games / through.games);
}
const byGames = (a, b) => a.games - b.games;
line('headless', headlessRounds.sort(byGames));
line('statechart actor', actorRounds.sort(byGames));
const spread = (values) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return `${sorted[0].toFixed(2)}× / ${sorted[Math.floor(sorted.length / 2)].toFixed(2)}× / ${sorted.at(-1).toFixed(2)}×`;
};
console.log(
  `the actor is slower than headless, rounds alternating (min / median / max): ${spread(actorCosts)}`,
);

/**
 * The engine at BASELINE_COMMIT, with the scorer of that commit, built into node_modules/.cache
 * (kept for later runs); undefined without git history. ENGINE_BASELINE names another build.
 */
async function baselineDist() {
  if (process.env.ENGINE_BASELINE) return resolve(process.env.ENGINE_BASELINE);
  return buildFromGit({
    commit: BASELINE_COMMIT,
    sources: ['packages/engine/src', 'packages/scoring/src'],
    entry: 'packages/engine/src/index.ts',
    folder: fileURLToPath(
      new URL(
        `../node_modules/.cache/engine-baseline-${BASELINE_COMMIT.slice(0, 12)}`,
        import.meta.url,
      ),
    ),
    bundled: { '@antarctica-game/scoring': 'packages/scoring/src/index.ts' },
  });
}

const baselineFolder = await baselineDist();
if (baselineFolder === undefined) {
  console.log(`the engine before its speed work: not available (no git history)`);
} else {
  const baseline = await load(baselineFolder);
  const ratios = [];
  const older = [];
  const newer = [];
  // Four times as many pairs of rounds, each a quarter as long: the machine's speed drifts less
  // within a shorter pair, and the median of more pairs is steadier.
  // A full round of each first, to warm the older build up (this one is warm already).
  gamesPerSecond((seed) => playHeadless(seed, baseline));
  gamesPerSecond((seed) => playHeadless(seed));
  for (let pair = 0; pair < ROUNDS * 4; pair++) {
    const before = gamesPerSecond((seed) => playHeadless(seed, baseline), SECONDS / 4);
    const now = gamesPerSecond((seed) => playHeadless(seed), SECONDS / 4);
    older.push(before);
    newer.push(now);
    ratios.push(now.games / before.games);
  }
  const label = process.env.ENGINE_BASELINE
    ? baselineFolder
    : `the engine before its speed work (${BASELINE_COMMIT.slice(0, 7)}, built from git)`;
  console.log(`against ${label}, ${ROUNDS * 4} pairs of rounds of ${SECONDS / 4} s:`);
  line('  headless, before', older.sort(byGames));
  line('  headless, this build', newer.sort(byGames));
  console.log(
    `  this build over the baseline, by pair of rounds (min / median / max): ${spread(ratios)}`,
  );
}

// Deep-frozen states, as immer or Redux Toolkit hand them out: bench/frozen-states.mjs, in
// processes of their own (plain and frozen taking turns), so that V8 sees only one kind of state,
// as an app does. The cost of frozen states is the ratio within each pair of processes.
const plainMicros = [];
const frozenMicros = [];
const frozenCosts = [];
const sideScript = fileURLToPath(new URL('./frozen-states.mjs', import.meta.url));
const side = (mode) =>
  Number(execFileSync(process.execPath, [sideScript, mode, dist], { encoding: 'utf8' }));
for (let pair = 0; pair < ROUNDS; pair++) {
  const plain = side('plain');
  const frozen = side('frozen');
  plainMicros.push(plain);
  frozenMicros.push(frozen);
  frozenCosts.push(frozen / plain);
}
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `legalMoves + applyMove per position of 20 games, ${ROUNDS} pairs of processes: plain ${median(plainMicros).toFixed(2)} µs, deep-frozen ${median(frozenMicros).toFixed(2)} µs (medians); deep-frozen against plain, by pair (min / median / max): ${spread(frozenCosts)}`,
);

// Saved sizes at several points of several games.
let snapshotBytes = 0;
let savedBytes = 0;
for (let seed = 1; seed <= 20; seed++) {
  const bot = weightedRandomBot(botRandom(seed));
  const actor = createGameActor({ players: PLAYERS, seed });
  for (let step = 0; step < 120; step++) {
    const game = actor.getSnapshot().context.game;
    const legal = legalMoves(game);
    if (legal.length === 0) break;
    actor.send(bot(game, legal));
    if (step % 20 === 0) {
      snapshotBytes += JSON.stringify(actor.getPersistedSnapshot()).length;
      savedBytes += serializeGame(actor.getSnapshot().context.game).length;
    }
  }
  actor.stop();
}
console.log(
  `persisted actor snapshot ${fmt(snapshotBytes / 120)} bytes, serializeGame ${fmt(savedBytes / 120)} bytes (mean of 120 mid-game states): ${(snapshotBytes / savedBytes).toFixed(2)}×`,
);
