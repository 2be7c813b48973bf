import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putShip } from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { legalMoves } from '../legal-moves.js';

describe('sailing', () => {
  it('is mandatory: no action, card or end of turn before the ship sails (only a discard may come first)', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    state.players[0]!.shipyardCards = ['fastResearch'];
    beginVisit(state, 0);
    expect(new Set(legalMoves(state).map((move) => move.type))).toEqual(
      new Set(['sail', 'discard']),
    );
  });

  it('can sail into an area whose full line was freed by discarding one of its ships first', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putShip(state, 1, 4);
    const own = putShip(state, 0, 4);
    putShip(state, 2, 4);
    beginVisit(state, 0);
    expect(legalMoves(state)).not.toContainEqual({ type: 'sail', seat: 0, to: 4 });
    const next = applyMove(state, { type: 'discard', seat: 0, resource: 'boardShip', ship: own });
    expect(legalMoves(next)).toContainEqual({ type: 'sail', seat: 0, to: 4 });
  });

  it('cannot go back to the area the ship sails from, nor into a full area', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    for (const seat of [1, 2, 3]) putShip(state, seat, 4);
    beginVisit(state, 0);
    const targets = legalMoves(state).flatMap((move) => (move.type === 'sail' ? [move.to] : []));
    expect(targets).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('cannot go into a closed area of a 2-player game', () => {
    const state = emptyBoard(2);
    putShip(state, 0, 0);
    beginVisit(state, 0);
    const targets = legalMoves(state).flatMap((move) => (move.type === 'sail' ? [move.to] : []));
    expect(targets).toEqual([2, 3, 4, 6, 7]);
  });

  it('puts the ship on the first unoccupied ship space of the target area', () => {
    const state = emptyBoard(4);
    const ship = putShip(state, 0, 0);
    putShip(state, 1, 3);
    beginVisit(state, 0);
    const next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(next.areas[3]?.ships).toEqual([8, ship]);
    expect(next.areas[0]?.ships).toEqual([]);
  });

  it('moves the remaining ships of the Sun area to the front of the line', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    const second = putShip(state, 1, 0);
    beginVisit(state, 0);
    const next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(next.areas[0]?.ships).toEqual([second]);
  });
});
