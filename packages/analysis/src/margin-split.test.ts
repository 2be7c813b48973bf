import { readFileSync } from 'node:fs';
import { heuristicBot, playGameSync } from '@antarctica-game/bots/browser';
import { applyMove, finalScores, type GameState, newGame } from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { parsed, SEEDED_OPENING } from './__fixtures__/records.js';
import { analyseGame } from './analyse-game.js';
import { projectedMargins, splitMargins } from './margin-split.js';

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
    expect(part.start + part.ownPlay + part.othersPlay + part.luck).toBeCloseTo(part.final, 9);
}

describe('the margin split: start + own play + others’ play + luck = final margin', () => {
  it('adds up on the notation’s four-player club game, whose final margins are the final scores’', () => {
    const text = readFileSync(
      new URL('../../notation/examples/four-players.agn', import.meta.url),
      'utf8',
    );
    const replay = replayRecord(parseRecord(text).record!);
    const last = replay.states.at(-1)!;
    const every = new Set(replay.moves.map((_, index) => index));
    const split = splitMargins(replay.states, replay.moves, every, 3, 1);
    expectSums(split);
    expect(split.map((part) => part.final)).toEqual(finalMargins(last));
    // The record's own Scores tag: 86 100 68 70, so B won by 14.
    expect(split.map((part) => part.final)).toEqual([-14, 14, -32, -30]);
    expect(split.every((part) => part.ownPlay !== 0 && part.othersPlay !== 0)).toBe(true);
  });

  it('adds up on bot games of 2 to 4 players, and without chance moves luck is 0', () => {
    for (const players of [2, 3, 4] as const) {
      const start = newGame({ players, seed: `split-${players}` });
      const game = playGameSync(
        start,
        Array.from({ length: players }, (_, seat) => heuristicBot({ seed: seat })),
      );
      const states = [start];
      for (const move of game.moves) states.push(applyMove(states.at(-1)!, move));
      const split = splitMargins(states, game.moves, new Set(), 2, 1);
      expectSums(split);
      expect(split.every((part) => part.luck === 0)).toBe(true);
      expect(split.map((part) => part.final)).toEqual(finalMargins(game.state));
      const chance = new Set(game.moves.map((_, index) => index));
      expectSums(splitMargins(states, game.moves, chance, 2, 1));
    }
  });

  it('comes with every analysis, from the analysis’s own chance outcomes', () => {
    const analysis = analyseGame(parsed(SEEDED_OPENING), {
      budget: 1,
      luckSamples: 2,
      luckDraws: 1,
    });
    expect(analysis.margins).toHaveLength(3);
    expectSums(analysis.margins);
    const replay = replayRecord(parsed(SEEDED_OPENING));
    expect(analysis.margins.map((part) => part.final)).toEqual(
      projectedMargins(replay.states.at(-1)!),
    );
  });
});
