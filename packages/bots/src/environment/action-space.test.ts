import { DEFAULT_EDITION } from '@antarctica-game/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionSpace } from './action-space.js';

describe('the action space', () => {
  const space = actionSpace(DEFAULT_EDITION);

  it('numbers moves one to one: decoding any action for any seat and encoding it gives the action back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: space.size - 1 }),
        fc.integer({ min: 0, max: 3 }),
        (action, seat) => {
          const move = space.decode(action, seat);
          expect(move.seat).toBe(seat);
          expect(space.encode(move)).toBe(action);
        },
      ),
    );
  });

  it('lays its blocks end to end, and refuses what has no number', () => {
    let next = 0;
    for (const segment of space.segments) {
      expect(segment.start).toBe(next);
      next += segment.size;
    }
    expect(next).toBe(space.size);
    expect(() => space.decode(space.size, 0)).toThrow(
      expect.objectContaining({ code: 'invalid-options' }),
    );
    expect(() => space.decode(1.5, 0)).toThrow(/not a whole number/);
    expect(() => space.encode({ type: 'drawDraftCards', seat: 0, cards: ['icebreaker'] })).toThrow(
      /no action number/,
    );
    expect(() => space.encode({ type: 'sail', seat: 0, to: 99 })).toThrow(/no action number/);
    expect(() => space.encode({ type: 'moveShip', seat: 1, ship: 3, to: 2 })).toThrow(
      /no action number/,
    );
  });
});
