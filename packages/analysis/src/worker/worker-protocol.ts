import type { NotationError } from '@antarctica-game/notation';
import type { AnalysisErrorCode } from '../analysis-error.js';
import type { AnalysisPreset } from '../analysis-presets.js';
import type { GameAnalysis } from '../analysis-types.js';
import type { StepResult } from '../game-steps.js';

// The messages between a page and an analysis worker: plain data, so that structured clone
// carries them. Type imports only: the client names them without loading the analysis.

/** The options a worker runs with (data only: no callback crosses a thread). */
export interface WorkerAnalysisOptions extends Partial<AnalysisPreset> {
  /** The seed (default 0). */
  seed?: number | string;
}

/**
 * Analyse record `record` of `text`: every step whose position in the game's steps (the set-up
 * first, then each move) is `share.index` modulo `share.of`. With one share the worker answers
 * `done` by itself; otherwise it waits for `finish`.
 */
export interface AnalyseRequest {
  type: 'analyse';
  text: string;
  record: number;
  options: WorkerAnalysisOptions;
  share: { index: number; of: number };
}

/** Put together the analysis from every share's step results (sent to the first worker). */
export interface FinishRequest {
  type: 'finish';
  results: StepResult[];
}

/** What a page posts to an analysis worker. */
export type WorkerRequest = AnalyseRequest | FinishRequest;

/** What an analysis worker posts back. */
export type WorkerReply =
  /** The record replays: it has `steps` steps in all (every share's). */
  | { type: 'ready'; steps: number }
  /** One step of the worker's share is done. */
  | { type: 'step'; result: StepResult }
  /** The worker's share is done (with more than one share). */
  | { type: 'share-done' }
  /** The analysis, and the analysed record as text. */
  | { type: 'done'; text: string; analysis: GameAnalysis }
  /** Nothing analysed: why, with the record's errors where it did not parse or replay. */
  | { type: 'failed'; code: AnalysisErrorCode; message: string; errors: NotationError[] };
