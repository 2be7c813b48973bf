import { describe, expect, it } from 'vitest';
import { applyMove } from './apply-move.js';
import { legalMoves } from './legal-moves.js';
import { playerView } from './player-view.js';
import { newGame } from './setup/new-game.js';

// The piles of a view are one frozen object shared with the last view while no pile changed, and
// a new one, equal to the state's piles, as soon as one did.

describe('the piles of a view', () => {
  it('are the last view’s object while no pile changed, and show a changed pile at once', () => {
    const state = newGame({ players: 3, seed: 'piles' });
    const first = playerView(state, 0);
    const second = playerView(state, 1);
    expect(second.piles).toBe(first.piles);
    expect(Object.isFrozen(second.piles)).toBe(true);
    state.piles.double.pop();
    const third = playerView(state, 1);
    expect(third.piles).not.toBe(first.piles);
    expect(third.piles.basic).toBe(first.piles.basic);
    expect(third.piles.double.count).toBe(state.piles.double.length);
    expect(first.piles.double.count).toBe(state.piles.double.length + 1);
  });

  it('follow a game move by move', () => {
    let state = newGame({ players: 4, seed: 'piles-game' });
    for (let move = 0; move < 300; move++) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      state = applyMove(state, legal[move % legal.length] as (typeof legal)[number]);
      const view = playerView(state, move % 4);
      for (const deck of ['basic', 'double', 'advanced'] as const) {
        const cards = state.piles[deck];
        expect(view.piles[deck]).toEqual({
          top: cards.length === 0 ? null : cards[cards.length - 1],
          count: cards.length,
        });
      }
    }
  });
});
