// One side of the deep-frozen comparison of bench/speed.mjs, run in a process of its own so that
// V8 sees only plain or only deep-frozen states, as an app does (one that uses immer, Redux
// Toolkit or boardgame.io sees only frozen ones). `node bench/frozen-states.mjs plain|frozen
// [dist]` plays 20 recorded random 4-player games again and again, each new state deep-frozen as
// it comes (outside the timing) or kept plain, and prints the time of legalMoves plus applyMove
// per position, in µs, added up position by position while the state is fresh. (The clock's own
// cost, some tens of ns a position, is in both figures alike.)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [mode, folder = new URL('../dist', import.meta.url).pathname] = process.argv.slice(2);
const { applyMove, botRandom, legalMoves, newGame, weightedRandomBot } = await import(
  pathToFileURL(`${resolve(folder)}/index.js`).href
);
const freeze = mode === 'frozen';

// Freezes what is not frozen yet, as immer's auto-freeze does: a state's shared parts are frozen
// already. (for...in, not Object.keys: no garbage of the bench's own to collect in engine time.)
function deepFreeze(value) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key in value) deepFreeze(value[key]);
  return Object.freeze(value);
}

const recorded = [];
for (let seed = 1; seed <= 20; seed++) {
  const bot = weightedRandomBot(botRandom(seed));
  const moves = [];
  let state = newGame({ players: 4, seed });
  for (;;) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    moves.push(bot(state, legal));
    state = applyMove(state, moves.at(-1));
  }
  recorded.push({ seed, moves });
}

function microsPerPosition() {
  let elapsed = 0;
  let positions = 0;
  for (const game of recorded) {
    let state = newGame({ players: 4, seed: game.seed });
    for (const move of game.moves) {
      if (freeze) deepFreeze(state);
      const start = performance.now();
      legalMoves(state);
      state = applyMove(state, move);
      elapsed += performance.now() - start;
      positions++;
    }
  }
  return (elapsed * 1000) / positions;
}

for (let round = 0; round < 5; round++) microsPerPosition(); // warm-up
const rounds = [];
for (let round = 0; round < 15; round++) rounds.push(microsPerPosition());
rounds.sort((a, b) => a - b);
console.log(rounds[Math.floor(rounds.length / 2)].toFixed(3));
