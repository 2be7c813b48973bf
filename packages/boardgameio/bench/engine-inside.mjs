// The engine inside boardgame.io against the bare engine, in the same run: random four-player
// games per second (weighted random bots), in rounds that alternate, after a warm-up.
//
// - bare engine: legalMoves + applyMove;
// - boardgame.io reducer: each move as a boardgame.io action through its reducer (flow, plugins,
//   Immer, the game's hooks), as the master applies it;
// - reducer + views: the same, plus the four players' views (playerView and legal moves) that
//   the master sends after each move.
//
// Run after a build: node bench/engine-inside.mjs (BENCH_SECONDS per round, default 2; BENCH_ROUNDS, default 5).
// BENCH_BASELINE=<an older build's dist/index.js> adds the same two boardgame.io paths with that
// build, in the same rounds (to compare before and after a change):
//   git stash && npx tsup && cp -r dist bench/baseline/ && git stash pop && npx tsup
//   BENCH_BASELINE=./baseline/dist/index.js node bench/engine-inside.mjs
import { createRequire } from 'node:module';
import {
  applyMove,
  botRandom,
  legalMoves,
  newGame,
  weightedRandomBot,
} from '@antarctica-game/engine';
import * as current from '../dist/index.js';

const baseline = process.env.BENCH_BASELINE
  ? await import(new URL(process.env.BENCH_BASELINE, import.meta.url).href)
  : undefined;

const require = createRequire(import.meta.url);
const { InitializeGame, CreateGameReducer, getFilterPlayerView } = require('boardgame.io/internal');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function bareGame(seed) {
  let state = newGame({ players: 4, seed });
  const bot = weightedRandomBot(botRandom(seed));
  let moves = 0;
  for (let legal = legalMoves(state); legal.length > 0; legal = legalMoves(state)) {
    state = applyMove(state, bot(state, legal));
    moves++;
  }
  return moves;
}

function boardgameioGame(build, seed, withViews) {
  const { antarcticaGame, moveArguments } = build;
  const game = antarcticaGame({ defaultSetupData: { seed } });
  const reducer = CreateGameReducer({ game });
  const filter = getFilterPlayerView(game);
  let state = InitializeGame({ game, numPlayers: 4 });
  // The bot decides on the engine's state, as the bare path does, so both play the same game.
  let engine = newGame({ players: 4, seed });
  const bot = weightedRandomBot(botRandom(seed));
  let moves = 0;
  for (let legal = legalMoves(engine); legal.length > 0; legal = legalMoves(engine)) {
    const move = bot(engine, legal);
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: move.type, args: [moveArguments(move)], playerID: String(move.seat) },
    });
    if (withViews) {
      for (const playerID of ['0', '1', '2', '3'])
        filter(playerID, { type: 'update', args: ['m', state] });
    }
    engine = applyMove(engine, move);
    moves++;
  }
  if (state.ctx.gameover === undefined || state._stateID !== moves)
    throw new Error('the games differ');
  return moves;
}

function round(play) {
  const start = performance.now();
  const end = start + SECONDS * 1000;
  let games = 0;
  let moves = 0;
  let seed = 1;
  while (performance.now() < end) {
    moves += play(seed++);
    games++;
  }
  // The last game ends after the round's time: count the time it took.
  const seconds = (performance.now() - start) / 1000;
  return { gamesPerSecond: games / seconds, movesPerSecond: moves / seconds };
}

const paths = {
  'bare engine': (seed) => bareGame(seed),
  'boardgame.io reducer': (seed) => boardgameioGame(current, seed, false),
  'reducer + 4 views': (seed) => boardgameioGame(current, seed, true),
  ...(baseline
    ? {
        'reducer (baseline)': (seed) => boardgameioGame(baseline, seed, false),
        'reducer + views (baseline)': (seed) => boardgameioGame(baseline, seed, true),
      }
    : {}),
};
for (const play of Object.values(paths)) for (let i = 1; i <= 3; i++) play(i); // warm-up
const results = Object.fromEntries(Object.keys(paths).map((name) => [name, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, play] of Object.entries(paths)) results[name].push(round(play));
}
const stat = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[0], sorted[Math.floor(sorted.length / 2)], sorted[sorted.length - 1]];
};
const f = (n) => n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 2 : 0 });
console.log(
  `node ${process.version}, 4 players, weighted random bots, ${ROUNDS} rounds of ${SECONDS} s, alternating; NODE_ENV=${process.env.NODE_ENV}`,
);
console.log('path                        games/s: min  median     max   moves/s (median)');
for (const [name, list] of Object.entries(results)) {
  const [min, median, max] = stat(list.map((r) => r.gamesPerSecond));
  const moves = stat(list.map((r) => r.movesPerSecond))[1];
  console.log(
    `${name.padEnd(28)}${f(min).padStart(9)}${f(median).padStart(8)}${f(max).padStart(8)}${f(moves).padStart(14)}`,
  );
}
for (const name of Object.keys(paths).slice(1)) {
  const ratios = results[name].map(
    (r, i) => results['bare engine'][i].gamesPerSecond / r.gamesPerSecond,
  );
  const [min, median, max] = stat(ratios);
  console.log(
    `bare engine over ${name}, by round (min / median / max): ${f(min)}× / ${f(median)}× / ${f(max)}×`,
  );
}
