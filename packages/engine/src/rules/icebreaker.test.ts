import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putShip } from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import type { GameState } from '../state/state.js';

/** The Sun is in area 0, whose line is seat 0, seat 0, seat 1; seat 0 holds an Icebreaker. */
function ownShipBehind(): { state: GameState; second: number; third: number } {
  const state = emptyBoard(4);
  putShip(state, 0, 0);
  const second = putShip(state, 0, 0);
  const third = putShip(state, 1, 0);
  state.players[0]!.shipyardCards = ['icebreaker', 'fastResearch'];
  beginVisit(state, 0);
  return { state, second, third };
}

describe('Icebreaker (rulebook: Shipyard Card effects, "One Card per player and Sun")', () => {
  it("can be played during one's turn on one's own ship right behind, for a second turn in a row", () => {
    const { state, second } = ownShipBehind();
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(legalMoves(next)).toContainEqual({ type: 'playIcebreaker', seat: 0, area: 0 });
    next = applyMove(next, { type: 'playIcebreaker', seat: 0, area: 0 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.sun).toBe(0);
    expect(currentDecision(next)).toMatchObject({ kind: 'sail', seat: 0, icebreaker: true });
    expect(next.turn?.ship).toBe(second);
  });

  it('forbids a second card in that second turn (one card per player and Sun)', () => {
    const { state } = ownShipBehind();
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playIcebreaker', seat: 0, area: 0 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    next = applyMove(next, { type: 'sail', seat: 0, to: 4 });
    expect(legalMoves(next).some((move) => move.type.startsWith('play'))).toBe(false);
  });

  it('moves the remaining ships up only after the turns: the third ship never acts', () => {
    const { state, third } = ownShipBehind();
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playIcebreaker', seat: 0, area: 0 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    next = applyMove(next, { type: 'sail', seat: 0, to: 4 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(next.areas[0]?.ships).toEqual([third]);
    expect(next.sun).not.toBe(0);
  });

  it("is not offered in the Sun's area before the ship has sailed, nor behind another player's ship", () => {
    const { state } = ownShipBehind();
    expect(legalMoves(state).some((move) => move.type === 'playIcebreaker')).toBe(false);
    const other = emptyBoard(4);
    putShip(other, 0, 0);
    putShip(other, 1, 0);
    putShip(other, 0, 0);
    other.players[0]!.shipyardCards = ['icebreaker'];
    beginVisit(other, 0);
    const sailed = applyMove(other, { type: 'sail', seat: 0, to: 3 });
    expect(legalMoves(sailed).some((move) => move.type === 'playIcebreaker')).toBe(false);
  });

  it('a second turn that moves its ship away from the area before the turn ends loses it', () => {
    const { state } = ownShipBehind();
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playIcebreaker', seat: 0, area: 0 });
    const second = next.areas[0]!.ships[0]!;
    next = applyMove(next, { type: 'discard', seat: 0, resource: 'boardShip', ship: second });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    expect(currentDecision(next)).toMatchObject({ icebreaker: false });
  });
});
