// Seeded mid-game positions for the tests and the benchmark: a new game played on by a seeded
// random bot for a number of moves (it stops early if the game ends).
import {
  applyMove,
  botRandom,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  weightedRandomBot,
} from '@antarctica-game/engine';

/** A game of `players` from `seed`, after `plies` random legal moves. */
export function midGame(players: 2 | 3 | 4, seed: number, plies: number): GameState {
  let state = newGame({ players, seed });
  const bot = weightedRandomBot(botRandom(seed));
  for (let ply = 0; ply < plies && state.phase !== 'over'; ply++) {
    const legal: Move[] = legalMoves(state);
    if (legal.length === 0) break;
    state = applyMove(state, bot(state, legal));
  }
  return state;
}

/** The first position of a seeded game (random moves from `after` on) where `wanted` holds. */
export function positionWhere(
  players: 2 | 3 | 4,
  seed: number,
  wanted: (state: GameState, legal: Move[]) => boolean,
  after = 0,
): { state: GameState; legal: Move[] } {
  let state = midGame(players, seed, after);
  const bot = weightedRandomBot(botRandom(seed + 1));
  for (let ply = 0; ply < 2000 && state.phase !== 'over'; ply++) {
    const legal = legalMoves(state);
    if (wanted(state, legal)) return { state, legal };
    state = applyMove(state, bot(state, legal));
  }
  throw new Error(`no such position in game ${seed}`);
}

/** Every position of a whole seeded game (weighted random moves), with its legal moves. */
export function* wholeGame(
  players: 2 | 3 | 4,
  seed: number,
): Generator<{ state: GameState; legal: Move[]; ply: number }> {
  let state = newGame({ players, seed });
  const bot = weightedRandomBot(botRandom(seed));
  for (let ply = 0; state.phase !== 'over'; ply++) {
    const legal = legalMoves(state);
    yield { state, legal, ply };
    state = applyMove(state, bot(state, legal));
  }
}
