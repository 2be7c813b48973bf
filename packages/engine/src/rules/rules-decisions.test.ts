import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putShip, setTrackSymbols } from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import type { GameState } from '../state/state.js';

/** Area 5 holds ships of seats 1, 0, 2; seat 0 has an Icebreaker on its ship there; the Sun is about to reach area 5. */
function icebreakerWaiting(): { state: GameState; ship: number } {
  const state = emptyBoard(4);
  putShip(state, 3, 4);
  putShip(state, 1, 5);
  const ship = putShip(state, 0, 5);
  putShip(state, 2, 5);
  state.icebreakers = [{ area: 5, seat: 0, ship }];
  beginVisit(state, 4);
  return { state, ship };
}

const endTurnAfterSail = (state: GameState, seat: number, to: number) =>
  applyMove(applyMove(state, { type: 'sail', seat, to }), { type: 'endTurn', seat });

describe('rules decisions (docs/rules-decisions.md)', () => {
  it('1. an Icebreaker whose ship moved up to first gives no extra turn, and is used up', () => {
    const { state } = icebreakerWaiting();
    state.areas[5]!.ships.shift();
    const next = endTurnAfterSail(state, 3, 6);
    expect(currentDecision(next)).toMatchObject({ kind: 'sail', seat: 0, icebreaker: false });
    expect(next.icebreakers).toEqual([]);
    const after = endTurnAfterSail(next, 0, 7);
    expect(after.sun).not.toBe(5);
  });

  it('1. an Icebreaker whose ship left the area is lost', () => {
    const { state, ship } = icebreakerWaiting();
    state.areas[5]!.ships = state.areas[5]!.ships.filter((id) => id !== ship);
    state.areas[2]!.ships.push(ship);
    state.ships[ship] = 2;
    let next = endTurnAfterSail(state, 3, 6);
    next = endTurnAfterSail(next, 1, 0);
    expect(currentDecision(next)).not.toMatchObject({ icebreaker: true });
    expect(next.icebreakers).toEqual([]);
  });

  it("2. an Icebreaker cannot be played where one already waits, nor in the Sun's area behind another player's ship", () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putShip(state, 1, 0);
    putShip(state, 0, 0);
    putShip(state, 2, 6);
    putShip(state, 0, 6);
    state.players[0]!.shipyardCards = ['icebreaker'];
    state.icebreakers = [{ area: 6, seat: 2, ship: 99 }];
    beginVisit(state, 0);
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(legalMoves(sailed).filter((move) => move.type === 'playIcebreaker')).toEqual([]);
  });

  it('8. "move a ship" moves the ship the player chooses, first in line or not', () => {
    const state = emptyBoard(4);
    setTrackSymbols(state, 0, [{ space: 1, color: 'red', symbol: 'moveShip' }]);
    const sailing = putShip(state, 0, 0);
    const front = putShip(state, 0, 6);
    putShip(state, 1, 6);
    const back = putShip(state, 0, 6);
    state.players[0]!.shipyardCards = ['fastResearch'];
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playFastResearch', seat: 0, track: 0 });
    const choices = legalMoves(next).flatMap((move) =>
      move.type === 'moveShip' && move.to === 7 ? [move.ship] : [],
    );
    expect(choices).toEqual([sailing, front, back]);
    next = applyMove(next, { type: 'moveShip', seat: 0, ship: front, to: 7 });
    expect(next.areas[6]?.ships).toEqual([8, back]);
    expect(next.areas[7]?.ships).toEqual([front]);
  });

  it('10. a draft with fewer cards than players leaves the last players without one', () => {
    const state = emptyBoard(4);
    setTrackSymbols(state, 0, [{ space: 1, color: 'red', symbol: 'shipyardDraft' }]);
    putShip(state, 0, 0);
    state.players[0]!.shipyardCards = ['fastResearch'];
    state.shipyardPile = ['icebreaker', 'placeScientist'];
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playFastResearch', seat: 0, track: 0 });
    next = applyMove(next, legalMoves(next)[0]!);
    next = applyMove(next, legalMoves(next)[0]!);
    expect(next.players.map((player) => player.shipyardCards.length)).toEqual([1, 1, 0, 0]);
    expect(currentDecision(next)).toMatchObject({ kind: 'turn', seat: 0 });
  });
});
