import type { GameState, Move } from '@antarctica-game/engine';
import type { HeuristicWeights } from '../heuristic/evaluate.js';
import type { Random } from '../random.js';

/** How much thinking an {@link mctsBot} does for each move. */
export type MctsBudget =
  | {
      /** Search iterations per move: the same seed then always gives the same moves. */
      iterations: number;
    }
  | {
      /** Milliseconds of thinking per move (the moves then depend on the machine's speed). */
      ms: number;
    };

/**
 * What rates a search's unfinished positions (see {@link MctsBotOptions.evaluator}): an
 * {@link Evaluator}, or one of the package's by name.
 */
export type EvaluatorChoice = Evaluator | 'auto' | 'heuristic' | 'learned';

/** Options of {@link mctsBot}. */
export interface MctsBotOptions {
  /** Thinking per move. */
  budget: MctsBudget;
  /** Seed of the bot's generator (default 0). */
  seed?: number;
  /** The exploration constant of UCB1 (default 0.1); higher tries more moves, lower digs deeper. */
  exploration?: number;
  /**
   * The tree holds the searching player's own decisions; when a walk reaches another player's
   * decision, the game is played on by `rolloutPolicy` until the searching player decides again
   * (and `rolloutTurns` more turns; at most `rolloutDepth` moves, default 60) and then rated. 0 rates each new move at once by its
   * prior. Positions are rated by `evaluator`; a finished game by who won.
   */
  rolloutDepth?: number;
  /**
   * Who plays those moves: `'heuristic'` (default: the heuristic bot's choice on the drawn state,
   * a sailing move together with its action, so the others are expected to play as the heuristic
   * bot would) or `'random'` (the weighted random bot: cheaper, and a much weaker model).
   */
  rolloutPolicy?: 'random' | 'heuristic' | RolloutPolicy;
  /**
   * Rates a position that is not finished, for every seat, in [0, 1] (about a win chance):
   * `'heuristic'` is the heuristic evaluation of each seat less the best other seat's, through a
   * logistic of scale `valueScale`; `'learned'` the value network shipped with the package
   * (`learnedEvaluator()`, trained on 2-player games); a function of your own may stand here.
   * Default `'auto'`: `'learned'` at 2 players (with it the search won 70 % of 400 games against
   * the heuristic rating at equal time), `'heuristic'` at 3 and 4. A finished game is always
   * rated by who won (1 shared among the winners, 0 for the others). With `rolloutDepth: 0` every
   * new move is rated by the evaluator at once, without a rollout.
   */
  evaluator?: EvaluatorChoice;
  /**
   * After the others' replies, how many more turns of the searching player (and the replies to
   * them) the rollout policy plays before the position is rated (default 1: the position is rated
   * after one more round, which tells a move's lasting value better than the position right after
   * the replies).
   */
  rolloutTurns?: number;
  /**
   * Keep the subtree of the move played for the same player's next decision of the turn (after a
   * sailing move, the action there), so that its search goes on from there (default true).
   */
  reuseTree?: boolean;
  /** Victory Points that make a rated position about 73 % won (the logistic scale, default 4). */
  valueScale?: number;
  /**
   * How many visits the heuristic rating of a move counts for before the search has tried it
   * (default 2): a move enters the tree rated as the heuristic bot would rate it.
   */
  priorVisits?: number;
  /**
   * When the same player decides again right after a move (the action after sailing), the move's
   * prior is the rating after the best of those next moves, looking this many decisions ahead
   * (default 1; 0 rates the position right after the move).
   */
  priorDepth?: number;
  /**
   * Called after every search with its statistics (also kept as the bot's `lastSearch`), for
   * logging or self-play data.
   */
  onSearch?: (search: MctsSearch) => void;
  /** Weights of the heuristic evaluation used to rate positions and roll out. */
  weights?: Partial<HeuristicWeights>;
  /** A name for tables (default `mcts:<budget>`). */
  name?: string;
}

/**
 * A rollout policy: the move `seat` plays in `state`, one of `legal`. `state` is a complete game
 * drawn consistently with the searching player's view (see {@link determinize}), so it may hold
 * guesses about hidden cards; `random` is the search's own seeded generator, for a policy that
 * samples.
 */
export type RolloutPolicy = (
  state: GameState,
  seat: number,
  legal: readonly Move[],
  random: Random,
) => Move;

/**
 * A value function: every seat's rating of an unfinished position in [0, 1], by seat. `left` is
 * how much of the game remained where the search started (see {@link gameLeft}). `state` is a
 * drawn game, as for a {@link RolloutPolicy}.
 */
export type Evaluator = (state: GameState, left: number) => readonly number[];

/** What one search of an {@link mctsBot} found: the statistics of the moves at its root. */
export interface MctsSearch {
  /** The searching seat. */
  seat: number;
  /** The `moves` count of the view searched from (which decision of the game). */
  moves: number;
  /** Iterations run by this search (visits kept from the previous decision not counted). */
  iterations: number;
  /** Visit-weighted mean value of the root for the searching seat, in [0, 1] (NaN if no visit). */
  value: number;
  /** The move played. */
  chosen: Move;
  /** Statistics of each legal move at the root, in the order of the legal moves. */
  children: MctsMoveStatistics[];
}

/** The statistics of one move at the root of a search. */
export interface MctsMoveStatistics {
  /** The move (one of the legal moves). */
  move: Move;
  /** How often the search walked through it (0 for a move never tried). */
  visits: number;
  /** Its mean value for the searching seat over those visits, in [0, 1] (NaN if none). */
  value: number;
  /** Its prior rating for the searching seat (NaN if it never entered the tree). */
  prior: number;
  /**
   * Its mean margin in Victory Points for the searching seat over the best other seat at the
   * search's leaves (NaN if never visited); only {@link searchRoot} fills it.
   */
  margin?: number;
}
