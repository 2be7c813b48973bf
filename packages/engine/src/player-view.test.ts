import { describe, expect, it } from 'vitest';
import { beginVisit, emptyBoard, putBuildings, putShip } from './__fixtures__/positions.js';
import { applyMove } from './apply-move.js';
import { legalMoves } from './legal-moves.js';
import { playerView } from './player-view.js';
import { newGame } from './setup/new-game.js';
import type { Move } from './state/moves.js';
import type { PlayerState } from './state/state.js';

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

  it('cannot corrupt the game: the view shares nothing writable with it, and is frozen', () => {
    let state = newGame({ players: 4, seed: 3 });
    // Some way into the game, so that every part has something in it.
    for (let step = 0; step < 60; step++) state = applyMove(state, legalMoves(state)[0] as Move);
    const before = JSON.stringify(state);
    const view = playerView(state, 1);
    const attempts: Array<() => unknown> = [
      () => view.ships.sort((a, b) => b - a),
      () => view.ships.push(0),
      () => view.areas[0]?.ships.reverse(),
      () => {
        (view.areas[0] as { closed: boolean }).closed = true;
      },
      () => view.areas.pop(),
      () => view.tracks[0]?.spaces.fill(3),
      () => (view.players[1] as PlayerState).buildingCards.push(9),
      () => (view.players[1] as PlayerState).shipyardCards.push('icebreaker'),
      () => {
        view.buildingSupply.camp = 0;
      },
      () => {
        (view.rules as { newCubeSpace: string }).newCubeSpace = 'x';
      },
      () => view.visit.cardPlayed.fill(true),
      () => view.icebreakers.push({ area: 0, seat: 0, ship: 0 }),
      () => {
        (view as { sun: number }).sun = 99;
      },
    ];
    for (const attempt of attempts) expect(attempt).toThrow(TypeError);
    expect(JSON.stringify(state)).toBe(before);
    // The live state is not frozen by the view.
    expect(Object.isFrozen(state.areas[0]?.ships)).toBe(false);
    expect(Object.isFrozen(state.ships)).toBe(false);
  });

  it('shares no object or array with the game but the frozen edition', () => {
    const state = newGame({ players: 3, seed: 5 });
    const view = playerView(state, 0);
    const inState = new Set<unknown>();
    const walk = (value: unknown, into: Set<unknown>) => {
      if (typeof value !== 'object' || value === null || into.has(value)) return;
      if (value === state.edition) return;
      into.add(value);
      for (const inner of Object.values(value)) walk(inner, into);
    };
    walk(state, inState);
    const inView = new Set<unknown>();
    walk(view, inView);
    for (const value of inView) expect(inState.has(value)).toBe(false);
  });

  it('shows what the state holds now, however it was changed, sharing only unchanged frozen parts between views', () => {
    const state = newGame({ players: 4, seed: 6 });
    const first = playerView(state, 0);
    const second = playerView(state, 1);
    // Unchanged areas and tracks: the same frozen parts, equal to the state's.
    expect(second.areas[3]).toBe(first.areas[3]);
    expect(second.tracks).toEqual(state.tracks);
    // A state changed in place (as a test or a careless caller may do) is shown as it is now.
    const area = state.areas[3] as (typeof state.areas)[number];
    area.scientists[2] = (area.scientists[2] ?? 0) + 5;
    (state.tracks[0] as (typeof state.tracks)[number]).spaces[0] = 3;
    const third = playerView(state, 0);
    expect(third.areas).toEqual(state.areas);
    expect(third.tracks).toEqual(state.tracks);
    expect(third.areas[3]).not.toBe(first.areas[3]);
    expect(first.areas[3]?.scientists[2]).toBe((area.scientists[2] ?? 0) - 5);
    // A state made from a view (as the bots' determinization does) still shares nothing with it.
    const fromView = { ...state, areas: third.areas, tracks: third.tracks };
    const fourth = playerView(fromView, 0);
    for (let index = 0; index < fromView.areas.length; index++) {
      expect(fourth.areas[index]).not.toBe(fromView.areas[index]);
      expect(fourth.areas[index]).toEqual(fromView.areas[index]);
    }
    expect(fourth.tracks[0]).not.toBe(fromView.tracks[0]);
  });

  it('shares the other unchanged parts too, and shows every part changed in place', () => {
    const state = newGame({ players: 4, seed: 7 });
    const first = playerView(state, 2);
    const again = playerView(state, 2);
    for (const key of ['players', 'ships', 'buildingSupply', 'rules', 'visit', 'turn'] as const)
      expect(again[key]).toBe(first[key]);
    expect(again.piles.basic).toBe(first.piles.basic);
    // Changed in place: each part is shown as it is now, and the first view keeps what it showed.
    const player = state.players[2] as PlayerState;
    player.buildingCards.push(5);
    player.supply += 1;
    (state.players[0] as PlayerState).resourceCards.push(0);
    state.ships[0] = -2;
    state.buildingSupply.camp = (state.buildingSupply.camp ?? 0) - 1;
    state.visit.cardPlayed[0] = !state.visit.cardPlayed[0];
    state.piles.basic.pop();
    const third = playerView(state, 2);
    expect(third.players[2]).toEqual({ ...player, buildingCards: player.buildingCards });
    expect(third.players[0]?.resourceCards).toBe(
      (state.players[0] as PlayerState).resourceCards.length,
    );
    expect(third.ships).toEqual(state.ships);
    expect(third.buildingSupply).toEqual(state.buildingSupply);
    expect(third.visit.cardPlayed).toEqual(state.visit.cardPlayed);
    expect(third.piles.basic.count).toBe(state.piles.basic.length);
    expect(first.players[2]?.supply).toBe(player.supply - 1);
    expect(first.ships[0]).not.toBe(-2);
    // A state made from a view still shares nothing with the views made of it.
    const fromView = { ...state, ships: third.ships, buildingSupply: third.buildingSupply };
    const fourth = playerView(fromView, 2);
    expect(fourth.ships).not.toBe(fromView.ships);
    expect(fourth.buildingSupply).not.toBe(fromView.buildingSupply);
    expect(fourth.ships).toEqual(fromView.ships);
  });
});
