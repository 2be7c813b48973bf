import { deriveSeed } from '@antarctica-game/bots/browser';
import { currentDecision, type GameState } from '@antarctica-game/engine';
import {
  type GameRecord,
  type ReplayResult,
  replayRecord,
  toNotationMove,
} from '@antarctica-game/notation';
import { analyseDecision } from './analyse-decision.js';
import { type AnalysisOptions, resolveOptions } from './analysis-options.js';
import type {
  AnalysisSettings,
  ChanceLuck,
  DecisionAnalysis,
  GameAnalysis,
} from './analysis-types.js';
import { chanceKind } from './decision-kind.js';
import { forwardMargins, meanForwardMargins } from './forward-judge.js';
import { chanceOutcomes, moveLuck, otherSetups, setupLuck } from './luck.js';
import { type ForwardJudgement, splitMargins } from './margin-split.js';
import { summarize } from './summarize.js';

// An analysis in steps, for analyseGame and for workers sharing a game's moves: each step depends
// only on the replay, the settings and its own seed, so any split of the moves gives the same.

/** A record replayed and ready to be analysed move by move. */
export interface PreparedGame {
  /** The settings resolved. */
  settings: AnalysisSettings;
  /** The replay (its `errors` are the analysis's). */
  replay: ReplayResult;
  /** The start, or null when the record cannot be analysed. */
  start: GameState | null;
  /** The options the steps read (search settings). */
  options: AnalysisOptions;
}

/** What one step found: the decision of a move and the luck of its outcome, where there are. */
export interface StepResult {
  /** The move's index, -1 for the set-up. */
  index: number;
  /** The decision, when a player decided. */
  decision?: DecisionAnalysis;
  /** The luck, when chance played. */
  chance?: ChanceLuck;
  /** The forward judge after the step, for the margin split. */
  judge?: ForwardJudgement;
}

/** Resolves the options and replays the record. Throws an `AnalysisError` on bad options. */
export function prepareGame(record: GameRecord, options: AnalysisOptions): PreparedGame {
  const settings = resolveOptions(options);
  const replay = replayRecord(record, options.replay);
  // A record `check` rejects is not analysed (a game that stops early is, when it does not say
  // who won: then its `game-not-over` is a warning).
  const fatal = replay.errors.some((error) => error.severity === 'error');
  const start = fatal ? null : (replay.states[0] ?? null);
  return { settings, replay, start, options };
}

/** The steps of a prepared game: -1 (the set-up), then each move's index. */
export function stepsOf(game: PreparedGame): number[] {
  if (game.start === null) return [];
  return [-1, ...game.replay.moves.map((_, index) => index)];
}

/** Analyses one step: the set-up's luck (-1), or a move's decision and luck. */
export function analyseStep(game: PreparedGame, index: number): StepResult {
  const { settings, replay, start } = game;
  if (start === null) return { index };
  const seed = deriveSeed(settings.seed);
  const luck = { samples: settings.luckSamples, draws: settings.luckDraws };
  const judgeSeed = deriveSeed(seed, 'judge');
  if (index < 0) {
    const setups = otherSetups(start, luck.samples, seed);
    return {
      index,
      chance: { index: -1, item: -1, kind: 'setup', ...setupLuck(start, luck, seed, setups) },
      judge: {
        after: forwardMargins(start, luck.draws, judgeSeed),
        expected: meanForwardMargins(setups, luck.draws, judgeSeed),
      },
    };
  }
  const move = replay.moves[index];
  const before = replay.states[index];
  const after = replay.states[index + 1];
  if (move === undefined || before === undefined || after === undefined) return { index };
  const item = replay.moveItems[index] ?? -1;
  const result: StepResult = { index };
  if (currentDecision(before).kind !== 'draftDraw') {
    const verdict = analyseDecision(
      before,
      move,
      settings.budget,
      deriveSeed(seed, 'decision', index),
      game.options.search,
    );
    result.decision = {
      index,
      item,
      ...verdict,
      bestNotation: toNotationMove(before, verdict.best.move),
    };
  }
  const luckSeed = deriveSeed(seed, 'luck', index);
  const outcomes = chanceOutcomes(before, move, after, luck.samples, luckSeed);
  const found = moveLuck(before, move, after, luck, luckSeed, outcomes);
  result.judge = {
    after: forwardMargins(after, luck.draws, judgeSeed),
    expected: outcomes === null ? null : meanForwardMargins(outcomes, luck.draws, judgeSeed),
  };
  if (found !== null)
    result.chance = { index, item, kind: chanceKind(move, before, after), ...found };
  return result;
}

/** The analysis of a prepared game from the results of all its steps, in any order. */
export function finishGame(game: PreparedGame, results: readonly StepResult[]): GameAnalysis {
  const { settings, replay, start } = game;
  if (start === null)
    return {
      ok: false,
      errors: replay.errors,
      settings,
      decisions: [],
      chances: [],
      players: [],
      margins: [],
    };
  const ordered = [...results].sort((a, b) => a.index - b.index);
  const decisions = ordered.flatMap((result) =>
    result.decision === undefined ? [] : [result.decision],
  );
  const chances = ordered.flatMap((result) => (result.chance === undefined ? [] : [result.chance]));
  return {
    ok: true,
    errors: replay.errors,
    settings,
    decisions,
    chances,
    players: summarize(start.players.length, decisions, chances),
    margins: marginsOf(replay, ordered),
  };
}

/** The margin split from the forward judge each step read (none when a step is missing). */
function marginsOf(replay: ReplayResult, results: readonly StepResult[]) {
  const setup = results.find((result) => result.index < 0)?.judge;
  if (setup === undefined) return [];
  const judged: (ForwardJudgement | undefined)[] = [];
  for (const result of results) if (result.index >= 0) judged[result.index] = result.judge;
  return splitMargins(replay.states, replay.moves, setup, judged);
}
