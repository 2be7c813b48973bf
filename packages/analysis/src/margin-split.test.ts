import { readFileSync } from 'node:fs';
import { createRandom, heuristicBot, playGameSync } from '@antarctica-game/bots/browser';
import {
  applyMove,
  botRandom,
  finalScores,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  playerView,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { parsed, SEEDED_OPENING } from './__fixtures__/records.js';
import { analyseGame } from './analyse-game.js';
import { forwardMargins, meanForwardMargins } from './forward-judge.js';
import { analyseStep, finishGame, prepareGame, stepsOf } from './game-steps.js';
import { chanceOutcomes, otherSetups, redrawUnseen } from './luck.js';
import { type ForwardJudgement, projectedMargins, splitMargins } from './margin-split.js';

/** The final scores' margin of each seat over the best other seat. */
function finalMargins(state: GameState): number[] {
  const { standings } = finalScores(state);
  const points = state.players.map(
    (player) => standings.find((standing) => standing.player === player.color)?.points ?? 0,
  );
  return points.map(
    (mine, seat) => mine - Math.max(...points.filter((_, other) => other !== seat)),
  );
}

/** Every seat's split adds up to its final margin, to rounding. */
function expectSums(split: ReturnType<typeof splitMargins>): void {
  for (const part of split)
    expect(part.start + part.ownPlay + part.othersPlay + part.luck + part.judgeError).toBeCloseTo(
      part.final,
      9,
    );
}

/** The split of a replayed game, the forward judge read as the analysis reads it (1 draw, 2 outcomes). */
function split(states: readonly GameState[], moves: readonly Move[]) {
  const start = states[0] as GameState;
  const setup: ForwardJudgement = {
    after: forwardMargins(start, 1, 5),
    expected: meanForwardMargins(otherSetups(start, 2, 5), 1, 5),
  };
  const judged = moves.map((move, index): ForwardJudgement => {
    const after = states[index + 1] as GameState;
    const outcomes = chanceOutcomes(states[index] as GameState, move, after, 2, index);
    return {
      after: forwardMargins(after, 1, 5),
      expected: outcomes === null ? null : meanForwardMargins(outcomes, 1, 5),
    };
  });
  return splitMargins(states, moves, setup, judged);
}

describe('the margin split: start + own play + others’ play + luck = final margin', () => {
  it('adds up exactly on the notation’s four-player club game, luck not 0', () => {
    const text = readFileSync(
      new URL('../../notation/examples/four-players.agn', import.meta.url),
      'utf8',
    );
    const replay = replayRecord(parseRecord(text).record!);
    const parts = split(replay.states, replay.moves);
    expectSums(parts);
    // A finished game: the judge's last word is the final scores', no error left.
    expect(parts.map((part) => part.judgeError)).toEqual([0, 0, 0, 0]);
    expect(parts.map((part) => part.final)).toEqual(finalMargins(replay.states.at(-1)!));
    // The record's own Scores tag: 86 100 68 70, so B won by 14.
    expect(parts.map((part) => part.final)).toEqual([-14, 14, -32, -30]);
    // The forward judge sees what a card turned up or drawn is worth: luck is not 0.
    expect(parts.every((part) => Math.abs(part.luck) > 0.1)).toBe(true);
    expect(parts.every((part) => part.ownPlay !== 0 && part.othersPlay !== 0)).toBe(true);
  });

  it('adds up on bot games of 2 to 4 players, with luck, and no judge error at the end', () => {
    for (const players of [2, 3, 4] as const) {
      const start = newGame({ players, seed: `split-${players}` });
      const game = playGameSync(
        start,
        Array.from({ length: players }, (_, seat) => heuristicBot({ seed: seat })),
      );
      const states = [start];
      for (const move of game.moves) states.push(applyMove(states.at(-1)!, move));
      const parts = split(states, game.moves);
      expectSums(parts);
      for (const part of parts) expect(Math.abs(part.judgeError)).toBeLessThan(1e-9);
      expect(parts.some((part) => Math.abs(part.luck) > 0.1)).toBe(true);
      expect(parts.map((part) => part.final)).toEqual(finalMargins(game.state));
    }
  });

  it('judges from the player’s own view: what no player sees does not change it', () => {
    let state = newGame({ players: 3, seed: 'judge-view' });
    const bot = weightedRandomBot(botRandom(3));
    for (let step = 0; step < 60; step++) state = applyMove(state, bot(state, legalMoves(state)));
    const other = redrawUnseen(state, createRandom(4));
    for (let seat = 0; seat < 3; seat++)
      expect(playerView(other, seat)).toEqual(playerView(state, seat));
    expect(forwardMargins(other, 2, 7)).toEqual(forwardMargins(state, 2, 7));
  });

  it('comes with every analysis, the same whatever order its steps are analysed in', () => {
    const options = { budget: 1, luckSamples: 2, luckDraws: 1, seed: 3 };
    const analysis = analyseGame(parsed(SEEDED_OPENING), options);
    expect(analysis.margins).toHaveLength(3);
    expectSums(analysis.margins);
    const replay = replayRecord(parsed(SEEDED_OPENING));
    expect(analysis.margins.map((part) => part.final)).toEqual(
      projectedMargins(replay.states.at(-1)!),
    );
    expect(analysis.margins.some((part) => part.luck !== 0)).toBe(true);
    // As workers would: the steps one by one, in reverse, in a fresh preparation.
    const game = prepareGame(parsed(SEEDED_OPENING), options);
    const results = stepsOf(game)
      .reverse()
      .map((index) => analyseStep(game, index));
    expect(finishGame(game, results).margins).toEqual(analysis.margins);
  });
});
