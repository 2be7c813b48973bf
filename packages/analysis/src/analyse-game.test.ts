import { describe, expect, it } from 'vitest';
import { parsed, SEEDED_OPENING, TABLE_OPENING } from './__fixtures__/records.js';
import { analyseGame } from './analyse-game.js';
import { AnalysisError } from './analysis-error.js';
import { judgedLoss, moveAccuracy, verdictOf } from './verdicts.js';

const quick = { budget: 4, luckSamples: 3, luckDraws: 2 };

describe('analyseGame', () => {
  it('gives the same analysis for the same record, options and seed, and another for another seed', () => {
    const record = parsed(TABLE_OPENING);
    const first = analyseGame(record, { ...quick, seed: 'same' });
    const second = analyseGame(parsed(TABLE_OPENING), { ...quick, seed: 'same' });
    expect(second).toEqual(first);
    const other = analyseGame(record, { ...quick, seed: 'other' });
    expect(other.decisions.map((decision) => decision.played.value)).not.toEqual(
      first.decisions.map((decision) => decision.played.value),
    );
  });

  it('judges every decision of a table record with `?`s, and finds its chance outcomes', () => {
    const analysis = analyseGame(parsed(TABLE_OPENING), quick);
    expect(analysis.ok).toBe(true);
    // Only warnings: a card left open (the replay fills it), the game stopping early.
    expect(analysis.errors.length).toBeGreaterThan(0);
    for (const error of analysis.errors)
      expect(error.severity === 'warning' || error.code === 'game-not-over').toBe(true);
    expect(analysis.decisions).toHaveLength(15);
    for (const decision of analysis.decisions) {
      for (const value of [
        decision.before,
        decision.played.value,
        decision.best.value,
        decision.loss,
      ]) {
        expect(Number.isFinite(value.winShare)).toBe(true);
        expect(Number.isFinite(value.margin)).toBe(true);
      }
      expect(decision.loss.winShare).toBeGreaterThanOrEqual(0);
      expect(decision.before).toEqual(decision.best.value);
      expect(decision.played.value.winShare).toBeLessThanOrEqual(decision.best.value.winShare);
      if (decision.forced) expect(decision.verdict).toBeNull();
      // The verdict reads the win share or the points given up; the accuracy the win share.
      else expect(decision.verdict).toBe(verdictOf(judgedLoss(decision.loss)));
      expect(decision.accuracy).toBe(moveAccuracy(decision.loss.winShare));
    }
    const kinds = analysis.chances.map((chance) => chance.kind);
    expect(kinds[0]).toBe('setup');
    // Three builds, each turning a Building Card up.
    expect(kinds.filter((kind) => kind === 'buildingCard')).toHaveLength(3);
    for (const chance of analysis.chances) expect(chance.luck).toHaveLength(2);
    expect(analysis.players).toHaveLength(2);
    for (const player of analysis.players) {
      expect(player.decisions).toBe(
        analysis.decisions.filter((decision) => decision.seat === player.seat && !decision.forced)
          .length,
      );
      expect(player.accuracy).toBeGreaterThanOrEqual(0);
      expect(player.accuracy).toBeLessThanOrEqual(100);
    }
  });

  it('analyses a seeded record with free ship placement: placements are set-up decisions', () => {
    const analysis = analyseGame(parsed(SEEDED_OPENING), quick);
    expect(analysis.ok).toBe(true);
    expect(analysis.decisions.filter((decision) => decision.kind === 'setup')).toHaveLength(9);
    expect(analysis.players).toHaveLength(3);
    expect(analysis.chances.some((chance) => chance.kind === 'buildingCard')).toBe(true);
  });

  it('reports progress up to the total', () => {
    const seen: Array<[number, number]> = [];
    analyseGame(parsed(SEEDED_OPENING), {
      ...quick,
      onProgress: (done, total) => seen.push([done, total]),
    });
    expect(seen[0]?.[0]).toBe(1);
    const last = seen[seen.length - 1];
    expect(last?.[0]).toBe(last?.[1]);
  });

  it('answers a record the notation cannot replay with its errors, code and position, and analyses nothing', () => {
    const analysis = analyseGame(
      parsed(SEEDED_OPENING.replace('3.C s2 bd4 xa e', '3.C s2 bd4 xa xa xa xa xa xa e')),
      quick,
    );
    expect(analysis.ok).toBe(false);
    expect(analysis.decisions).toEqual([]);
    const error = analysis.errors.find((found) => found.severity === 'error');
    expect(error?.code).toBe('illegal-move');
    expect([error?.line, error?.column]).toEqual([12, 15]);
  });

  it('refuses bad options with a code', () => {
    const record = parsed(SEEDED_OPENING);
    for (const options of [
      { budget: 0 },
      { budget: 1.5 },
      { luckSamples: -1 },
      { seed: Number.NaN },
    ])
      expect(() => analyseGame(record, options)).toThrow(AnalysisError);
    try {
      analyseGame(record, { budget: 0 });
    } catch (error) {
      expect((error as AnalysisError).code).toBe('invalid-options');
    }
  });
});
