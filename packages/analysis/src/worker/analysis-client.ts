// `@antarctica-game/analysis/client`: the page's side of an analysis in Web Workers. It loads
// nothing of the analysis (type imports, the presets and the error class only), so a page's main thread stays
// light: `startAnalysis` runs one analysis, `AnalysisController` is a panel's whole logic
// (state and events, no DOM) for a view to draw.
export { AnalysisError, type AnalysisErrorCode } from '../analysis-error.js';
export {
  ANALYSIS_PRESETS,
  type AnalysisPreset,
  type AnalysisSetting,
} from '../analysis-presets.js';
export type { StepResult } from '../game-steps.js';
export {
  type AnalyseOptions,
  AnalysisController,
  type AnalysisControllerHost,
  type AnalysisControllerOptions,
  type AnalysisPhase,
  type AnalysisRun,
  type AnalysisSource,
  type AnalysisState,
  analysisWorkerCount,
} from './analysis-controller.js';
export {
  type AnalysisJob,
  AnalysisJobError,
  type AnalysisJobResult,
  type AnalysisWorkerLike,
  type StartAnalysisOptions,
  startAnalysis,
} from './start-analysis.js';
export type {
  AnalyseRequest,
  FinishRequest,
  WorkerAnalysisOptions,
  WorkerDone,
  WorkerFailed,
  WorkerReady,
  WorkerReply,
  WorkerRequest,
  WorkerShareDone,
  WorkerStep,
} from './worker-protocol.js';
