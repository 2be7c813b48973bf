import { describe, expect, it } from 'vitest';
import { buildMove, discardShipMove, moveShipMove, sailMove } from './move-pool.js';

describe('the move pool (listed moves are shared and frozen)', () => {
  it('gives the same frozen object for the same move, and different objects for different moves', () => {
    expect(sailMove(1, 5)).toBe(sailMove(1, 5));
    expect(sailMove(1, 5)).not.toBe(sailMove(1, 6));
    expect(sailMove(1, 5)).not.toBe(sailMove(2, 5));
    expect(buildMove(0, 'basic', null, undefined)).not.toBe(buildMove(0, 'basic', 0, undefined));
    expect(buildMove(0, 'double', 2, 7)).toBe(buildMove(0, 'double', 2, 7));
    expect(buildMove(0, 'double', 2, 7)).toEqual({
      type: 'build',
      seat: 0,
      deck: 'double',
      track: 2,
      resourceCard: 7,
    });
    expect(Object.isFrozen(discardShipMove(3, 30))).toBe(true);
    expect(Object.keys(buildMove(1, 'advanced', null, undefined))).toEqual([
      'type',
      'seat',
      'deck',
      'track',
    ]);
  });

  it('still makes the right frozen move for ids too large to pool (custom editions)', () => {
    const big = moveShipMove(0, 200, 90);
    expect(big).toEqual({ type: 'moveShip', seat: 0, ship: 200, to: 90 });
    expect(Object.isFrozen(big)).toBe(true);
    expect(moveShipMove(0, 200, 90)).toEqual(big);
    expect(buildMove(2, 'basic', 40, 100)).toEqual({
      type: 'build',
      seat: 2,
      deck: 'basic',
      track: 40,
      resourceCard: 100,
    });
    // Large ids never collide with small ones.
    expect(sailMove(0, 64)).toEqual({ type: 'sail', seat: 0, to: 64 });
    expect(sailMove(0, 0)).toEqual({ type: 'sail', seat: 0, to: 0 });
  });
});
