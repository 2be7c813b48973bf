import type { RootSearchOptions } from '@antarctica-game/bots/browser';
import type { ReplayOptions } from '@antarctica-game/notation';
import { AnalysisError } from './analysis-error.js';
import { ANALYSIS_PRESETS } from './analysis-presets.js';
import type { AnalysisSettings } from './analysis-types.js';

/** Options of {@link analyseGame}. */
export interface AnalysisOptions {
  /**
   * Search iterations for each search of a decision (default {@link DEFAULT_BUDGET}): one search
   * over every legal move finds the best, then the move played and the best get a search of this
   * size each of their own.
   */
  budget?: number;
  /** The seed (default 0): the same record, options and seed give the same analysis. */
  seed?: number | string;
  /**
   * Other outcomes drawn for each chance outcome, to estimate its expectation, for the luck and
   * for the margin split (default 6).
   */
  luckSamples?: number;
  /**
   * States drawn from a player's view to rate a position for luck, and for the margin split's
   * forward judge (default 3).
   */
  luckDraws?: number;
  /** Settings of the information-set search besides its iterations and seed (the bots' defaults otherwise). */
  search?: Omit<RootSearchOptions, 'iterations' | 'seed'>;
  /** Options of the record's replay. */
  replay?: ReplayOptions;
  /** Called after each move analysed, with how many of how many are done. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Search iterations per search by default: small, so that a whole game is analysed in minutes on
 * a shared machine; raise `budget` for verdicts that change less from one seed to another.
 */
export const DEFAULT_BUDGET = ANALYSIS_PRESETS.thorough.budget;

/** The options resolved, or an {@link AnalysisError} that says which is wrong. */
export function resolveOptions(options: AnalysisOptions): AnalysisSettings {
  const whole = (name: string, value: number | undefined, fallback: number): number => {
    if (value === undefined) return fallback;
    if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
      throw new AnalysisError(
        'invalid-options',
        `${name} must be a whole number from 1 to 1000000, not ${String(value)}`,
      );
    return value;
  };
  const seed = options.seed ?? 0;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed))))
    throw new AnalysisError('invalid-options', 'seed must be a finite number or a string');
  return {
    budget: whole('budget', options.budget, DEFAULT_BUDGET),
    seed,
    luckSamples: whole('luckSamples', options.luckSamples, ANALYSIS_PRESETS.thorough.luckSamples),
    luckDraws: whole('luckDraws', options.luckDraws, ANALYSIS_PRESETS.thorough.luckDraws),
  };
}
