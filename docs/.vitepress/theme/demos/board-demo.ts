// The engine page's demo: a board in mid-game that a reader plays on by tapping. The position is
// a seeded game played on by the engine's weighted random bot, so it is the same on every load.
import {
  applyMove,
  botRandom,
  type GameState,
  legalMoves,
  newGame,
  weightedRandomBot,
} from '@antarctica-game/engine';
import type { AntarcticaBoard, AntarcticaMoveDetail } from '@antarctica-game/viewer';

/** How the demo's game is set up. */
export interface BoardDemoOptions {
  players: 2 | 3 | 4;
  seed: number;
  /** Moves the bot plays before the reader takes over. */
  plies: number;
}

/** A seeded game after `plies` moves of the weighted random bot (fewer if it ends first). */
export function demoPosition({ players, seed, plies }: BoardDemoOptions): GameState {
  let state = newGame({ players, seed });
  const bot = weightedRandomBot(botRandom(seed));
  for (let ply = 0; ply < plies; ply++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    state = applyMove(state, bot(state, legal));
  }
  return state;
}

/**
 * Shows the position on `board` with its legal moves, and applies each move the reader taps.
 * Returns a function that starts again from the first position.
 */
export function playOnBoard(board: AntarcticaBoard, options: BoardDemoOptions): () => void {
  const show = (state: GameState) => {
    board.state = state;
    board.moves = legalMoves(state);
  };
  board.addEventListener('antarctica-move', (event) => {
    if (event.defaultPrevented) return;
    const { move } = (event as CustomEvent<AntarcticaMoveDetail>).detail;
    const state = board.state as GameState;
    show(applyMove(state, move));
  });
  const restart = () => show(demoPosition(options));
  restart();
  return restart;
}
