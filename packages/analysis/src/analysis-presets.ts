// The two settings a person picks from in an app: no imports, so that a page's main thread can
// name them without loading the analysis itself.

/** The settings an app offers: a quick look, or the thorough default. */
export type AnalysisSetting = 'quick' | 'thorough';

/** The sizes of an analysis that a setting stands for (see `AnalysisOptions`). */
export interface AnalysisPreset {
  /** Search iterations for each search of a decision. */
  budget: number;
  /** Other outcomes drawn for each chance outcome. */
  luckSamples: number;
  /** States drawn from a player's view to rate a position for luck. */
  luckDraws: number;
}

/**
 * What each setting runs: `thorough` is the library's defaults (the command line's too), `quick`
 * an eighth of the search and a third of the luck draws, for a first look on a phone (its
 * verdicts change more from one seed to another). The times
 * each takes are measured by the package's bench (see docs/analysis.md).
 */
export const ANALYSIS_PRESETS: Readonly<Record<AnalysisSetting, Readonly<AnalysisPreset>>> = {
  quick: { budget: 5, luckSamples: 2, luckDraws: 1 },
  thorough: { budget: 40, luckSamples: 6, luckDraws: 3 },
};
