import { applyMove } from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it, vi } from 'vitest';
import { example } from './__fixtures__/examples.js';
import { Checkpoints } from './checkpoints.js';

// applyMove counted, to check how much of the game going to a ply replays.
vi.mock('@antarctica-game/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('@antarctica-game/engine')>();
  return { ...engine, applyMove: vi.fn(engine.applyMove) };
});

describe('Checkpoints', () => {
  const { states, moves } = replayRecord(parseRecord(example('four-players')).record!);

  it('rebuilds any state of a four-player game with at most K - 1 engine moves', () => {
    for (const every of [1, 8, 16, 32]) {
      const kept = new Checkpoints(states, moves, every);
      let most = 0;
      for (let ply = states.length - 1; ply >= 0; ply--) {
        kept.stateAt(states.length - 1);
        vi.mocked(applyMove).mockClear();
        expect(kept.stateAt(ply)).toEqual(states[ply]);
        most = Math.max(most, vi.mocked(applyMove).mock.calls.length);
      }
      expect(most, `every ${every}`).toBe(every - 1);
    }
  });

  it('goes on to the next state with one engine move', () => {
    const kept = new Checkpoints(states, moves, 16);
    kept.stateAt(100);
    for (let ply = 101; ply < 140; ply++) {
      vi.mocked(applyMove).mockClear();
      expect(kept.stateAt(ply)).toEqual(states[ply]);
      expect(vi.mocked(applyMove).mock.calls.length).toBeLessThanOrEqual(1);
    }
  });

  it('clamps to the line and keeps one state in K', () => {
    const kept = new Checkpoints(states, moves, 16);
    expect(kept.stateAt(-3)).toBe(states[0]);
    expect(kept.stateAt(10_000)).toEqual(states.at(-1));
    expect(kept.length).toBe(states.length);
    expect(kept.stored).toBe(Math.ceil(states.length / 16));
  });
});
