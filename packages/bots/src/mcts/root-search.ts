import type { GameState, Move, PlayerView } from '@antarctica-game/engine';
import { gameLeft, type HeuristicWeights } from '../heuristic/evaluate.js';
import { mergeWeights } from '../heuristic/heuristic-bot.js';
import { BotError } from '../play/bot-error.js';
import { keyOf, think } from './mcts-bot.js';
import type { EvaluatorChoice, MctsBotOptions, MctsMoveStatistics } from './mcts-options.js';
import { rate } from './rate.js';
import { DEFAULTS, newSearch } from './search-state.js';

/** Options of {@link searchRoot}: those of an MCTS bot, with a number of iterations. */
export interface RootSearchOptions
  extends Omit<MctsBotOptions, 'budget' | 'onSearch' | 'name' | 'reuseTree'> {
  /** Search iterations (a positive whole number): the same seed then gives the same answer. */
  iterations: number;
  /**
   * Rates the unfinished positions (as {@link MctsBotOptions.evaluator}), but by default the
   * heuristic rating (`'heuristic'`) at every player count, unlike `mctsBot`: the analyses built on
   * this search were made and checked with it.
   */
  evaluator?: EvaluatorChoice;
}

/** The statistics of a move at the root of {@link searchRoot}, its Victory Point margin included. */
export interface RootMoveStatistics extends MctsMoveStatistics {
  /** Mean margin in Victory Points over the best other seat at the leaves (NaN if never visited). */
  margin: number;
}

/** What {@link searchRoot} found. */
export interface RootSearch {
  /** The seat searched for (the view's viewer). */
  seat: number;
  /** Iterations run. */
  iterations: number;
  /** The mean value of the root over every iteration, in [0, 1]. */
  value: number;
  /** The mean Victory Point margin over every iteration. */
  margin: number;
  /** Each move of `legal`, in that order, with its statistics. */
  children: RootMoveStatistics[];
}

/**
 * One information-set MCTS search from a player's view, as {@link mctsBot} runs for a move, that
 * returns the statistics of every move at its root (visits, mean value, prior) and the mean
 * margin in Victory Points at its leaves. Only the moves of `legal` are searched at the root, and
 * unlike the bot it searches even when `legal` holds one move: an analysis gives a move visits of
 * its own by searching it alone (the player's later decisions of the turn are still searched), and
 * a ship discard given here is searched even where the bot's `keepShips` rule would skip it. Give
 * the moves as the engine's `legalMoves` lists them: moves are told apart by {@link keyOf}, which
 * reads their fields in order. No tree is kept between
 * calls; the same view, moves and options give the same answer.
 *
 * @example
 * ```ts
 * const search = searchRoot(playerView(state, seat), legalMoves(state), { iterations: 200, seed: 1 });
 * const best = search.children.reduce((a, b) => (b.visits > a.visits ? b : a));
 * ```
 */
export function searchRoot(
  view: PlayerView,
  legal: readonly Move[],
  options: RootSearchOptions,
): RootSearch {
  const iterations = options.iterations;
  if (!Number.isInteger(iterations) || iterations <= 0 || legal.length === 0)
    throw new BotError(
      'invalid-options',
      'searchRoot needs a positive whole number of iterations and at least one legal move',
    );
  // The heuristic rating unless told otherwise (see RootSearchOptions.evaluator).
  const search = newSearch({
    ...options,
    evaluator: options.evaluator ?? 'heuristic',
    reuseTree: false,
  });
  search.margins = true;
  search.only = new Set(legal.map(keyOf));
  const result = think(search, view, legal, iterations, Number.POSITIVE_INFINITY);
  const children = result.children as RootMoveStatistics[];
  let visits = 0;
  let margin = 0;
  for (const child of children)
    if (child.visits > 0) {
      visits += child.visits;
      margin += child.margin * child.visits;
    }
  return {
    seat: result.seat,
    iterations: result.iterations,
    value: result.value,
    margin: visits > 0 ? margin / visits : Number.NaN,
    children,
  };
}

/** Options of {@link ratePosition}. */
export interface RatePositionOptions {
  /** Weights of the heuristic evaluation (default: the heuristic bot's). */
  weights?: Partial<HeuristicWeights>;
  /** Victory Points that make a position about 73 % won (default 4, as the MCTS bot). */
  valueScale?: number;
}

/**
 * Every seat's rating of a position in [0, 1], as the MCTS bot rates its leaves with the heuristic
 * rating (`evaluator: 'heuristic'`, its default at 3 and 4 players): a finished game
 * by who won, else the logistic of each seat's heuristic evaluation less the best other seat's.
 * It reads the whole state (the others' hands too): to rate from one player's view, rate states
 * drawn by {@link determinize} from that view.
 */
export function ratePosition(state: GameState, options: RatePositionOptions = {}): number[] {
  return rate(
    {
      weights: mergeWeights(options.weights),
      scale: options.valueScale ?? DEFAULTS.valueScale,
      evaluator: null,
    },
    state,
    gameLeft(state),
  );
}
