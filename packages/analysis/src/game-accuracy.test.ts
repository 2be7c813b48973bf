import { describe, expect, it } from 'vitest';
import {
  lichessGameAccuracy,
  VOLATILITY_WEIGHT_BOUNDS,
  volatilityWeights,
} from './game-accuracy.js';
import { gameAccuracy } from './verdicts.js';

describe("lichess's game accuracy: a volatility-weighted mean with a harmonic mean", () => {
  it('is null without a move and 100 for perfect moves', () => {
    expect(lichessGameAccuracy([])).toBeNull();
    expect(
      lichessGameAccuracy([
        { before: 0.5, after: 0.5, accuracy: 100 },
        { before: 0.7, after: 0.7, accuracy: 100 },
      ]),
    ).toBe(100);
  });

  it('weights a move by the standard deviation of its window of win chances (worked example)', () => {
    // Series in percent: 50, 40 | 60, 60; 3 transitions, so the window holds 2 values.
    // Move 1 (transition 0): window [50, 40], population deviation 5.
    // Move 2 (transition 2): window [60, 60], deviation 0, held to the lower bound 0.5.
    // Weighted mean (5 · 60 + 0.5 · 100) / 5.5 = 63.6364; harmonic 2 / (1/60 + 1/100) = 75;
    // accuracy (63.6364 + 75) / 2 = 69.3182.
    const accuracy = lichessGameAccuracy([
      { before: 0.5, after: 0.4, accuracy: 60 },
      { before: 0.6, after: 0.6, accuracy: 100 },
    ]);
    expect(VOLATILITY_WEIGHT_BOUNDS).toEqual([0.5, 12]);
    expect(accuracy).toBeCloseTo(69.3182, 4);
  });

  it('holds a weight to at most 12 points of win chance', () => {
    // Window [90, 10]: deviation 40, held to 12; window [50, 50]: 0.5.
    // Weighted (12 · 20 + 0.5 · 100) / 12.5 = 23.2; harmonic 2 / (1/20 + 1/100) = 33.3333;
    // accuracy 28.2667.
    const accuracy = lichessGameAccuracy([
      { before: 0.9, after: 0.1, accuracy: 20 },
      { before: 0.5, after: 0.5, accuracy: 100 },
    ]);
    expect(accuracy).toBeCloseTo(28.2667, 4);
  });

  it('slides a window of ⌊transitions / 10⌋ values, the first window for the first moves', () => {
    // 15 moves: 30 values, 29 transitions, a window of 2 (⌊2.9⌋ is below 2). 45 moves: 89
    // transitions, a window of 8: moves 1 to 4 (transitions 0 to 6) read the first 8 values.
    const calm = { before: 0.5, after: 0.5, accuracy: 100 };
    expect(volatilityWeights(new Array(15).fill(calm))).toEqual(new Array(15).fill(0.5));
    const swung = new Array(45).fill(calm);
    swung[0] = { before: 0.9, after: 0.4, accuracy: 10 };
    const weights = volatilityWeights(swung);
    // The first window, [90, 40, 50, 50, 50, 50, 50, 50]: mean 53.75, deviation 13.64, held to 12.
    expect(weights.slice(0, 4)).toEqual([12, 12, 12, 12]);
    // Move 5 (transition 8) reads values 2 to 9, all 50.
    expect(weights[4]).toBe(0.5);
    // With a swing at move 2 (values 2 and 3) instead, moves 1 to 5 read it, not move 6.
    const later = new Array(45).fill(calm);
    later[1] = { before: 0.55, after: 0.45, accuracy: 70 };
    // Values 2 and 3 are 55 and 45 among six 50s: deviation √((25 + 25) / 8) = 2.5.
    const expected = [2.5, 2.5, 2.5, 2.5, 2.5, 0.5, 0.5];
    for (const [at, weight] of volatilityWeights(later).slice(0, 7).entries()) {
      expect(weight).toBeCloseTo(expected[at] as number, 10);
    }
  });

  it('weighs a move that swings a calm game more than the calm moves around it', () => {
    // Twenty moves in a decided game (deviation 0, weight 0.5) and one that gives up 4 points of
    // win chance: its window's deviation is about 2, four times a calm move's weight, so the
    // weighted mean reads lower than the plain mean of the same accuracies.
    const decided = Array.from({ length: 20 }, () => ({
      before: 0.99,
      after: 0.99,
      accuracy: 100,
    }));
    const bad = { before: 0.99, after: 0.95, accuracy: 80 };
    const moves = [...decided.slice(0, 10), bad, ...decided.slice(10)];
    const accuracies = moves.map((move) => move.accuracy);
    expect(lichessGameAccuracy(moves)).toBeLessThan(gameAccuracy(accuracies) as number);
  });
});
