import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { movePace } from './move-pace.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('movePace', () => {
  it('holds the moves over the limit for the next second, in order, and refuses a flood', () => {
    const pace = movePace(3, 4);
    const passed: number[] = [];
    const answers = Array.from({ length: 9 }, (_, i) => pace.admit(() => passed.push(i)));
    expect(answers).toEqual([
      'now',
      'now',
      'now',
      'held',
      'held',
      'held',
      'held',
      'refused',
      'refused',
    ]);
    expect(passed).toEqual([0, 1, 2]);
    vi.advanceTimersByTime(1000);
    expect(passed).toEqual([0, 1, 2, 3, 4, 5]);
    // A move that comes while some wait goes behind them.
    expect(pace.admit(() => passed.push(9))).toBe('held');
    vi.advanceTimersByTime(1000);
    expect(passed).toEqual([0, 1, 2, 3, 4, 5, 6, 9]);
    vi.advanceTimersByTime(1000);
    expect(pace.admit(() => passed.push(10))).toBe('now');
  });

  it('forgets what it holds when stopped', () => {
    const pace = movePace(1, 5);
    const passed: number[] = [];
    pace.admit(() => passed.push(0));
    pace.admit(() => passed.push(1));
    pace.stop();
    vi.advanceTimersByTime(5000);
    expect(passed).toEqual([0]);
  });
});
