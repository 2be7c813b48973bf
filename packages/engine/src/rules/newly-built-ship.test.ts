import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  finishPicks,
  putBuildings,
  putShip,
  setTrackSymbols,
} from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import type { GameState } from '../state/state.js';
import { cloneState } from '../state/writable.js';

/**
 * Seat 0's ship is alone in the Sun's area (area 0); it sails to area 3, which has a Shipyard,
 * and builds a ship, which goes into the Sun's area where no other ship waits. Seat 0 holds an
 * Icebreaker.
 */
function builtBehindTheSailedShip(): GameState {
  const state = emptyBoard(4);
  putShip(state, 0, 0);
  putBuildings(state, 3, 'shipyard');
  state.players[0]!.shipyardCards = ['icebreaker'];
  beginVisit(state, 0);
  const sailed = applyMove(state, { type: 'sail', seat: 0, to: 3 });
  return finishPicks(applyMove(sailed, { type: 'buildShip', seat: 0 }));
}

describe('a newly built ship takes no turn in its Sun visit (rulebook: "It takes an entire turn to build it")', () => {
  it('no Icebreaker may be played on a ship built at a Shipyard this turn', () => {
    const built = builtBehindTheSailedShip();
    expect(built.areas[0]?.ships).toHaveLength(1);
    expect(legalMoves(built).some((move) => move.type === 'playIcebreaker')).toBe(false);
    expect(() => applyMove(built, { type: 'playIcebreaker', seat: 0, area: 0 })).toThrow();
  });

  it('with the area reading, a waiting Icebreaker gives no turn to a ship built by the "build a ship" track space', () => {
    // At the Sun's arrival seat 0's second ship made the area's Icebreaker fit; seat 0's first
    // ship sails, Fast Research reaches "build a ship", and the second ship is discarded, so the
    // ship at the front of the line is the one just built.
    const base = cloneState(newGame({ players: 4, seed: 1, rules: { icebreakerBinding: 'area' } }));
    const state = emptyBoard(4);
    state.rules = base.rules;
    setTrackSymbols(state, 0, [{ space: 2, color: 'red', symbol: 'buildShip' }]);
    putShip(state, 0, 0);
    const second = putShip(state, 0, 0);
    state.players[0]!.shipyardCards = ['fastResearch'];
    beginVisit(state, 0);
    state.visit.icebreaker = { seat: 0, ship: second };
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = finishPicks(applyMove(next, { type: 'playFastResearch', seat: 0, track: 0 }));
    next = applyMove(next, { type: 'discard', seat: 0, resource: 'boardShip', ship: second });
    const built = next.areas[0]!.ships[0]!;
    expect(next.turn?.builtShips).toEqual([built]);
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.turn?.ship).not.toBe(built);
    expect(next.sun).not.toBe(0);
  });
});
