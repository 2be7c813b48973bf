// A cheap tuning run: one MCTS bot (any options) against heuristic bots, in one thread, the MCTS
// bot's seat moving every game. Prints its win share (shared wins count as a share) and its
// thinking time per move. Not part of `pnpm bench`; asserts nothing.
//   node bench/duel.mjs <players> <games> <first game> '<mctsBot options as JSON>'
//   node bench/duel.mjs 2 80 0 '{"budget":{"ms":100},"rolloutTurns":0}'
import { finalScores, newGame } from '@antarctica-game/engine';
import { heuristicBot, mctsBot, playGameSync } from '../dist/index.js';

const [playersArg = '2', gamesArg = '40', firstArg = '0', optionsArg] = process.argv.slice(2);
const players = Number(playersArg);
const games = Number(gamesArg);
const first = Number(firstArg);
const options = JSON.parse(optionsArg ?? '{"budget":{"iterations":100}}');
let wins = 0;
let thinking = 0;
let decisions = 0;
for (let game = first; game < first + games; game++) {
  const seatOfMcts = game % players;
  const bots = Array.from({ length: players }, (_, seat) => {
    if (seat !== seatOfMcts) return heuristicBot({ seed: 1000 * game + seat });
    const bot = mctsBot({ ...options, seed: game });
    return {
      name: bot.name,
      chooseMove(view, legal) {
        const start = performance.now();
        const move = bot.chooseMove(view, legal);
        if (legal.length > 1) {
          thinking += performance.now() - start;
          decisions++;
        }
        return move;
      },
    };
  });
  const { state } = playGameSync(newGame({ players, seed: `exp-${game}` }), bots, {
    maxMoves: 3000,
  });
  const colors = state.players.map((player) => player.color);
  const winners = finalScores(state).winners.map((color) => colors.indexOf(color));
  if (winners.includes(seatOfMcts)) wins += 1 / winners.length;
}
console.log(
  `${JSON.stringify(options)}, ${players} players, games ${first}-${first + games - 1}: MCTS won ${wins}/${games} = ${((100 * wins) / games).toFixed(1)}%, ${(thinking / Math.max(1, decisions)).toFixed(0)} ms a decision`,
);
