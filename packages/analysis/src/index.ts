/**
 * Game analysis for the board game Antarctica: from a game record, each player's expected outcome
 * before every decision (judged from their own view by the bots' information-set search), the
 * move played against the best found, the luck of every chance outcome, and a summary per player.
 *
 * @packageDocumentation
 */
export { analyseDecision, type DecisionVerdict } from './analyse-decision.js';
export { analyseGame } from './analyse-game.js';
export { AnalysisError, type AnalysisErrorCode } from './analysis-error.js';
export { type AnalysisOptions, DEFAULT_BUDGET } from './analysis-options.js';
export {
  ANALYSIS_PRESETS,
  type AnalysisPreset,
  type AnalysisSetting,
} from './analysis-presets.js';
export * from './analysis-types.js';
export { forwardMargins, meanForwardMargins } from './forward-judge.js';
export {
  type AccuracyMove,
  lichessGameAccuracy,
  VOLATILITY_WEIGHT_BOUNDS,
  volatilityWeights,
} from './game-accuracy.js';
export {
  type LuckEstimate,
  type LuckSettings,
  moveLuck,
  redrawUnseen,
  setupLuck,
  viewValue,
} from './luck.js';
export { type ForwardJudgement, projectedMargins, splitMargins } from './margin-split.js';
export {
  ANALYSIS_COMMANDS,
  ANALYSIS_TAGS,
  analysedRecord,
  VERDICT_GLYPHS,
} from './record/analysed-record.js';
export { formatLuck, formatOutcome, readLuck, readOutcome } from './record/eval-command.js';
export { formatAnalysedRecord } from './record/format-analysed.js';
export {
  gameAccuracy,
  judgedLoss,
  moveAccuracy,
  POINTS_PER_WIN_SHARE,
  VERDICT_THRESHOLDS,
  verdictOf,
} from './verdicts.js';
