import type { GameState, Move, PlayerView } from '@antarctica-game/engine';
import type { HeuristicWeights } from '../heuristic/evaluate.js';
import { heuristicChoice, mergeWeights } from '../heuristic/heuristic-bot.js';
import { createRandom, type Random } from '../random.js';
import { randomBot } from '../random-bot/random-bot.js';
import { evaluatorPicker } from './evaluator-choice.js';
import type { Evaluator, EvaluatorChoice, MctsBotOptions } from './mcts-options.js';

// The state of one MCTS: its tree's nodes, its settings and generator, built from the options.

/** A node of the tree: a decision of the searching player. */
export interface Node {
  /** The seat deciding at this node (-1 for a finished game). */
  seat: number;
  children: Map<string, Child>;
}

/** A move at a node, with its statistics. */
export interface Child {
  move: Move;
  visits: number;
  /** How often this move was legal when its parent was visited (information-set UCB). */
  available: number;
  /** Summed reward of every seat over the visits. */
  reward: number[];
  /** Every seat's heuristic rating of the position right after the move. */
  prior: number[];
  /** Summed Victory Point margin of every seat at the leaves (only when the search asks). */
  margin: number[] | null;
  node: Node | null;
}

/** The state of a search built from the bot's options (shared with {@link searchRoot}). */
export function newSearch(options: Omit<MctsBotOptions, 'budget'>): Search {
  const weights = mergeWeights(options.weights);
  const random = createRandom(options.seed ?? 0);
  const policy = options.rolloutPolicy ?? DEFAULTS.rolloutPolicy;
  const rolloutBot =
    policy === 'random' ? randomBot({ seed: Math.floor(random.next() * 2 ** 32) }) : null;
  return {
    exploration: options.exploration ?? DEFAULTS.exploration,
    rolloutDepth: options.rolloutDepth ?? DEFAULTS.rolloutDepth,
    rolloutTurns: options.rolloutTurns ?? DEFAULTS.rolloutTurns,
    scale: options.valueScale ?? DEFAULTS.valueScale,
    weights,
    random,
    rollout:
      typeof policy === 'function'
        ? (state, seat, legal) => ({ move: policy(state, seat, legal, random) })
        : rolloutBot === null
          ? (state, seat, legal) => heuristicChoice(state, seat, legal, weights)
          : (state, _seat, legal) => ({
              move: rolloutBot.chooseMove(state as unknown as PlayerView, legal) as Move,
            }),
    evaluatorFor: evaluatorPicker(
      options.evaluator === undefined ? DEFAULTS.evaluator : options.evaluator,
    ),
    evaluator: null,
    prior: options.priorVisits ?? DEFAULTS.priorVisits,
    priorDepth: options.priorDepth ?? DEFAULTS.priorDepth,
    reuse: options.reuseTree ?? true,
    kept: null,
    margins: false,
    only: null,
  };
}

/** The defaults of {@link MctsBotOptions}. */
export const DEFAULTS = {
  rolloutPolicy: 'heuristic' as 'random' | 'heuristic',
  evaluator: 'auto' as EvaluatorChoice,
  exploration: 0.1,
  rolloutDepth: 60,
  rolloutTurns: 1,
  valueScale: 4,
  priorVisits: 2,
  priorDepth: 1,
};

/** A search's settings, generator and kept subtree. */
export interface Search {
  exploration: number;
  rolloutDepth: number;
  rolloutTurns: number;
  scale: number;
  weights: HeuristicWeights;
  random: Random;
  /**
   * The rollout policy's choice; the states after the move and after the follow-up (`after`,
   * `followUpAfter`) only from the built-in heuristic.
   */
  rollout: (
    state: GameState,
    seat: number,
    legal: Move[],
  ) => { move: Move; followUp?: Move; after?: GameState; followUpAfter?: GameState };
  /** The evaluator for a game of so many players (null: the heuristic rating). */
  evaluatorFor: (players: number) => Evaluator | null;
  /** The evaluator of the search under way, set by each search from its game's players. */
  evaluator: Evaluator | null;
  prior: number;
  priorDepth: number;
  reuse: boolean;
  /** The subtree of the move just played, for the same player's next decision. */
  kept: { seat: number; moves: number; players: number; node: Node } | null;
  /** Whether leaves also back up every seat's Victory Point margin (for {@link searchRoot}). */
  margins: boolean;
  /** The only moves searched at the root, by {@link keyOf} (null: every legal move). */
  only: ReadonlySet<string> | null;
}
