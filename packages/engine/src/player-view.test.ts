import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putBuildings, putShip } from './__fixtures__/positions.js';
import { applyMove } from './apply-move.js';
import { newGame } from './new-game.js';
import { playerView } from './player-view.js';

describe("a player's view", () => {
  it("shows one's own hand and only the size of the others'", () => {
    const state = newGame({ players: 3, seed: 2 });
    state.players[1]!.shipyardCards = ['icebreaker', 'fastResearch'];
    const view = playerView(state, 0);
    expect(view.players[0]?.resourceCards).toEqual(state.players[0]?.resourceCards);
    expect(view.players[1]?.shipyardCards).toBe(2);
    expect(view.players[1]?.resourceCards).toBe(1);
  });

  it('shows each pile only by its top card and size, and leaves out the random state', () => {
    const state = newGame({ players: 4, seed: 2 });
    const view = playerView(state, 2);
    expect(view.piles.basic).toEqual({
      top: state.piles.basic.at(-1),
      count: state.piles.basic.length,
    });
    expect(view.shipyardPile).toBe(13);
    expect('rng' in view).toBe(false);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.piles.advanced));
  });

  it('shows the Shipyard pile to the player choosing from it, and to no one else', () => {
    const state = emptyBoard(4);
    putShip(state, 0, 0);
    putBuildings(state, 3, 'shipyard');
    beginVisit(state, 0);
    const picking = applyMove(applyMove(state, { type: 'sail', seat: 0, to: 3 }), {
      type: 'buildShip',
      seat: 0,
    });
    expect(Array.isArray(playerView(picking, 1).shipyardPile)).toBe(true);
    expect(playerView(picking, 2).shipyardPile).toBe(13);
  });
});
