import { describe, expect, it } from 'vitest';
import { EngineError } from './errors/engine-error.js';
import { shipNumber, shipOwner, shipsLeft } from './ship-owner.js';
import { SHIP_AVAILABLE, SHIP_IN_BOX, SHIPS_PER_SEAT } from './state/state.js';

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

describe('ships left', () => {
  it('counts a seat’s ships on the board and on Available Resources, not in the box', () => {
    const ships = Array.from({ length: 2 * SHIPS_PER_SEAT }, () => SHIP_IN_BOX);
    ships[0] = 3; // on the board, area 3
    ships[1] = SHIP_AVAILABLE;
    ships[SHIPS_PER_SEAT] = 0; // the second seat's
    expect(shipsLeft(ships, 0)).toBe(2);
    expect(shipsLeft(ships, 1)).toBe(1);
    expect(() => shipsLeft('ships' as unknown as number[], 0)).toThrow(EngineError);
  });
});
