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
  /** The kind of message. */
  type: 'analyse';
  /** The `.agn` text, as the person gave it. */
  text: string;
  /** Which record of the text (from 0). */
  record: number;
  /** What the analysis runs with. */
  options: WorkerAnalysisOptions;
  /** This worker's share of the steps. */
  share: {
    /** The worker's place among the workers (from 0). */
    index: number;
    /** How many workers share the steps. */
    of: number;
  };
}

/** Put together the analysis from every share's step results (sent to the first worker). */
export interface FinishRequest {
  /** The kind of message. */
  type: 'finish';
  /** The other workers' step results. */
  results: StepResult[];
}

/** What a page posts to an analysis worker. */
export type WorkerRequest = AnalyseRequest | FinishRequest;

/** What an analysis worker posts back. */
export type WorkerReply = WorkerReady | WorkerStep | WorkerShareDone | WorkerDone | WorkerFailed;

/** The record replays: it has `steps` steps in all (every share's). */
export interface WorkerReady {
  /** The kind of message. */
  type: 'ready';
  /** How many steps the whole analysis has. */
  steps: number;
}

/** One step of the worker's share is done. */
export interface WorkerStep {
  /** The kind of message. */
  type: 'step';
  /** The step's judgement. */
  result: StepResult;
}

/** The worker's share is done (with more than one share). */
export interface WorkerShareDone {
  /** The kind of message. */
  type: 'share-done';
}

/** The analysis, and the analysed record as text. */
export interface WorkerDone {
  /** The kind of message. */
  type: 'done';
  /** The analysed `.agn`. */
  text: string;
  /** The analysis as data. */
  analysis: GameAnalysis;
}

/** Nothing analysed: why, with the record's errors where it did not parse or replay. */
export interface WorkerFailed {
  /** The kind of message. */
  type: 'failed';
  /** Why, as an `AnalysisError` code. */
  code: AnalysisErrorCode;
  /** The same in words. */
  message: string;
  /** The notation's errors, with line and column, when the record did not parse or replay. */
  errors: NotationError[];
}
