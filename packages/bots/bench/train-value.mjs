// Trains the learned evaluator's value network (issue 34, section 3; docs/simulation.md, "A
// learned evaluator") from a seed, in one thread, in plain JavaScript (no native code):
//   nice -n 19 node bench/train-value.mjs --seed 1 --out models/value-2p.json --module src/learned/value-2p-weights.ts
// 1. Self-play: `--games` games (default 60000) of `--players` (2) heuristic bots, the policy of
//    the search's rollouts, that play a random legal move at `--explore` (0.05) of their decisions;
//    a random `--sample` (0.17) of each game's positions is kept, each seat's features read as the
//    evaluator reads them, with the game's outcome. Every 20th game is held out for validation.
// 2. Training: a softmax of one logit a seat (an MLP, `--hidden` 32,16, tanh) against the win
//    shares, by minibatch Adam (`--batch` 128, `--rate` 0.003 falling along a half cosine) for
//    `--epochs` (12) epochs. Prints each epoch's losses beside the default evaluator's (the
//    logistic of the heuristic's margin, scale 4) on the held-out games.
// Writes the weights to --out (every epoch, `training.partial` until the last) and, at the end,
// the TypeScript module the package ships (--module). The same options give the same weights.
// Resumable: the games are kept in chunks under --cache (default: a folder in the system's temp
// folder named by the options) and the trainer's state beside --out (`<out>.checkpoint.json`,
// removed at the end); a rerun with the same options goes on where the last one stopped. While the file named by
// BENCH_QUIET_LOCK exists, it waits between games and epochs (polled every 30 s). Prints the
// time it took by the clock (less those waits) and in CPU seconds (summed over resumed runs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { importFromSource } from './timed-games.mjs';

const options = {
  seed: '1',
  players: '2',
  games: '60000',
  explore: '0.05',
  sample: '0.17',
  hidden: '32,16',
  rate: '0.003',
  batch: '128',
  epochs: '12',
  out: 'models/value-2p.json',
  module: '',
  cache: '',
};
const args = process.argv.slice(2);
for (let at = 0; at < args.length; at += 2) {
  const name = args[at]?.replace(/^--/, '');
  if (name === undefined || !(name in options) || args[at + 1] === undefined)
    throw new Error(
      `unknown option or missing value: ${args[at]} (options: ${Object.keys(options).join(', ')})`,
    );
  options[name] = args[at + 1];
}
const players = Number(options.players);
const games = Number(options.games);
const explore = Number(options.explore);
const sample = Number(options.sample);
const hidden = options.hidden.split(',').map(Number);
const epochs = Number(options.epochs);
const out = resolve(options.out);
const LOCK = process.env.BENCH_QUIET_LOCK;
const CHUNK = 500;
const started = performance.now();
const cpuStarted = process.cpuUsage();
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** Sleeps without a timer (the loops here are synchronous). */
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** Milliseconds spent waiting for the quiet lock, left out of the time the run took. */
let waited = 0;
function waitQuiet() {
  let said = false;
  while (LOCK !== undefined && existsSync(LOCK)) {
    if (!said) console.log(`${new Date().toISOString()} waiting: ${LOCK} exists`);
    said = true;
    const start = performance.now();
    sleep(30_000);
    waited += performance.now() - start;
  }
}

// The learned folder's training code, bundled from the source with the engine it imports, so
// that a rebuild of dist/ during the run changes nothing.
const { playExampleGame, createTrainer, VALUE_FEATURES } = await importFromSource(
  `export { playExampleGame } from './src/learned/value-examples.ts';
export { createTrainer } from './src/learned/value-training.ts';
export { VALUE_FEATURES } from './src/learned/value-features.ts';`,
  'train-value',
);
const width = VALUE_FEATURES.length;

// 1. The games, chunk by chunk (a chunk: its positions, their features and outcomes, float32).
const cache =
  options.cache ||
  join(tmpdir(), `value-data-s${options.seed}-p${players}-e${explore}-x${sample}-w${width}`);
mkdirSync(cache, { recursive: true });
const chunks = [];
let moves = 0;
for (let first = 0; first < games; first += CHUNK) {
  const file = join(cache, `games-${first}-${Math.min(games, first + CHUNK) - 1}.bin`);
  if (!existsSync(file)) {
    const features = [];
    const outcomes = [];
    const held = [];
    let chunkMoves = 0;
    for (let game = first; game < Math.min(games, first + CHUNK); game++) {
      waitQuiet();
      const played = playExampleGame({ seed: options.seed, game, players, explore, sample });
      for (const value of played.features) features.push(value);
      for (let position = 0; position < played.positions; position++) {
        for (const share of played.outcome) outcomes.push(share);
        held.push(game % 20 === 19 ? 1 : 0);
      }
      chunkMoves += played.moves;
    }
    const header = new Int32Array([held.length, chunkMoves]);
    const body = [
      header,
      Float32Array.from(features),
      Float32Array.from(outcomes),
      Int8Array.from(held),
    ];
    writeFileSync(`${file}.part`, Buffer.concat(body.map((array) => Buffer.from(array.buffer))));
    execFileSync('mv', [`${file}.part`, file]);
    console.log(
      `${new Date().toISOString()} games ${first}-${Math.min(games, first + CHUNK) - 1}: ${held.length} positions (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
  const bytes = readFileSync(file);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const [positions, chunkMoves] = new Int32Array(buffer, 0, 2);
  const featureBytes = positions * players * width * 4;
  chunks.push({
    positions,
    features: new Float32Array(buffer, 8, positions * players * width),
    outcomes: new Float32Array(buffer, 8 + featureBytes, positions * players),
    held: new Int8Array(buffer, 8 + featureBytes + positions * players * 4, positions),
  });
  moves += chunkMoves;
}
const positions = chunks.reduce((sum, chunk) => sum + chunk.positions, 0);
const data = {
  players,
  positions,
  features: new Float64Array(positions * players * width),
  outcomes: new Float64Array(positions * players),
};
const trainList = [];
const heldList = [];
let at = 0;
for (const chunk of chunks) {
  data.features.set(chunk.features, at * players * width);
  data.outcomes.set(chunk.outcomes, at * players);
  for (let index = 0; index < chunk.positions; index++)
    (chunk.held[index] ? heldList : trainList).push(at + index);
  at += chunk.positions;
}
const train = Int32Array.from(trainList);
const held = Int32Array.from(heldList);
console.log(
  `${games} games (${moves} moves), ${positions} positions: ${train.length} to train on, ${held.length} held out`,
);

// The default evaluator on the held-out positions: the logistic of each seat's heuristic margin
// (scale 4), as shares of their sum.
const margin = VALUE_FEATURES.indexOf('evaluation margin');
let baseline = 0;
for (const position of held) {
  const ratings = [];
  for (let seat = 0; seat < players; seat++)
    ratings.push(
      1 / (1 + Math.exp(-data.features[(position * players + seat) * width + margin] / 4)),
    );
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  for (let seat = 0; seat < players; seat++) {
    const target = data.outcomes[position * players + seat];
    if (target > 0) baseline -= target * Math.log(ratings[seat] / sum);
  }
}
baseline /= Math.max(1, held.length);

// 2. The training, resumed from the checkpoint when one of the same options is there.
const checkpointFile = `${out}.checkpoint.json`;
const plan = { ...options, out: undefined, module: undefined, cache: undefined };
let checkpoint;
if (existsSync(checkpointFile)) {
  checkpoint = JSON.parse(readFileSync(checkpointFile, 'utf8'));
  if (JSON.stringify(checkpoint.plan) !== JSON.stringify(plan))
    throw new Error(
      `${checkpointFile} was made with other options: remove it or use another --out`,
    );
  console.log(`resuming after epoch ${checkpoint.trainer.epochs}`);
}
const trainerOptions = {
  hidden,
  seed: options.seed,
  learningRate: Number(options.rate),
  epochs,
  batch: Number(options.batch),
};
const trainer = createTrainer(data, train, trainerOptions, checkpoint?.trainer);
const earlier = checkpoint?.seconds ?? { clock: 0, cpu: 0 };
const spent = () => {
  const cpu = process.cpuUsage(cpuStarted);
  return {
    clock: Math.round(earlier.clock + (performance.now() - started - waited) / 1000),
    cpu: Math.round(earlier.cpu + (cpu.user + cpu.system) / 1e6),
  };
};
let trainLoss = checkpoint?.trainLoss ?? Number.NaN;
let heldLoss = checkpoint?.heldLoss ?? Number.NaN;
const notes = (partial) => ({
  command: `node bench/train-value.mjs ${Object.entries(plan)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `--${name} ${value}`)
    .join(' ')}`,
  partial,
  games,
  moves,
  positions,
  heldOut: held.length,
  epochs: trainer.state().epochs,
  trainLoss: Number(trainLoss.toFixed(5)),
  heldLoss: Number(heldLoss.toFixed(5)),
  defaultEvaluatorHeldLoss: Number(baseline.toFixed(5)),
  seconds: spent(),
});
mkdirSync(dirname(out), { recursive: true });
while (trainer.state().epochs < epochs) {
  waitQuiet();
  trainLoss = trainer.epoch(train);
  heldLoss = trainer.loss(held);
  const epoch = trainer.state().epochs;
  console.log(
    `${new Date().toISOString()} epoch ${epoch}: loss ${trainLoss.toFixed(4)}, held out ${heldLoss.toFixed(4)} (default evaluator ${baseline.toFixed(4)}, a coin ${Math.log(players).toFixed(4)})`,
  );
  writeFileSync(`${out}.part`, `${JSON.stringify(trainer.weights(notes(epoch < epochs)))}\n`);
  execFileSync('mv', [`${out}.part`, out]);
  writeFileSync(
    checkpointFile,
    JSON.stringify({ plan, trainer: trainer.state(), seconds: spent(), trainLoss, heldLoss }),
  );
}
const weights = trainer.weights(notes(false));
writeFileSync(out, `${JSON.stringify(weights)}\n`);
if (options.module !== '') {
  // The weights as one JSON string: one line that the formatter leaves alone, and JSON.parse
  // reads a large literal faster than the same object written in code.
  const text = JSON.stringify(weights);
  if (/['\\]/.test(text)) throw new Error('the weights hold a quote or a backslash');
  const module = `// Generated by bench/train-value.mjs: do not edit. ${weights.training.command}
// The value network the package ships, as a module so that bundlers and Web Workers get it with
// the code; models/value-2p.json holds the same weights as JSON (a test checks they agree).
import type { ValueNetworkWeights } from './value-network-weights.js';

/** The weights of the shipped 2-player value network (see docs/simulation.md, "A learned evaluator"). */
export const VALUE_2P_WEIGHTS: ValueNetworkWeights = JSON.parse('${text}');
`;
  writeFileSync(resolve(options.module), module);
}
// Done: the checkpoint is only for resuming an unfinished run.
rmSync(checkpointFile, { force: true });
const took = spent();
console.log(
  `wrote ${options.out}${options.module ? ` and ${options.module}` : ''} (${readFileSync(out).length} bytes); took ${took.clock} s by the clock, ${took.cpu} CPU seconds (${uptime()})`,
);
