import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  putShip,
  setTopCard,
  setTrackSymbols,
} from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';

describe('the end of the game', () => {
  it('comes right after the turn in which a player places their last scientist', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putShip(state, 1, 1);
    state.players[0]!.supply = 1;
    state.players[0]!.reserve = 0;
    state.players[0]!.shipyardCards = ['placeScientist'];
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playPlaceScientist', seat: 0 });
    expect(next.phase).toBe('playing');
    expect(legalMoves(next).some((move) => move.type === 'discard')).toBe(true);
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.phase).toBe('over');
    expect(next.ended).toBe('lastScientist');
    expect(currentDecision(next)).toEqual({ kind: 'gameOver' });
    expect(legalMoves(next)).toEqual([]);
  });

  it('counts the scientists of this game only, after a game with more players ended', () => {
    // (The turn's end keeps its count of scientists in one list refilled each time.)
    const four = emptyBoard(4);
    putShip(four, 0, 0);
    four.players[3]!.supply = 0;
    four.players[3]!.reserve = 0;
    beginVisit(four, 0);
    let next = applyMove(four, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.ended).toBe('lastScientist');
    const two = emptyBoard(2);
    putShip(two, 0, 0);
    putShip(two, 1, 1);
    beginVisit(two, 0);
    let after = applyMove(two, { type: 'sail', seat: 0, to: 3 });
    after = applyMove(after, { type: 'endTurn', seat: 0 });
    expect(after.phase).toBe('playing');
    expect(after.ended).toBeNull();
  });

  it('comes right after the turn in which the last Building Card is taken', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    state.piles = { basic: [], double: [], advanced: [] };
    setTopCard(state, 'basic', { builds: 'camp' });
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'build', seat: 0, deck: 'basic', track: 0 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.ended).toBe('lastBuilding');
  });

  it('still lets Research Track actions triggered in the last turn be carried out', () => {
    const state = emptyBoard(4);
    setTrackSymbols(state, 0, [{ space: 1, color: 'blue', symbol: 'advanceThree' }]);
    putShip(state, 0, 0);
    state.piles = { basic: [], double: [], advanced: [] };
    setTopCard(state, 'basic', { builds: 'camp', research: 2 });
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'build', seat: 0, deck: 'basic', track: 0 });
    expect(currentDecision(next)).toMatchObject({
      kind: 'trackAction',
      symbol: 'advanceThree',
      seat: 0,
    });
    expect(legalMoves(next).some((move) => move.type === 'endTurn')).toBe(false);
  });
});
