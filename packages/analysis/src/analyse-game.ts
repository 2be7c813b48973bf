import type { GameRecord } from '@antarctica-game/notation';
import type { AnalysisOptions } from './analysis-options.js';
import type { GameAnalysis } from './analysis-types.js';
import { analyseStep, finishGame, prepareGame, type StepResult, stepsOf } from './game-steps.js';

/**
 * Analyses a game record (as `@antarctica-game/notation` parses it, table records with `?`
 * included: the replay fills what the record leaves open, and every judgement reads only the
 * deciding player's view). For every decision of the main line: the player's expected outcome
 * before it, the move played and the best found with their values, the loss, a verdict; for every
 * chance outcome (the set-up, a Building Card turned up, Shipyard Cards drawn) every player's
 * luck; and a summary per player. Each search has its own seed drawn from `seed` and the move's
 * number, so the same record, options and seed give the same analysis, and a decision's verdict
 * does not depend on the others'.
 *
 * A record the notation cannot replay is not analysed: `ok` is false and `errors` holds the
 * notation's errors with their codes and positions. Bad options throw an {@link AnalysisError}.
 *
 * @example
 * ```ts
 * const { record } = parseRecord(text);
 * const analysis = analyseGame(record!, { budget: 40, seed: 1 });
 * console.log(analysis.players.map((player) => player.accuracy));
 * ```
 */
export function analyseGame(record: GameRecord, options: AnalysisOptions = {}): GameAnalysis {
  const game = prepareGame(record, options);
  const steps = stepsOf(game);
  const results: StepResult[] = [];
  steps.forEach((index, done) => {
    results.push(analyseStep(game, index));
    options.onProgress?.(done + 1, steps.length);
  });
  return finishGame(game, results);
}
