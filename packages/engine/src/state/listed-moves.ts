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
/**
 * One list, refilled each time: the copy costs no garbage. Its first `listedCount` entries are
 * the list (setting an array's length is a slow runtime call in V8, so it is never shortened).
 */
const listedMoves: Move[] = [];
let listedCount = 0;

/** Remembers the moves just listed for `state` (the engine's working copy of it). */
export function rememberListed(state: GameState, moves: readonly Move[]): void {
  listedState = state;
  listedCount = moves.length;
  for (let index = 0; index < listedCount; index++) listedMoves[index] = moves[index] as Move;
}

/** Whether `move` is, by identity, one of the moves last listed for this very state. */
export function wasJustListed(state: GameState, move: unknown): boolean {
  if (state !== listedState) return false;
  for (let index = 0; index < listedCount; index++) if (listedMoves[index] === move) return true;
  return false;
}
