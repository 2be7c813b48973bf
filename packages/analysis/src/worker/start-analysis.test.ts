import { describe, expect, it } from 'vitest';
import { parsed, SEEDED_OPENING } from '../__fixtures__/records.js';
import { analyseGame } from '../analyse-game.js';
import { ANALYSIS_PRESETS } from '../analysis-presets.js';
import { formatAnalysedRecord } from '../record/format-analysed.js';
import { inThreadWorker } from './__fixtures__/in-thread-worker.js';
import {
  AnalysisError,
  AnalysisJobError,
  ANALYSIS_PRESETS as CLIENT_PRESETS,
} from './analysis-client.js';
import { startAnalysis } from './start-analysis.js';

describe('startAnalysis (the page side of the analysis worker)', () => {
  it('gives the analysed record of analyseGame at the quick setting, in one worker or two, with progress to the end', async () => {
    const expected = formatAnalysedRecord(
      parsed(SEEDED_OPENING),
      analyseGame(parsed(SEEDED_OPENING), ANALYSIS_PRESETS.quick),
    );
    for (const workers of [1, 2]) {
      const log = { terminated: 0 };
      const progress: Array<[number, number]> = [];
      const job = startAnalysis(SEEDED_OPENING, {
        createWorker: () => inThreadWorker(log),
        workers,
        onProgress: (done, total) => progress.push([done, total]),
      });
      const { text, analysis } = await job.result;
      expect(text).toBe(expected);
      expect(analysis.ok).toBe(true);
      const total = progress.at(-1)?.[1] ?? 0;
      expect(total).toBeGreaterThan(10);
      expect(progress.at(-1)).toEqual([total, total]);
      // Done: the workers are let go.
      expect(log.terminated).toBe(workers);
    }
  });

  it('rejects as cancelled and terminates its workers when cancelled', async () => {
    const log = { terminated: 0 };
    let job: ReturnType<typeof startAnalysis> | undefined;
    const progress: number[] = [];
    job = startAnalysis(SEEDED_OPENING, {
      createWorker: () => inThreadWorker(log),
      workers: 2,
      onProgress: (done) => {
        progress.push(done);
        if (done === 1) job?.cancel();
      },
    });
    await expect(job.result).rejects.toMatchObject({ code: 'cancelled' });
    expect(log.terminated).toBe(2);
    // Nothing is reported after the cancel.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Math.max(...progress)).toBe(1);
  });

  it('rejects a record that does not replay with the notation errors, their codes and places', async () => {
    const bad = SEEDED_OPENING.replace('1.A s8 e', '1.A s8 s8 e');
    const job = startAnalysis(bad, { createWorker: () => inThreadWorker({ terminated: 0 }) });
    const error = await job.result.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid-record' });
    const errors = (error as { errors: Array<{ code: string; line?: number }> }).errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.line).toBe(10);
  });

  it('rejects a text without a record with the notation’s record-count error', async () => {
    for (const text of ['', '{"hello": 1}']) {
      const job = startAnalysis(text, { createWorker: () => inThreadWorker({ terminated: 0 }) });
      const error = await job.result.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AnalysisJobError);
      expect(error).toMatchObject({ code: 'invalid-record', message: 'the text holds no record' });
      expect((error as AnalysisJobError).errors).toMatchObject([
        { code: 'record-count', severity: 'error', line: 1, column: 1 },
      ]);
    }
  });

  it('rejects a record check rejects (it says who won, but stops early): not analysed', async () => {
    const cut = SEEDED_OPENING.replace('[Players "3"]', '[Players "3"]\n[Result "B"]');
    expect(analyseGame(parsed(cut), ANALYSIS_PRESETS.quick).ok).toBe(false);
    const job = startAnalysis(cut, { createWorker: () => inThreadWorker({ terminated: 0 }) });
    const error = await job.result.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'invalid-record' });
    expect((error as AnalysisJobError).errors).toMatchObject([
      { code: 'game-not-over', severity: 'error' },
    ]);
  });

  it('rejects with the client entry’s own AnalysisError, which a page can test with instanceof', async () => {
    const job = startAnalysis(SEEDED_OPENING, {
      createWorker: () => inThreadWorker({ terminated: 0 }),
    });
    job.cancel();
    const error = await job.result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as AnalysisError).code).toBe('cancelled');
    expect(CLIENT_PRESETS).toBe(ANALYSIS_PRESETS);
  });
});
