import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { example } from './__fixtures__/examples.js';
import { ReplayController } from './replay-controller.js';

const analysed = readFileSync(
  new URL('./__fixtures__/two-players-table.analysed.agn', import.meta.url),
  'utf8',
);

describe('the analysis an analysed record carries', () => {
  it('reads the eval, the loss, the verdict and the best move of the move shown', () => {
    const replay = new ReplayController(analysed);
    expect(replay.errors).toEqual([]);
    // 3.A xc s1 $6 {[%eval 0.197,-5.6] [%loss 0.059,+2.7]} (As8 {… best found})
    replay.goTo(1);
    expect(replay.evaluation).toEqual({ winShare: 0.236, margin: -5 });
    expect(replay.loss).toEqual({ winShare: 0.089, margin: 1.1 });
    expect(replay.verdict).toBe('inaccuracy');
    const best = replay.variations[replay.bestVariation];
    expect(best?.written.moves[0]?.comments[0]?.text).toContain('best found');
    replay.goTo(2);
    expect(replay.loss).toEqual({ winShare: 0.041, margin: 0 });
    expect(replay.verdict).toBeUndefined();
    expect(replay.bestVariation).toBe(-1);
  });

  it('shows a comment’s text without its commands, which it reads as commands', () => {
    const replay = new ReplayController(analysed);
    replay.goTo(1);
    expect(replay.commands.map((command) => command.name)).toEqual(['eval', 'loss']);
    expect(replay.comments).toEqual([]);
    const best = replay.variations[replay.bestVariation];
    replay.enter(replay.bestVariation);
    expect(best).toBeDefined();
    expect(replay.comments).toEqual(['best found']);
  });

  it('lists every evaluated move of the main line with its mover', () => {
    const replay = new ReplayController(analysed);
    const moves = replay.evaluatedMoves;
    // Most of the record's 137 moves carry an [%eval]; the moves that decide nothing need not.
    expect(moves.length).toBeGreaterThan(120);
    expect(moves[0]).toEqual({
      ply: 1,
      seat: 1,
      outcome: { winShare: 0.236, margin: -5 },
      verdict: 'inaccuracy',
    });
    expect(new Set(moves.map((move) => move.seat))).toEqual(new Set([0, 1]));
    for (const move of moves) {
      replay.goTo(move.ply);
      expect(replay.move?.seat).toBe(move.seat);
    }
  });

  it('goes to the next and previous mistake of a seat, and stays when there is none', () => {
    const replay = new ReplayController(analysed);
    const mistakes = (seat: number | undefined) =>
      replay.evaluatedMoves
        .filter(
          (move) =>
            (move.verdict === 'mistake' || move.verdict === 'blunder') &&
            (seat === undefined || move.seat === seat),
        )
        .map((move) => move.ply);
    for (const seat of [0, 1, undefined]) {
      replay.first();
      const forward: number[] = [];
      while (replay.goToMistake(1, seat)) forward.push(replay.ply);
      expect(forward).toEqual(mistakes(seat));
      expect(forward.length).toBeGreaterThan(3);
      const back: number[] = [];
      while (replay.goToMistake(-1, seat)) back.push(replay.ply);
      expect(back).toEqual(mistakes(seat).slice(0, -1).reverse());
      for (const ply of forward) {
        replay.goTo(ply);
        expect(replay.move?.seat === seat || seat === undefined).toBe(true);
        expect(['mistake', 'blunder']).toContain(replay.verdict);
      }
    }
  });

  it('finds no analysis in a record without any', () => {
    const replay = new ReplayController(example('four-players'));
    expect(replay.evaluatedMoves).toEqual([]);
    replay.goTo(10);
    expect(replay.evaluation).toBeNull();
    expect(replay.goToMistake(1)).toBe(false);
    expect(replay.ply).toBe(10);
  });

  it('ignores an eval that is not a win share and a margin', () => {
    const replay = new ReplayController(
      analysed
        .replace('{[%eval 0.236,-5.0]', '{[%eval 1.3]')
        .replace('[%eval 0.320,-0.2]', '[%eval 2.5,+1.0]'),
    );
    replay.goTo(1);
    expect(replay.evaluation).toBeNull();
    replay.goTo(2);
    expect(replay.evaluation).toBeNull();
    expect(replay.evaluatedMoves[0]?.ply).toBe(3);
  });
});
