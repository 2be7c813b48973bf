import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { example } from './__fixtures__/examples.js';
import { ReplayController } from './replay-controller.js';

const FOUR = example('four-players');

/** Plies in a shuffled order (a fixed permutation: every ply once, far jumps both ways). */
function shuffled(count: number): number[] {
  const plies = Array.from({ length: count }, (_, ply) => ply);
  let seed = 7;
  for (let index = plies.length - 1; index > 0; index--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const other = seed % (index + 1);
    [plies[index], plies[other]] = [plies[other] as number, plies[index] as number];
  }
  return plies;
}

describe('ReplayController on the main line', () => {
  const { record } = parseRecord(FOUR);
  const expected = replayRecord(record!);

  it("gives replayRecord's state at every ply, going forward one move at a time", () => {
    const replay = new ReplayController(FOUR);
    expect(replay.error).toBeUndefined();
    expect(replay.ply).toBe(0);
    for (let ply = 0; ply < expected.states.length; ply++) {
      expect(replay.ply).toBe(ply);
      expect(replay.state).toEqual(expected.states[ply]);
      expect(replay.move).toEqual(ply === 0 ? undefined : expected.moves[ply - 1]);
      replay.next();
    }
    expect(replay.atEnd).toBe(true);
  });

  it("gives replayRecord's state at any ply reached by goTo in any order, and backwards", () => {
    for (const every of [1, 5, 16, 64]) {
      const replay = new ReplayController(record!, { checkpointInterval: every });
      for (const ply of shuffled(expected.states.length)) {
        replay.goTo(ply);
        expect(replay.state, `ply ${ply}, every ${every}`).toEqual(expected.states[ply]);
      }
      replay.last();
      for (let ply = expected.moves.length; ply >= 0; ply--) {
        expect(replay.state).toEqual(expected.states[ply]);
        replay.previous();
      }
      expect(replay.atStart).toBe(true);
    }
  });

  it('keeps one state every K plies, not all of them', () => {
    const replay = new ReplayController(FOUR, { checkpointInterval: 16 });
    const main = replay.lineOf(0) as unknown as { states: { stored: number; length: number } };
    expect(main.states.length).toBe(expected.states.length);
    expect(main.states.stored).toBe(Math.ceil(expected.states.length / 16));
  });

  it('clamps goTo to the game and moves with first, last, previous and next', () => {
    const replay = new ReplayController(FOUR);
    replay.goTo(10_000);
    expect(replay.ply).toBe(expected.moves.length);
    replay.goTo(-5);
    expect(replay.ply).toBe(0);
    replay.previous();
    expect(replay.ply).toBe(0);
    replay.last();
    replay.next();
    expect(replay.ply).toBe(expected.moves.length);
    expect(replay.scores?.winners).toEqual(expected.scores?.winners);
    replay.first();
    expect(replay.state).toEqual(expected.states[0]);
  });

  it('tells listeners of each change of position, once', () => {
    const replay = new ReplayController(FOUR);
    const seen: number[] = [];
    const stop = replay.subscribe((position) => seen.push(position.ply));
    replay.next();
    replay.goTo(1);
    replay.last();
    stop();
    replay.first();
    expect(seen).toEqual([1, expected.moves.length]);
  });
});

describe('ReplayController on variations', () => {
  const text = example('variations');
  const { record } = parseRecord(text);
  const expected = replayRecord(record!);

  it('lists the variations that stand for a move, enters and leaves them', () => {
    const replay = new ReplayController(text);
    expect(replay.error).toBeUndefined();
    expect(replay.lines).toHaveLength(1 + expected.variations.length);
    // The first variation replaces B's s4 of turn 4.
    const first = expected.variations[0]!;
    replay.goTo(first.from + 1);
    expect(replay.writtenMove?.item.move).toEqual({ type: 'sail', to: 3 });
    expect(replay.glyphs).toEqual([6]);
    expect(replay.commands.map((command) => command.name)).toEqual(['clk', 'vp']);
    expect(replay.clock).toBe(12 * 60 + 40);
    expect(replay.victoryPoints).toEqual([0, 7, 6]);
    expect(replay.variations).toHaveLength(1);
    expect(replay.enter()).toBe(true);
    expect(replay.line?.id).toBe(1);
    expect(replay.ply).toBe(first.from + 1);
    expect(replay.state).toEqual(first.states[1]);
    expect(replay.comments).toEqual(['Ben could have sailed to 1 at once']);
    expect(replay.glyphs).toEqual([2]);
    // Its own variation (s3 e) stands for its first move.
    expect(replay.variations.map((line) => line.parent)).toEqual([1]);
    replay.next();
    expect(replay.state).toEqual(first.states[2]);
    replay.last();
    expect(replay.state).toEqual(first.states.at(-1));
    expect(replay.atEnd).toBe(true);
    expect(replay.leave()).toBe(true);
    expect(replay.position).toEqual({ line: 0, ply: first.from + 1 });
    expect(replay.leave()).toBe(false);
  });

  it("gives every variation's states at every ply, and goes back to its parent before it", () => {
    const replay = new ReplayController(text, { checkpointInterval: 3 });
    expected.variations.forEach((variation, index) => {
      for (let step = variation.states.length - 1; step >= 1; step--) {
        replay.goTo(variation.from + step, index + 1);
        expect(replay.line?.id).toBe(index + 1);
        expect(replay.state).toEqual(variation.states[step]);
      }
      // One move back from its first move: the branch point, on the line it branches from (or
      // on that line's parent, when both branch at the same point).
      replay.previous();
      expect(replay.ply).toBe(variation.from);
      expect(replay.state).toEqual(variation.states[0]);
      const line = replay.line!;
      expect(line.id === 0 || line.from < variation.from).toBe(true);
      if (variation.parent === -1) expect(line.id).toBe(0);
    });
  });

  it('enters nothing where no variation stands', () => {
    const replay = new ReplayController(text);
    replay.goTo(3);
    expect(replay.variations).toEqual([]);
    expect(replay.enter()).toBe(false);
    expect(replay.ply).toBe(3);
  });
});

describe('ReplayController on records with errors', () => {
  it('replays up to an illegal move and says where it is', () => {
    // Turn 5: A sails to 4 in the record; sailing to the area it is in is illegal.
    const text = FOUR.replace('5.A s4 r5 xa e', '5.A s4 r5 s3 e');
    const replay = new ReplayController(text);
    const error = replay.error!;
    expect(error.code).toBe('illegal-move');
    expect(error.line).toBe(19);
    expect(error.column).toBe(11);
    expect(error.message).toMatch(/move 18 \(s3\)/);
    replay.last();
    expect(replay.ply).toBe(17);
    expect(replay.line?.complete).toBe(false);
    const { record } = parseRecord(text);
    expect(replay.state).toEqual(replayRecord(record!).states[17]);
  });

  it('replays a text with a syntax error up to the error, not past it', () => {
    const text = FOUR.replace('8.D s6 r4 ks xa e', '8.D s6 r4 zz xa e');
    const replay = new ReplayController(text);
    expect(replay.error).toMatchObject({ code: 'unknown-token', line: 23, column: 11 });
    replay.last();
    // Everything before `zz`: the eight turns before and D's s6 r4.
    expect(replay.ply).toBe(37);
    expect(replay.description).toBe('D researches on Research Track 4');
  });

  it('has no state when the header cannot be replayed', () => {
    const replay = new ReplayController(FOUR.replace('[Seed "club-night-7"]', ''));
    expect(replay.error?.code).toBe('missing-setup');
    expect(replay.state).toBeUndefined();
    expect(replay.line).toBeUndefined();
    replay.next();
    expect(replay.ply).toBe(0);
    expect(replay.description).toBe('');
  });

  it('has no record for a text that holds none', () => {
    const replay = new ReplayController('');
    expect(replay.record).toBeNull();
    expect(replay.error?.code).toBe('record-count');
  });
});
