// The states of one line of play kept at intervals: every K-th state is stored, any other is
// rebuilt from the checkpoint before it by at most K - 1 engine moves, so going to any move costs
// the same wherever it is in the game, and a long record does not hold every state in memory.
import { applyMove, type GameState, type Move } from '@antarctica-game/engine';

/** States at intervals along a list of moves, and the way back to any state between them. */
export class Checkpoints {
  readonly #every: number;
  readonly #moves: readonly Move[];
  readonly #kept: GameState[] = [];
  /** The state rebuilt last, and its index: the next one is one move away. */
  #recent: { index: number; state: GameState } | undefined;

  /**
   * @param states - every state of the line (the first, then one after each move); only the
   *   checkpoints are kept.
   * @param every - the interval K between kept states (1 keeps them all).
   */
  constructor(states: readonly GameState[], moves: readonly Move[], every: number) {
    this.#every = Math.max(1, Math.floor(every));
    this.#moves = moves;
    for (let index = 0; index < states.length; index += this.#every)
      this.#kept.push(states[index] as GameState);
  }

  /** How many states the line has: one more than its moves. */
  get length(): number {
    return this.#moves.length + 1;
  }

  /** How many states are stored. */
  get stored(): number {
    return this.#kept.length;
  }

  /** The state after `index` moves of the line (0 is its first state); clamped to the line. */
  stateAt(index: number): GameState {
    const at = Math.min(Math.max(0, Math.floor(index)), this.#moves.length);
    const recent = this.#recent;
    if (recent !== undefined && recent.index === at) return recent.state;
    const checkpoint = Math.floor(at / this.#every);
    let from = checkpoint * this.#every;
    let state = this.#kept[checkpoint] as GameState;
    // Going on from the last state rebuilt is shorter when it lies between the checkpoint and here.
    if (recent !== undefined && recent.index > from && recent.index < at) {
      from = recent.index;
      state = recent.state;
    }
    for (let move = from; move < at; move++) state = applyMove(state, this.#moves[move] as Move);
    this.#recent = { index: at, state };
    return state;
  }
}
