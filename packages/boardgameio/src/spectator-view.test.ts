import {
  type GameState,
  legalMoves,
  newGame,
  playerView,
  tryApplyMove,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { clientStateOf } from './client-state.js';
import { SPECTATOR, spectatorView } from './spectator-view.js';
import { storedStateOf } from './stored-state.js';

/** Every state of a game played at random (a seeded choice among the legal moves). */
function gameStates(seed: number, players: 2 | 3 | 4): GameState[] {
  let state = newGame({ players, seed });
  const states = [state];
  let draw = seed;
  while (state.phase !== 'over' && states.length < 400) {
    const legal = legalMoves(state);
    draw = (draw * 1103515245 + 12345) % 2 ** 31;
    const result = tryApplyMove(state, legal[draw % legal.length]!);
    if (!result.ok) throw new Error(result.error.reason);
    state = result.state;
    states.push(state);
  }
  return states;
}

describe('spectatorView', () => {
  it.each([2, 3, 4] as const)('shows what every one of %i players sees, and no more', (players) => {
    for (const state of gameStates(players * 7, players)) {
      const spectator = spectatorView(state);
      const views = state.players.map((_, seat) => playerView(state, seat));
      expect(spectator.viewer).toBe(SPECTATOR);
      // Every hand as counts, as the other seats see it.
      for (const [seat, player] of spectator.players.entries()) {
        expect(typeof player.shipyardCards).toBe('number');
        expect(typeof player.resourceCards).toBe('number');
        expect(player).toEqual(views[(seat + 1) % players]!.players[seat]);
      }
      expect(spectator.shipyardPile).toBe(state.shipyardPile.length);
      // No draft's cards, at any depth.
      expect(JSON.stringify(spectator.pending)).not.toMatch(
        /"kind":"draft","seats":\[[^\]]*\],"cards":\[\d/,
      );
      // The rest is what every seat sees.
      const { players: _p, pending: _e, shipyardPile: _s, viewer: _v, ...shared } = spectator;
      for (const view of views) {
        const { players: _q, pending: _f, shipyardPile: _t, viewer: _w, ...rest } = view;
        expect(shared).toEqual(rest);
      }
    }
  });

  it('is what a client without a seat receives', () => {
    const state = gameStates(5, 3)[30]!;
    const { view, legalMoves: moves } = clientStateOf(storedStateOf(state), null, []);
    expect(moves).toEqual([]);
    expect(view).toEqual({ ...spectatorView(state), edition: state.edition.id });
  });
});
