/**
 * Opponents for the board game Antarctica that see only their player's view: a fast heuristic
 * bot, information-set Monte Carlo tree search, random bots; drivers for headless games and the
 * engine's statechart actor; and, for Node only, the simulation behind the `antarctica-sim`
 * command, tournaments and bots that are programs in other languages. In a browser or a Web
 * Worker, import `@antarctica-game/bots/browser` instead: the same bots, no Node module.
 *
 * @packageDocumentation
 */
// Everything that runs anywhere, then the Node-only drivers.
export * from './browser.js';
export {
  ENVIRONMENT_PROTOCOL_VERSION,
  serveEnvironment,
} from './environment/env-server.js';
export { closeCommandBots } from './protocol/command-spec.js';
export { type ExternalBot, type ExternalBotOptions, externalBot } from './protocol/external-bot.js';
export { type DriverMessage, PROTOCOL_VERSION, type WireView } from './protocol/messages.js';
export { loadBotModules } from './protocol/module-bot.js';
// The queue's generic plumbing, shared with `antarctica-analyse --queue` (see docs/simulation.md).
export {
  type CollectJobsOptions,
  collectQueueJobs,
  type QueueJobFailure,
  type QueueJobSpec,
} from './queue/collect-jobs.js';
export type { StudyJob } from './queue/job-plan.js';
export {
  checkReachable,
  connectionOf,
  DEFAULT_QUEUE_NAME,
  type QueueAddress,
  type QueueConnection,
  readQueueAddress,
  withoutPassword,
} from './queue/queue-connection.js';
export { clearQueue, JOB_STATES, type QueueStatus, queueStatus } from './queue/queue-status.js';
export {
  type JobWorkerOptions,
  type QueueWorkerOptions,
  runJobWorker,
} from './queue/run-worker.js';
export type {
  Aggregate,
  Category,
  FailureCount,
  FailureRecord,
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
export { UsageError } from './usage-error.js';
