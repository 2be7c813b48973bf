import { deriveSeed } from '@antarctica-game/bots/browser';
import { currentDecision } from '@antarctica-game/engine';
import { type GameRecord, replayRecord, toNotationMove } from '@antarctica-game/notation';
import { analyseDecision } from './analyse-decision.js';
import { type AnalysisOptions, resolveOptions } from './analysis-options.js';
import type { ChanceLuck, DecisionAnalysis, GameAnalysis } from './analysis-types.js';
import { chanceKind } from './decision-kind.js';
import { moveLuck, setupLuck } from './luck.js';
import { summarize } from './summarize.js';

/** Replay problems that do not stop an analysis: the game may stop early, a card may be open. */
const ANALYSABLE = new Set(['game-not-over']);

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
  const settings = resolveOptions(options);
  const replay = replayRecord(record, options.replay);
  const fatal = replay.errors.some(
    (error) => error.severity === 'error' && !ANALYSABLE.has(error.code),
  );
  const start = replay.states[0];
  if (fatal || start === undefined)
    return { ok: false, errors: replay.errors, settings, decisions: [], chances: [], players: [] };
  const seed = deriveSeed(settings.seed);
  const luck = { samples: settings.luckSamples, draws: settings.luckDraws };
  const decisions: DecisionAnalysis[] = [];
  const chances: ChanceLuck[] = [];
  const total = replay.moves.length + 1;
  chances.push({ index: -1, item: -1, kind: 'setup', ...setupLuck(start, luck, seed) });
  options.onProgress?.(1, total);
  replay.moves.forEach((move, index) => {
    const before = replay.states[index];
    const after = replay.states[index + 1];
    if (before === undefined || after === undefined) return;
    const item = replay.moveItems[index] ?? -1;
    if (currentDecision(before).kind !== 'draftDraw') {
      const verdict = analyseDecision(
        before,
        move,
        settings.budget,
        deriveSeed(seed, 'decision', index),
        options.search,
      );
      decisions.push({
        index,
        item,
        ...verdict,
        bestNotation: toNotationMove(before, verdict.best.move),
      });
    }
    const found = moveLuck(before, move, after, luck, deriveSeed(seed, 'luck', index));
    if (found !== null) chances.push({ index, item, kind: chanceKind(move), ...found });
    options.onProgress?.(index + 2, total);
  });
  return {
    ok: true,
    errors: replay.errors,
    settings,
    decisions,
    chances,
    players: summarize(start.players.length, decisions, chances),
  };
}
