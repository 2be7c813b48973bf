import type { Move, PlayerView } from '@antarctica-game/engine';

/**
 * An opponent. It is shown what its player may see (the engine's `playerView` for the seat that
 * must decide) and the legal moves, and answers with one of them, at once or as a promise. It is
 * never shown the game state itself, so it cannot read the others' hands, the order of the piles
 * or the game's random generator.
 *
 * @example
 * ```ts
 * const firstMove: Bot = { name: 'first', chooseMove: (_view, legal) => legal[0]! };
 * ```
 */
export interface Bot {
  /** A short name for tables and records, such as `heuristic` or `mcts:100ms`. */
  readonly name: string;
  /**
   * Chooses a move for the player whose view this is (`view.viewer`). `legal` is never empty and
   * lists every legal move of that player now; the answer must be one of them.
   */
  chooseMove(view: PlayerView, legal: readonly Move[]): Move | Promise<Move>;
}

/** Makes a fresh bot for one seat of one game from a seed, so that each game is reproducible. */
export type BotFactory = (seed: number) => Bot;
