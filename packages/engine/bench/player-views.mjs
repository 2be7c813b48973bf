// The cost of a player's view along random games: plays 40 seeded 4-player games with the
// engine's weighted random bot, then times `playerView` for the deciding seat of every position in
// game order (as a driver asks it, so that views share their unchanged parts), by CPU time, over
// 15 rounds; prints the median and the best quartile in microseconds a view. Asserts nothing.
// Run after a build: `node bench/player-views.mjs` (from packages/engine); `ENGINE_DIST=/path`
// measures another build (a folder with its `index.js`) with the same positions.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.env.ENGINE_DIST ?? new URL('../dist', import.meta.url).pathname);
const {
  applyMove,
  botRandom,
  currentDecision,
  legalMoves,
  newGame,
  playerView,
  weightedRandomBot,
} = await import(pathToFileURL(`${dist}/index.js`).href);

const positions = [];
for (let game = 0; game < 40; game++) {
  const bot = weightedRandomBot(botRandom(game + 1));
  let state = newGame({ players: 4, seed: game });
  for (;;) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    positions.push(state);
    state = applyMove(state, bot(state, legal));
  }
}
const seats = positions.map((state) => currentDecision(state).seat ?? 0);

/** This process's CPU time in milliseconds. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e3;
};
const rounds = [];
for (let round = 0; round < 15; round++) {
  const start = cpu();
  for (let index = 0; index < positions.length; index++) playerView(positions[index], seats[index]);
  rounds.push(cpu() - start);
}
rounds.sort((a, b) => a - b);
const micro = (ms) => ((ms / positions.length) * 1000).toFixed(2);
console.log(
  `playerView along ${positions.length} positions of 40 random 4-player games: ${micro(rounds[7])} µs a view (median of 15 rounds; best quartile ${micro(rounds[3])} µs), CPU time`,
);
