import type { Move } from './moves.js';
import type { GameState } from './state.js';

/**
 * The last list of legal moves handed out, with the state it was listed for. A bot lists the
 * moves and applies one of them to the same state; `applyMove` need not check such a move again.
 * Listed moves are frozen (`move-pool.ts`), and this keeps its own copy of the list, so a move
 * found here by identity is exactly a move that was listed: neither it nor the list can have
 * been changed by the caller since.
 */
let listedState: GameState | undefined;
/** One list, refilled each time: the copy costs no garbage. */
const listedMoves: Move[] = [];

/** Remembers the moves just listed for `state` (the engine's working copy of it). */
export function rememberListed(state: GameState, moves: readonly Move[]): void {
  listedState = state;
  listedMoves.length = 0;
  for (let index = 0; index < moves.length; index++) listedMoves.push(moves[index] as Move);
}

/** Whether `move` is, by identity, one of the moves last listed for this very state. */
export function wasJustListed(state: GameState, move: unknown): boolean {
  return state === listedState && listedMoves.includes(move as Move);
}
