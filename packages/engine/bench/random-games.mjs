// Random full games per second (headless and through the actor), moves per second, the time of
// one legalMoves call and a serialized state's size, for 2, 3 and 4 players.
// Run with `pnpm bench` (builds first). Prints figures; asserts nothing.
import {
  applyMove,
  botRandom,
  currentDecision,
  legalMoves,
  newGame,
  serializeGame,
  weightedRandomBot,
} from '../dist/index.js';
import { createGameActor } from '../dist/machine.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

function playHeadless(players, seed) {
  const bot = weightedRandomBot(botRandom(seed));
  let state = newGame({ players, seed });
  let moves = 0;
  for (;;) {
    const legal = legalMoves(state);
    if (legal.length === 0) return moves;
    state = applyMove(state, bot(state, legal));
    moves++;
  }
}

function playActor(players, seed) {
  const bot = weightedRandomBot(botRandom(seed));
  const actor = createGameActor({ players, seed });
  let moves = 0;
  for (;;) {
    const game = actor.getSnapshot().context.game;
    const legal = legalMoves(game);
    if (legal.length === 0) return moves;
    actor.send(bot(game, legal));
    moves++;
  }
}

function rate(play, players) {
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  while (performance.now() < deadline) {
    moves += play(players, games + 1);
    games++;
  }
  const seconds = (performance.now() - start) / 1000;
  return { games: games / seconds, moves: moves / seconds, perGame: moves / games };
}

function midGameStates(players, count) {
  const states = [];
  for (let seed = 1; states.length < count; seed++) {
    const bot = weightedRandomBot(botRandom(seed));
    let state = newGame({ players, seed });
    for (let step = 0; step < 150 && legalMoves(state).length > 0; step++) {
      state = applyMove(state, bot(state, legalMoves(state)));
      if (step % 10 === 0) states.push(state);
    }
  }
  return states;
}

let sink = 0;
const format = (value) => Math.round(value).toLocaleString('en-US').padStart(9);

console.log(`node ${process.version}, one core, weighted random bots, ${SECONDS} s per figure`);
console.log('players  path       games/s    moves/s  moves/game');
for (const players of [2, 3, 4]) {
  for (const [path, play] of [
    ['headless', playHeadless],
    ['actor', playActor],
  ]) {
    const result = rate(play, players);
    console.log(
      `${String(players).padStart(7)}  ${path.padEnd(8)} ${format(result.games)} ${format(result.moves)}  ${result.perGame.toFixed(0).padStart(10)}`,
    );
  }
}

for (const players of [2, 3, 4]) {
  const states = midGameStates(players, 200);
  const rounds = 200;
  const timeLegalMoves = (sample) => {
    const start = performance.now();
    for (let round = 0; round < rounds; round++)
      for (const state of sample) sink += legalMoves(state).length;
    return ((performance.now() - start) * 1000) / (rounds * sample.length);
  };
  const micros = timeLegalMoves(states);
  const turnStates = states.filter((state) => currentDecision(state).kind === 'turn');
  const turnMicros = timeLegalMoves(turnStates);
  const bytes = states.reduce((sum, state) => sum + serializeGame(state).length, 0) / states.length;
  console.log(
    `${players} players: legalMoves ${micros.toFixed(2)} µs per call (${turnMicros.toFixed(2)} µs at the action step of a turn); serializeGame ${Math.round(bytes).toLocaleString('en-US')} bytes (mid-game mean)`,
  );
}
console.log(`(checksum ${sink})`);
