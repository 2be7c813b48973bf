import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putShip, setTrackSymbols } from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import type { TrackSymbol } from '../edition/edition.js';
import { legalMoves } from '../legal-moves.js';
import type { GameState } from '../state/state.js';

/**
 * Seat 0 has sailed from area 0 to area 3 and holds a Fast Research card; track 0 is replaced by
 * one whose space 2 carries `symbol` in `color`, so playing Fast Research on it triggers it.
 */
function triggering(symbol: TrackSymbol, color: 'red' | 'blue' = 'red'): GameState {
  const state = emptyBoard(4);
  setTrackSymbols(state, 0, [{ space: 2, color, symbol }]);
  putShip(state, 0, 0);
  state.players[0]!.shipyardCards = ['fastResearch'];
  beginVisit(state, 0);
  return applyMove(state, { type: 'sail', seat: 0, to: 3 });
}

const fastResearch = (state: GameState, track = 0) =>
  applyMove(state, { type: 'playFastResearch', seat: 0, track });

describe('Research Track actions', () => {
  it('recruit one: a scientist from reserve to supply', () => {
    const state = fastResearch(triggering('recruitOne'));
    expect(state.players[0]).toMatchObject({ supply: 3, reserve: 9 });
    expect(currentDecision(state)).toMatchObject({ kind: 'turn', seat: 0 });
  });

  it('gain an Expertise Resource Card from the pile', () => {
    const before = triggering('gainExpertiseCard');
    const state = fastResearch(before);
    expect(state.players[0]?.resourceCards).toHaveLength(2);
    expect(state.resourcePile).toHaveLength(before.resourcePile.length - 1);
  });

  it('gain a Basic Resource Card: nothing while the starting one is unused', () => {
    const state = fastResearch(triggering('gainBasicCard'));
    expect(state.players[0]?.resourceCards).toHaveLength(1);
  });

  it('gain a Basic Resource Card once the starting one was played and returned to the pile', () => {
    const before = triggering('gainBasicCard');
    const starting = before.players[0]!.resourceCards[0]!;
    before.players[0]!.resourceCards = [];
    before.players[0]!.startingBasicCard = null;
    before.resourcePile.push(starting);
    expect(fastResearch(before).players[0]?.resourceCards).toEqual([starting]);
  });

  it("build a ship: free, last in line in the Sun's area, and the others pick Shipyard Cards", () => {
    const state = fastResearch(triggering('buildShip'));
    expect(state.areas[0]?.ships).toEqual([1]);
    expect(currentDecision(state)).toEqual({ kind: 'shipyardPick', seat: 1 });
  });

  it("build a ship: nothing when the Sun's area is full", () => {
    const before = triggering('buildShip');
    for (const seat of [1, 2, 3]) putShip(before, seat, 0);
    const state = fastResearch(before);
    expect(state.areas[0]?.ships).toHaveLength(3);
    expect(currentDecision(state)).toMatchObject({ kind: 'turn', seat: 0 });
  });

  it('shipyard draft: one card per player drawn; each picks one, passing the rest to the right', () => {
    let state = fastResearch(triggering('shipyardDraft'));
    const decision = currentDecision(state);
    expect(decision).toMatchObject({ kind: 'draft', seat: 0 });
    expect(decision.kind === 'draft' && decision.cards).toHaveLength(4);
    expect(state.shipyardPile).toHaveLength(9);
    for (const seat of [0, 1, 2, 3]) {
      const move = legalMoves(state)[0]!;
      expect(move).toMatchObject({ type: 'draftPick', seat });
      state = applyMove(state, move);
    }
    expect(state.players.every((player) => player.shipyardCards.length === 1)).toBe(true);
  });

  it('move a ship, for everyone on a blue space, in counter-clockwise order from the mover, each free to pass', () => {
    const before = triggering('moveShip', 'blue');
    putShip(before, 1, 6);
    putShip(before, 3, 7);
    let state = fastResearch(before);
    expect(currentDecision(state)).toMatchObject({
      kind: 'trackAction',
      symbol: 'moveShip',
      seat: 0,
    });
    state = applyMove(state, { type: 'moveShip', seat: 0, ship: 0, to: 1 });
    expect(currentDecision(state)).toMatchObject({ kind: 'trackAction', seat: 1 });
    state = applyMove(state, { type: 'moveShip', seat: 1, ship: 8, to: 1 });
    // Seat 2 has no ship on the board and is skipped.
    expect(currentDecision(state)).toMatchObject({ kind: 'trackAction', seat: 3 });
    state = applyMove(state, { type: 'pass', seat: 3 });
    expect(state.areas[1]?.ships).toEqual([0, 8]);
    expect(currentDecision(state)).toMatchObject({ kind: 'turn', seat: 0 });
  });

  it('move a ship: not a ship built this turn, nor into a full area', () => {
    const before = triggering('moveShip');
    for (const seat of [1, 2, 3]) putShip(before, seat, 5);
    let state = fastResearch(before);
    const targets = legalMoves(state).flatMap((move) =>
      move.type === 'moveShip' ? [move.to] : [],
    );
    expect(targets).not.toContain(5);
    state.turn!.builtShips.push(state.areas[3]!.ships[0]!);
    state = { ...state };
    expect(legalMoves(state).filter((move) => move.type === 'moveShip')).toEqual([]);
  });

  it('advance three, for everyone: each player on a different track; actions they trigger wait until all have advanced', () => {
    const before = triggering('advanceThree', 'blue');
    // Track 1 gets a red "recruit one" on space 1, reached by the first advancing player.
    setTrackSymbols(before, 1, [{ space: 1, color: 'red', symbol: 'recruitOne' }]);
    let state = fastResearch(before);
    expect(currentDecision(state)).toMatchObject({
      kind: 'trackAction',
      symbol: 'advanceThree',
      seat: 0,
    });
    state = applyMove(state, { type: 'advance', seat: 0, track: 1 });
    expect(state.players[0]?.supply).toBe(2);
    expect(legalMoves(state)).not.toContainEqual({ type: 'advance', seat: 1, track: 1 });
    state = applyMove(state, { type: 'advance', seat: 1, track: 2 });
    state = applyMove(state, { type: 'pass', seat: 2 });
    state = applyMove(state, { type: 'advance', seat: 3, track: 3 });
    expect(state.players[0]?.supply).toBe(3);
    expect(currentDecision(state)).toMatchObject({ kind: 'turn', seat: 0 });
  });
});
