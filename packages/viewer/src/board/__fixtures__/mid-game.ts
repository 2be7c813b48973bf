// Seeded mid-game positions for the tests and the benchmark: a new game played on by a seeded
// random bot for a number of moves (it stops early if the game ends).
import {
  applyMove,
  botRandom,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  uniformBot,
} from '@antarctica-game/engine';

/** A game of `players` from `seed`, after `plies` random legal moves. */
export function midGame(players: 2 | 3 | 4, seed: number, plies: number): GameState {
  let state = newGame({ players, seed });
  const bot = uniformBot(botRandom(seed));
  for (let ply = 0; ply < plies && state.phase !== 'over'; ply++) {
    const legal: Move[] = legalMoves(state);
    if (legal.length === 0) break;
    state = applyMove(state, bot(state, legal));
  }
  return state;
}
