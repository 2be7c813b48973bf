import { describe, expect, it } from 'vitest';
import {
  beginVisit,
  emptyBoard,
  putBuildings,
  putScientists,
  putShip,
} from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import type { GameState } from '../state/state.js';

/** Seat 0's first ship in area 0 sails to area 3, which holds `buildings`. */
function sailedTo(...buildings: Parameters<typeof putBuildings>[2][]): GameState {
  const state = emptyBoard(4);
  putShip(state, 0, 0);
  putBuildings(state, 3, ...buildings);
  beginVisit(state, 0);
  return applyMove(state, { type: 'sail', seat: 0, to: 3 });
}

describe('building a ship', () => {
  it('needs a Shipyard in the target area and a ship on Available Resources', () => {
    expect(legalMoves(sailedTo('shipyard')).some((move) => move.type === 'buildShip')).toBe(true);
    expect(legalMoves(sailedTo('camp')).some((move) => move.type === 'buildShip')).toBe(false);
  });

  it("puts the new ship last in line in the Sun's area", () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    const waiting = putShip(state, 2, 0);
    putBuildings(state, 3, 'shipyard');
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'buildShip', seat: 0 });
    expect(next.areas[0]?.ships).toEqual([waiting, 1]);
  });

  it('gives every other player a Shipyard Card of their choice, starting with the player to the right, but not the builder', () => {
    let next = applyMove(sailedTo('shipyard'), { type: 'buildShip', seat: 0 });
    expect(currentDecision(next)).toEqual({ kind: 'shipyardPick', seat: 1 });
    next = applyMove(next, { type: 'takeShipyardCard', seat: 1, card: 'icebreaker' });
    expect(currentDecision(next)).toEqual({ kind: 'shipyardPick', seat: 2 });
    next = applyMove(next, { type: 'takeShipyardCard', seat: 2, card: 'fastResearch' });
    next = applyMove(next, { type: 'takeShipyardCard', seat: 3, card: 'fastResearch' });
    expect(next.players.map((player) => player.shipyardCards)).toEqual([
      [],
      ['icebreaker'],
      ['fastResearch'],
      ['fastResearch'],
    ]);
    expect(next.shipyardPile).toHaveLength(10);
    expect(currentDecision(next)).toMatchObject({ kind: 'turn', seat: 0, acted: true });
  });

  it('gives nobody a card when the pile cannot serve every other player, and boxes the rest', () => {
    const state = sailedTo('shipyard');
    state.shipyardPile = ['icebreaker', 'placeScientist'];
    const next = applyMove(state, { type: 'buildShip', seat: 0 });
    expect(next.shipyardPile).toEqual([]);
    expect(next.players.every((player) => player.shipyardCards.length === 0)).toBe(true);
    expect(currentDecision(next)).toMatchObject({ kind: 'turn', seat: 0 });
  });

  it('does not let the new ship act in the same Sun visit', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putBuildings(state, 3, 'shipyard');
    beginVisit(state, 0);
    state.shipyardPile = [];
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'buildShip', seat: 0 });
    next = applyMove(next, { type: 'endTurn', seat: 0 });
    // The Sun moves on to the next area with ships (area 3), not back to the new ship in area 0.
    expect(next.sun).toBe(3);
  });
});

describe('recruiting scientists (Box C)', () => {
  it('moves as many scientists from reserve to supply as own ships and scientists in the area: 2 ships and 1 scientist give 3', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putShip(state, 0, 3);
    putScientists(state, 0, 3, 1);
    putShip(state, 1, 3);
    putScientists(state, 1, 3, 4);
    putBuildings(state, 3, 'camp');
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'recruit', seat: 0 });
    expect(next.players[0]).toMatchObject({ supply: 5, reserve: 7 });
  });

  it('takes only what the reserve holds', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putScientists(state, 0, 3, 3);
    putBuildings(state, 3, 'camp');
    state.players[0]!.reserve = 2;
    beginVisit(state, 0);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'recruit', seat: 0 });
    expect(next.players[0]).toMatchObject({ supply: 4, reserve: 0 });
  });

  it('needs a Camp in the target area', () => {
    expect(legalMoves(sailedTo('crane')).some((move) => move.type === 'recruit')).toBe(false);
  });
});

describe('research at a Research Center', () => {
  it('advances on a track showing the center, by own ships and scientists in the area', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putShip(state, 0, 3);
    putScientists(state, 0, 3, 2);
    putBuildings(state, 3, 'coastalResearchCenter');
    beginVisit(state, 0);
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    const tracks = legalMoves(sailed).flatMap((move) =>
      move.type === 'research' ? [move.track] : [],
    );
    expect(tracks).toEqual(
      state.edition.tracks.flatMap((track, index) =>
        track.centers.includes('coastalResearchCenter') ? [index] : [],
      ),
    );
    const next = applyMove(sailed, { type: 'research', seat: 0, track: 1 });
    // 4 points: 1 to enter the track on space 0, then 3 spaces.
    expect(next.tracks[1]?.spaces.indexOf(0)).toBe(3);
  });

  it('is not offered without a Research Center in the target area', () => {
    expect(legalMoves(sailedTo('camp')).some((move) => move.type === 'research')).toBe(false);
  });
});
