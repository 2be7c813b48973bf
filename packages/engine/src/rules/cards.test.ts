import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putBuildings, putShip } from '../__fixtures__/positions.js';
import { applyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import type { GameState } from '../state/state.js';

/** Seat 0's ship in area 0 takes its turn with the given Shipyard Cards in hand. */
function withCards(...cards: GameState['players'][number]['shipyardCards']): GameState {
  const state = emptyBoard(4);
  putShip(state, 0, 0);
  state.players[0]!.shipyardCards = cards;
  beginVisit(state, 0);
  return state;
}

const cardMoves = (state: GameState) =>
  legalMoves(state).filter((move) => move.type.startsWith('play'));

describe('Shipyard and Resource Cards', () => {
  it('can be played only after the ship has sailed', () => {
    const state = withCards('plusTwoScientists');
    expect(cardMoves(state)).toEqual([]);
    expect(cardMoves(applyMove(state, { type: 'sail', seat: 0, to: 3 }))).not.toEqual([]);
  });

  it('allow one card per turn', () => {
    let state = applyMove(withCards('plusTwoScientists', 'fastResearch'), {
      type: 'sail',
      seat: 0,
      to: 3,
    });
    state = applyMove(state, { type: 'playPlusTwoScientists', seat: 0 });
    expect(cardMoves(state)).toEqual([]);
  });

  it('"Place a Scientist" puts one scientist from supply into the area sailed to, counted by a Camp', () => {
    const state = withCards('placeScientist');
    putBuildings(state, 3, 'camp');
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    next = applyMove(next, { type: 'playPlaceScientist', seat: 0 });
    expect(next.areas[3]?.scientists[0]).toBe(1);
    next = applyMove(next, { type: 'recruit', seat: 0 });
    // One ship and one scientist recruit two.
    expect(next.players[0]).toMatchObject({ supply: 3, reserve: 8 });
  });

  it('"+2 Scientists" moves two from reserve to supply, or the last one', () => {
    let state = withCards('plusTwoScientists');
    state.players[0]!.reserve = 1;
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 3 }), {
      type: 'playPlusTwoScientists',
      seat: 0,
    });
    expect(state.players[0]).toMatchObject({ supply: 3, reserve: 0 });
  });

  it('"Fast Research" advances three on a track of choice', () => {
    let state = applyMove(withCards('fastResearch'), { type: 'sail', seat: 0, to: 3 });
    state = applyMove(state, { type: 'playFastResearch', seat: 0, track: 4 });
    expect(state.tracks[4]?.spaces.indexOf(0)).toBe(2);
  });

  it('go to the box once played (Shipyard Cards)', () => {
    let state = applyMove(withCards('fastResearch'), { type: 'sail', seat: 0, to: 3 });
    const pile = state.shipyardPile.length;
    state = applyMove(state, { type: 'playFastResearch', seat: 0, track: 4 });
    expect(state.players[0]?.shipyardCards).toEqual([]);
    expect(state.shipyardPile).toHaveLength(pile);
  });
});

describe('Icebreaker', () => {
  /** Area 5 holds a ship of seat 1 then a ship of seat 0; seat 0 plays an Icebreaker there. */
  function icebreakerPlayed(): GameState {
    const state = withCards('icebreaker');
    putShip(state, 1, 5);
    putShip(state, 0, 5);
    putShip(state, 2, 5);
    let next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(legalMoves(next)).toContainEqual({ type: 'playIcebreaker', seat: 0, area: 5 });
    next = applyMove(next, { type: 'playIcebreaker', seat: 0, area: 5 });
    return applyMove(next, { type: 'endTurn', seat: 0 });
  }

  it('can only be played on an area where the second ship in line is yours', () => {
    const state = withCards('icebreaker');
    putShip(state, 0, 5);
    putShip(state, 1, 5);
    const next = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(legalMoves(next).some((move) => move.type === 'playIcebreaker')).toBe(false);
  });

  it("gives its owner a turn right after the first ship's, with the second ship; then it is discarded", () => {
    let state = icebreakerPlayed();
    // The Sun reaches area 3 first (seat 0's sailed ship), then area 5.
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 4 }), {
      type: 'endTurn',
      seat: 0,
    });
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 6 }), {
      type: 'endTurn',
      seat: 0,
    });
    expect(state.sun).toBe(5);
    expect(currentDecision(state)).toMatchObject({ kind: 'sail', seat: 1 });
    state = applyMove(applyMove(state, { type: 'sail', seat: 1, to: 2 }), {
      type: 'endTurn',
      seat: 1,
    });
    expect(currentDecision(state)).toMatchObject({
      kind: 'sail',
      seat: 0,
      from: 5,
      icebreaker: true,
    });
    expect(state.icebreakers).toEqual([]);
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 7 }), {
      type: 'endTurn',
      seat: 0,
    });
    // The third ship never acts: the Sun moves on.
    expect(state.sun).toBe(6);
  });

  it('lets its owner decline the extra turn', () => {
    let state = icebreakerPlayed();
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 4 }), {
      type: 'endTurn',
      seat: 0,
    });
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 6 }), {
      type: 'endTurn',
      seat: 0,
    });
    state = applyMove(applyMove(state, { type: 'sail', seat: 1, to: 2 }), {
      type: 'endTurn',
      seat: 1,
    });
    expect(legalMoves(state)).toContainEqual({ type: 'pass', seat: 0 });
    state = applyMove(state, { type: 'pass', seat: 0 });
    expect(state.sun).toBe(6);
  });

  it('limits a player to one card in the Sun move even across the Icebreaker turn', () => {
    let state = withCards('icebreaker', 'fastResearch');
    putShip(state, 0, 0);
    state.icebreakers = [];
    state.visit.icebreaker = { seat: 0, ship: state.areas[0]!.ships[1]! };
    state = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    state = applyMove(state, { type: 'playFastResearch', seat: 0, track: 0 });
    state = applyMove(state, { type: 'endTurn', seat: 0 });
    expect(currentDecision(state)).toMatchObject({ kind: 'sail', seat: 0, icebreaker: true });
    state = applyMove(state, { type: 'sail', seat: 0, to: 4 });
    expect(cardMoves(state)).toEqual([]);
  });

  it('gives no turn after the game has ended', () => {
    let state = withCards();
    putShip(state, 0, 0);
    state.visit.icebreaker = { seat: 0, ship: state.areas[0]!.ships[1]! };
    state.piles = { basic: [], double: [], advanced: [] };
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 3 }), {
      type: 'endTurn',
      seat: 0,
    });
    expect(state.phase).toBe('over');
  });
});

describe('discarding', () => {
  it('moves one cube or ship to Discarded Resources once per turn, and a scientist from reserve to supply', () => {
    let state = applyMove(withCards(), { type: 'sail', seat: 0, to: 3 });
    state = applyMove(state, { type: 'discard', seat: 0, resource: 'cube' });
    expect(state.players[0]).toMatchObject({ discarded: 1, cubes: 4, supply: 3, reserve: 9 });
    expect(legalMoves(state).some((move) => move.type === 'discard')).toBe(false);
  });

  it('is allowed with an empty reserve, which then gives nothing', () => {
    let state = withCards();
    state.players[0]!.reserve = 0;
    state = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 3 }), {
      type: 'discard',
      seat: 0,
      resource: 'availableShip',
    });
    expect(state.players[0]).toMatchObject({ discarded: 1, supply: 2, reserve: 0 });
  });

  it('can take any own ship from the board, the one that sailed included, but not a cube on a track', () => {
    const state = withCards();
    const other = putShip(state, 0, 6);
    const sailing = state.areas[state.sun]!.ships[0]!;
    state.tracks[0]!.spaces[0] = 0;
    state.players[0]!.cubes = 0;
    const sailed = applyMove(state, { type: 'sail', seat: 0, to: 3 });
    const discards = legalMoves(sailed).filter((move) => move.type === 'discard');
    expect(discards).toEqual([
      { type: 'discard', seat: 0, resource: 'availableShip' },
      { type: 'discard', seat: 0, resource: 'boardShip', ship: sailing },
      { type: 'discard', seat: 0, resource: 'boardShip', ship: other },
    ]);
    const next = applyMove(sailed, {
      type: 'discard',
      seat: 0,
      resource: 'boardShip',
      ship: other,
    });
    expect(next.areas[6]?.ships).toEqual([]);
  });
});
