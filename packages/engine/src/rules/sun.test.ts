import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putShip } from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { newGame } from '../setup/new-game.js';
import { nextSunArea } from './sun.js';

describe('the Sun', () => {
  it('moves counter-clockwise to the next area with ships, skipping empty ones', () => {
    expect(nextSunArea([1, 0, 0, 2, 0, 0, 0, 0], 0)).toBe(3);
    expect(nextSunArea([1, 0, 0, 0, 0, 0, 0, 1], 7)).toBe(0);
  });

  it('comes back to its own area when that is the only one with ships', () => {
    expect(nextSunArea([0, 0, 1, 0, 0, 0, 0, 0], 2)).toBe(2);
  });

  it('finds no area when there are no ships at all', () => {
    expect(nextSunArea([0, 0, 0, 0, 0, 0, 0, 0], 2)).toBe(-1);
  });

  it('moves even at the start of the first turn: the first turn is not in the lower-left area', () => {
    const state = newGame({ players: 4, seed: 3 });
    expect(state.edition.sunStart).toBe(0);
    expect(state.sun).toBe(1);
    expect(currentDecision(state)).toMatchObject({ kind: 'sail', seat: 0, from: 1 });
  });

  it('skips the closed areas of a 2-player game, which never hold ships', () => {
    const state = emptyBoard(2);
    putShip(state, 0, 0);
    putShip(state, 1, 2);
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.areas[1]?.closed).toBe(true);
    expect(next.sun).toBe(2);
  });

  it('moves on after the turn to the next area with ships, and the first ship there sails', () => {
    const state = emptyBoard(3);
    putShip(state, 0, 2);
    putShip(state, 2, 5);
    putShip(state, 1, 5);
    beginVisit(state, 2);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.sun).toBe(3);
    expect(currentDecision(next)).toMatchObject({ kind: 'sail', seat: 0, from: 3 });
    next = applyMove(next, { type: 'sail', seat: 0, to: 4 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    next = applyMove(next, { type: 'sail', seat: 0, to: 6 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.sun).toBe(5);
    expect(currentDecision(next)).toMatchObject({ kind: 'sail', seat: 2, from: 5 });
  });
});
