import { describe, expect, it } from 'vitest';
import { parsed, SEEDED_OPENING } from '../__fixtures__/records.js';
import { analyseGame } from '../analyse-game.js';
import { ANALYSIS_PRESETS } from '../analysis-presets.js';
import { formatAnalysedRecord } from '../record/format-analysed.js';
import { inThreadWorker } from './__fixtures__/in-thread-worker.js';
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
});
