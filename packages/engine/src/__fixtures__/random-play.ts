import { xorshift32 } from '@antarctica-game/foundation/random';
import { applyMove } from '../apply-move.js';
import { legalMoves } from '../legal-moves.js';
import { type NewGameOptions, newGame } from '../setup/new-game.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';

/** A tiny deterministic generator for choosing moves in tests (separate from the game's own). */
export function chooser(seed: number): (count: number) => number {
  let state = seed >>> 0 || 1;
  return (count) => {
    state = xorshift32(state);
    return state % count;
  };
}

/** Plays random legal moves until the game ends or `maxMoves` is reached. */
export function playRandomGame(
  options: NewGameOptions,
  moveSeed: number,
  maxMoves = 20000,
  onMove?: (before: GameState, move: Move, after: GameState) => void,
): { state: GameState; moves: Move[] } {
  const pick = chooser(moveSeed);
  let state = newGame(options);
  const moves: Move[] = [];
  while (moves.length < maxMoves) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick(legal.length)] as Move;
    const next = applyMove(state, move);
    onMove?.(state, move, next);
    moves.push(move);
    state = next;
  }
  return { state, moves };
}
