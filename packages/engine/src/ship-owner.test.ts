import { describe, expect, it } from 'vitest';
import { EngineError } from './errors/engine-error.js';
import { shipNumber, shipOwner } from './ship-owner.js';
import { SHIPS_PER_SEAT } from './state/state.js';

describe('a ship id is its owner and its number', () => {
  it('runs seat by seat, SHIPS_PER_SEAT ships to a seat', () => {
    for (let ship = 0; ship < 4 * SHIPS_PER_SEAT; ship++) {
      expect(shipOwner(ship)).toBe(Math.floor(ship / SHIPS_PER_SEAT));
      expect(shipNumber(ship)).toBe(ship % SHIPS_PER_SEAT);
      expect(shipOwner(ship) * SHIPS_PER_SEAT + shipNumber(ship)).toBe(ship);
    }
  });

  it.each([-1, 1.5, Number.NaN, '3'])('refuses %s with invalid-argument', (bad) => {
    for (const read of [shipOwner, shipNumber]) {
      try {
        read(bad as number);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(EngineError);
        expect((error as EngineError).code).toBe('invalid-argument');
      }
    }
  });
});
