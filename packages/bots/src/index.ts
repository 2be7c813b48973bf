/**
 * Opponents for the board game Antarctica that see only their player's view: a fast heuristic
 * bot, information-set Monte Carlo tree search, random bots; drivers for headless games and the
 * engine's statechart actor; and the simulation behind the `antarctica-sim` command.
 *
 * @packageDocumentation
 */
export type { Bot, BotFactory, BotFailure, GameOverInfo } from './bot.js';
export { type RandomBotOptions, randomBot } from './bots/random-bot.js';
export { type ActionSegment, type ActionSpace, actionSpace } from './environment/action-space.js';
export {
  ENVIRONMENT_PROTOCOL_VERSION,
  serveEnvironment,
} from './environment/env-server.js';
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
export {
  type Evaluator,
  keyOf,
  type MctsBot,
  type MctsBotOptions,
  type MctsBudget,
  type MctsMoveStatistics,
  type MctsSearch,
  mctsBot,
  type RolloutPolicy,
} from './mcts/mcts-bot.js';
export { type AttachBotOptions, attachBot } from './play/attach-bot.js';
export { BotError, type BotErrorCode } from './play/bot-error.js';
export { askBot, askBotSync, type BotTurn, botTurn, sameMove } from './play/decide.js';
export { tellGameOver } from './play/game-over.js';
export { type PlayedGame, type PlayGameOptions, playGame, playGameSync } from './play/play-game.js';
export { closeCommandBots } from './protocol/command-spec.js';
export { type ExternalBot, type ExternalBotOptions, externalBot } from './protocol/external-bot.js';
export { type DriverMessage, PROTOCOL_VERSION, type WireView } from './protocol/messages.js';
export { loadBotModules } from './protocol/module-bot.js';
export { createRandom, deriveSeed, type Random, shuffleInPlace } from './random.js';
export {
  type SelfPlayDecision,
  type SelfPlayGame,
  type SelfPlayOptions,
  selfPlay,
} from './self-play/self-play.js';
export type {
  Aggregate,
  Category,
  FailureCount,
  GameOutcome,
  SeatFailure,
  Standing,
} from './simulation/aggregate.js';
export {
  addGame,
  CATEGORIES,
  canonicalAggregate,
  emptyAggregate,
  FAILURE_KINDS,
  mergeAggregate,
} from './simulation/aggregate.js';
export { type BotSpec, parseBotSpec } from './simulation/bot-spec.js';
export {
  botOfSeat,
  type Shard,
  type ShardGames,
  type SimulationConfig,
  shardRange,
} from './simulation/config.js';
export { type GameRange, gamesIn, joinRanges, missingRanges } from './simulation/game-ranges.js';
export { type MergeOptions, mergeResults } from './simulation/merge-results.js';
export { gameSeed, playStudyGame, type StudyGame } from './simulation/play-batch.js';
export {
  checkConfig,
  doneOf,
  type RunOptions,
  runSimulation,
  type SimulationResult,
} from './simulation/run-simulation.js';
export type { Proportion, Spread, Tally } from './simulation/stats.js';
export {
  formatCsv,
  formatText,
  type StandingSummary,
  type Summary,
  summarize,
} from './simulation/summary.js';
export {
  fitRatings,
  type Rating,
  ratingsWithIntervals,
  type TableOutcome,
} from './tournament/ratings.js';
export {
  checkTournament,
  mergeTournaments,
  runTournament,
  type TournamentConfig,
  type TournamentResult,
  tablesOf,
} from './tournament/tournament.js';
export {
  type BotStanding,
  formatTournamentCsv,
  formatTournamentText,
  reportTournament,
  type TournamentReport,
  tableOutcomes,
  tournamentSvg,
} from './tournament/tournament-report.js';
export { determinize } from './view/determinize.js';
