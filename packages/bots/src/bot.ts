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
   * lists every legal move of that player now; the answer must be one of them. The drivers of this
   * package give each bot its own copy of the list (changing it changes nothing for the driver,
   * which judges the answer with its own list).
   */
  chooseMove(view: PlayerView, legal: readonly Move[]): Move | Promise<Move>;
  /**
   * Told that the game is over, with the final scores (optional). The drivers of this package
   * call it at the end of every game they play to its end.
   */
  gameOver?(result: GameOverInfo): void;
  /**
   * What went wrong with this bot in the current game (optional; external programs fill it in,
   * see {@link externalBot}): each failure made the seat fall back to another bot.
   */
  readonly failures?: readonly BotFailure[];
}

/** Makes a fresh bot for one seat of one game from a seed, so that each game is reproducible. */
export type BotFactory = (seed: number) => Bot;

/** The end of a game as a bot is told it. */
export interface GameOverInfo {
  /** The bot's view of the final position. */
  view: PlayerView;
  /** Victory Points by seat. */
  points: number[];
  /** The winning seats. */
  winners: number[];
  /** Why the game ended: the engine's reason, or `moveLimit` for a game stopped by a driver. */
  ended: string;
}

/**
 * A failure of a bot that is a program or a module: it crashed (or could not start), answered
 * something that is not a move, chose a move that is not legal, or answered too late.
 */
export interface BotFailure {
  /** What went wrong. */
  kind: 'start' | 'crash' | 'garbage' | 'illegal' | 'timeout';
  /** The `moves` count of the view it failed at (how many moves the game had had). */
  move: number;
  /** What happened, for people (with the end of the program's standard error after a crash). */
  message: string;
  /**
   * The last lines (at most 5) that a program wrote on its standard error before it failed, when
   * it wrote any (programs only).
   */
  stderr?: string;
}
