import { describe, expect, it } from 'vitest';
import { SHIP_AVAILABLE, SHIP_DISCARDED, SHIP_IN_BOX } from '../state/state.js';
import { randomMoveWeight } from './random-bot.js';

describe('randomMoveWeight (the weighted random bot, shared with the bots package)', () => {
  // Seat 0 has ships 0-7: three on the board, two available, the rest discarded or in the box.
  const ships = [3, 5, SHIP_AVAILABLE, SHIP_AVAILABLE, SHIP_DISCARDED, SHIP_IN_BOX, SHIP_IN_BOX, 0];

  it('prefers building, then the other actions; ending a turn and discarding rarely', () => {
    expect(randomMoveWeight(ships, { type: 'build', seat: 0, deck: 'basic', track: null })).toBe(
      60,
    );
    expect(randomMoveWeight(ships, { type: 'research', seat: 0, track: 1 })).toBe(12);
    expect(randomMoveWeight(ships, { type: 'endTurn', seat: 0 })).toBe(2);
    expect(randomMoveWeight(ships, { type: 'sail', seat: 0, to: 2 })).toBe(1);
    expect(randomMoveWeight(ships, { type: 'discard', seat: 0, resource: 'cube' })).toBe(1);
  });

  it('never discards a ship on the board, nor an available ship that leaves fewer than three', () => {
    expect(
      randomMoveWeight(ships, { type: 'discard', seat: 0, resource: 'boardShip', ship: 0 }),
    ).toBe(0);
    // Three on the board and two available: five left, one may go.
    expect(randomMoveWeight(ships, { type: 'discard', seat: 0, resource: 'availableShip' })).toBe(
      1,
    );
    const fewer = [3, SHIP_AVAILABLE, SHIP_AVAILABLE, SHIP_DISCARDED, SHIP_DISCARDED, SHIP_IN_BOX];
    expect(randomMoveWeight(fewer, { type: 'discard', seat: 0, resource: 'availableShip' })).toBe(
      0,
    );
  });
});
