import { describe, expect, it } from 'vitest';
import {
  gameAccuracy,
  judgedLoss,
  moveAccuracy,
  POINTS_PER_WIN_SHARE,
  VERDICT_THRESHOLDS,
  verdictOf,
} from './verdicts.js';

describe('verdicts and accuracy', () => {
  it('judges by the documented thresholds', () => {
    expect(verdictOf(0.049)).toBeNull();
    expect(verdictOf(VERDICT_THRESHOLDS.inaccuracy)).toBe('inaccuracy');
    expect(verdictOf(0.1)).toBe('mistake');
    expect(verdictOf(0.2)).toBe('blunder');
  });

  it('judges a move by the Victory Points it gave up where the win share hardly moves', () => {
    // A game already lost: 3 VP given up, the win share unchanged near 0.
    expect(judgedLoss({ winShare: 0.001, margin: 3 })).toBeCloseTo(3 / POINTS_PER_WIN_SHARE, 10);
    expect(verdictOf(judgedLoss({ winShare: 0.001, margin: 2 }))).toBe('inaccuracy');
    expect(verdictOf(judgedLoss({ winShare: 0, margin: 4 }))).toBe('mistake');
    expect(verdictOf(judgedLoss({ winShare: 0, margin: 8 }))).toBe('blunder');
    expect(verdictOf(judgedLoss({ winShare: 0.01, margin: 1.9 }))).toBeNull();
    // The win share still counts where it says more.
    expect(judgedLoss({ winShare: 0.12, margin: 1 })).toBe(0.12);
  });

  it('follows lichess’s curve for a move', () => {
    expect(moveAccuracy(0)).toBeCloseTo(100, 3);
    expect(moveAccuracy(0.1)).toBeCloseTo(103.1668 * Math.exp(-0.4354) - 3.1669, 10);
    expect(moveAccuracy(0.3)).toBeCloseTo(24.8, 0);
    expect(moveAccuracy(1)).toBe(0);
  });

  it('does not let one disaster hide among easy moves', () => {
    expect(gameAccuracy([])).toBeNull();
    expect(gameAccuracy([100, 100])).toBe(100);
    const plainMean = (100 * 19 + 0) / 20;
    expect(gameAccuracy([...new Array(19).fill(100), 0])).toBeLessThan(plainMean - 10);
  });
});
