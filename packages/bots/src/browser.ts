/**
 * The bots without their Node drivers: the heuristic bot, information-set MCTS with a time or
 * iteration budget, random bots, headless games, the engine actor's driver, the learning
 * environment and self-play. Nothing here imports a Node module or touches `process`, so this
 * entry runs in browsers, Web Workers, Deno and Node alike (a test bundles it for the browser and
 * loads it where no Node global exists). The simulation, tournaments and external bot programs
 * live in the package's main entry, which needs Node.
 *
 * @example
 * ```ts
 * import { mctsBot } from '@antarctica-game/bots/browser';
 *
 * const bot = mctsBot({ budget: { ms: 500 }, seed: 7 });
 * ```
 *
 * @packageDocumentation
 */
export type { Bot, BotFactory, BotFailure, GameOverInfo } from './bot.js';
export {
  type ActionSegment,
  type ActionSpace,
  actionName,
  actionSpace,
} from './environment/action-space.js';
export {
  createEnvironment,
  type Environment,
  type EnvironmentOptions,
  type TimeStep,
} from './environment/environment.js';
export {
  encodeObservation,
  OBSERVATION_VERSION,
  type ObservationLayout,
  type ObservationSegment,
  observationLayout,
} from './environment/observation.js';
export {
  DEFAULT_WEIGHTS,
  evaluate,
  gameLeft,
  type HeuristicWeights,
  majorityReach,
} from './heuristic/evaluate.js';
export { bestMove, type HeuristicBotOptions, heuristicBot } from './heuristic/heuristic-bot.js';
export { type ProjectedPoints, projectedPoints } from './heuristic/projected-points.js';
export { learnedEvaluator } from './learned/learned-evaluator.js';
export { shippedValueNetwork } from './learned/shipped-network.js';
export { VALUE_FEATURES, writeValueFeatures } from './learned/value-features.js';
export { loadValueNetwork, type ValueNetwork } from './learned/value-network.js';
export { ValueNetworkError, type ValueNetworkErrorCode } from './learned/value-network-error.js';
export {
  type DenseLayer,
  VALUE_NETWORK_FORMAT,
  VALUE_NETWORK_VERSION,
  type ValueNetworkWeights,
} from './learned/value-network-weights.js';
export {
  type Evaluator,
  type EvaluatorChoice,
  keyOf,
  type MctsBot,
  type MctsBotOptions,
  type MctsBudget,
  type MctsMoveStatistics,
  type MctsSearch,
  mctsBot,
  type RolloutPolicy,
} from './mcts/mcts-bot.js';
export {
  type RatePositionOptions,
  type RootMoveStatistics,
  type RootSearch,
  type RootSearchOptions,
  ratePosition,
  searchRoot,
} from './mcts/root-search.js';
export { type AttachBotOptions, attachBot } from './play/attach-bot.js';
export { BotError, type BotErrorCode } from './play/bot-error.js';
export { askBot, askBotSync, type BotTurn, botTurn, sameMove } from './play/decide.js';
export { tellGameOver } from './play/game-over.js';
export { type PlayedGame, type PlayGameOptions, playGame, playGameSync } from './play/play-game.js';
export { createRandom, deriveSeed, type Random, shuffleInPlace } from './random.js';
export { type RandomBotOptions, randomBot } from './random-bot/random-bot.js';
export {
  type SelfPlayDecision,
  type SelfPlayGame,
  type SelfPlayOptions,
  selfPlay,
} from './self-play/self-play.js';
export { determinize } from './view/determinize.js';
