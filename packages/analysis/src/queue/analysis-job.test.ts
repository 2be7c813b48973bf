import { describe, expect, it } from 'vitest';
import type { StepResult } from '../game-steps.js';
import { analysisJobId, analysisKey, decodeSteps, encodeSteps } from './analysis-job.js';

describe('the analysis queue jobs', () => {
  it('carry every number of a step through JSON as it was (NaN, ±Infinity, -0)', () => {
    const steps = [
      [{ index: -1, numbers: [Number.NaN, Number.POSITIVE_INFINITY, -0, 0, -1.5] }],
      [],
    ] as unknown as StepResult[][];
    const back = decodeSteps(encodeSteps(steps)) as unknown as Array<Array<{ numbers: number[] }>>;
    expect(back).toEqual(steps);
    expect(Object.is(back[0]?.[0]?.numbers[2], -0)).toBe(true);
    expect(Object.is(back[0]?.[0]?.numbers[3], 0)).toBe(true);
  });

  it('are named after the records, options and job size, so a run started again finds them', () => {
    const key = analysisKey(['a', 'b'], { budget: 3 }, 1);
    expect(analysisKey(['a', 'b'], { budget: 3 }, 1)).toBe(key);
    expect(analysisKey(['a', 'b'], { budget: 4 }, 1)).not.toBe(key);
    expect(analysisKey(['a', 'b'], { budget: 3 }, 2)).not.toBe(key);
    expect(analysisJobId(key, 5)).toMatch(/^[0-9a-f]{16}-5$/);
  });
});
