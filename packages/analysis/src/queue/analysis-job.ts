import { createHash } from 'node:crypto';
import type { StepResult } from '../game-steps.js';

/** The queue `antarctica-analyse` submits to and its workers take jobs from, by default. */
export const DEFAULT_ANALYSIS_QUEUE = 'antarctica-analyse';

/** Records per job by default: one record's analysis is seconds to minutes of a core. */
export const DEFAULT_JOB_RECORDS = 1;

/** What one queue job asks a worker to analyse: a few records, each with all its steps. */
export interface AnalysisJob {
  /** Which submitted run the job belongs to (see {@link analysisKey}). */
  run: string;
  /** The records, formatted as one text (a worker parses it again). */
  text: string;
  /** The analysis options (data only, as `--workers` gives its threads). */
  options: { budget?: number; seed?: number | string; luckSamples?: number; luckDraws?: number };
}

/** What a worker returns: the steps of each record of its job, encoded by {@link encodeSteps}. */
export type AnalysisJobResult = string;

/**
 * The key of a run on the queue: the same records, options and job size give the same key, so that
 * a submitter started again finds the jobs of its earlier run.
 */
export function analysisKey(texts: readonly string[], options: object, jobRecords: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ texts, options, jobRecords }))
    .digest('hex')
    .slice(0, 16);
}

/** The queue's id of a run's job that starts at record position `first` (no `:`). */
export const analysisJobId = (run: string, first: number): string => `${run}-${first}`;

/**
 * JSON that keeps every number as it was (NaN, ±Infinity and -0 are written as tagged strings),
 * so that steps analysed on another machine finish into the same analysis as here.
 */
export function encodeSteps(steps: StepResult[][]): AnalysisJobResult {
  return JSON.stringify(steps, (_, value) =>
    typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))
      ? `\u0000num:${Object.is(value, -0) ? '-0' : String(value)}`
      : value,
  );
}

/** The inverse of {@link encodeSteps}. */
export function decodeSteps(text: AnalysisJobResult): StepResult[][] {
  return JSON.parse(text, (_, value) =>
    typeof value === 'string' && value.startsWith('\u0000num:')
      ? Number(value.slice('\u0000num:'.length))
      : value,
  );
}
