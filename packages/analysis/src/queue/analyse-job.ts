import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseRecords } from '@antarctica-game/notation';
import { analyseStep, prepareGame, type StepResult, stepsOf } from '../game-steps.js';
import { type AnalysisJob, type AnalysisJobResult, encodeSteps } from './analysis-job.js';

/**
 * Analyses the records of a queue job, every step of each. The event loop gets a turn after each
 * step, so that the queue's lock on the job is renewed while a long analysis runs (a worker whose
 * lock lapses is taken for dead and its job handed to another).
 */
export async function analyseJob(job: AnalysisJob): Promise<AnalysisJobResult> {
  const parsed = parseRecords(job.text);
  const broken = parsed.errors.find((error) => error.severity === 'error');
  // The submitter sends records it parsed and formatted itself: a text that does not parse is a
  // fault (another version of the notation on this machine), reported as the job's failure.
  if (broken !== undefined || parsed.records.length === 0)
    throw new Error(
      `the job's records do not parse here: ${broken?.code ?? 'no record'}: ${broken?.message ?? ''}`,
    );
  const steps: StepResult[][] = [];
  for (const record of parsed.records) {
    const game = prepareGame(record, job.options);
    const results: StepResult[] = [];
    for (const index of stepsOf(game)) {
      results.push(analyseStep(game, index));
      await nextTurn();
    }
    steps.push(results);
  }
  return encodeSteps(steps);
}
