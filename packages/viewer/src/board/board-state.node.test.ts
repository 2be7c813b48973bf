import { newGame, playerView } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { majorityLeaders, offerable, undrawable } from './board-state.js';

describe('undrawable', () => {
  it('accepts a state and a player view', () => {
    const state = newGame({ players: 4, seed: 1 });
    expect(undrawable(state)).toBeNull();
    expect(undrawable(playerView(state, 2))).toBeNull();
  });

  it('says what is missing from a value that is not a game state', () => {
    const state = newGame({ players: 2, seed: 1 });
    expect(undrawable(null)).toBe('not an object');
    expect(undrawable('state')).toBe('not an object');
    expect(undrawable({ ...state, areas: 'x' })).toBe('its areas is not a list');
    expect(undrawable({ ...state, edition: {} })).toBe(
      'it has no edition with tracks and Building Cards',
    );
    expect(undrawable({ ...state, areas: [...state.areas.slice(0, 2), {}] })).toBe(
      'area 3 has no ships or scientists',
    );
    expect(undrawable({ ...state, tracks: [null] })).toBe('Research Track 1 has no spaces');
    expect(undrawable({ ...state, players: [1] })).toBe(
      'a player is not an object with Building Cards',
    );
    expect(undrawable({ ...state, piles: { basic: [] } })).toBe('a Building Card pile is missing');
  });
});

describe('offerable and majorityLeaders', () => {
  it('keep only move-like entries of a list', () => {
    const move = { type: 'endTurn', seat: 0 } as const;
    expect(offerable([move, null, 3, { seat: 1 }])).toEqual([move]);
    expect(offerable('moves')).toEqual([]);
  });

  it('name every seat tied for the most scientists, and no one in an empty area', () => {
    expect(majorityLeaders([2, 3, 3, 0])).toEqual([1, 2]);
    expect(majorityLeaders([0, 0])).toEqual([]);
  });
});
