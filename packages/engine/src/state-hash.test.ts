import { describe, expect, it } from 'vitest';
import { visitGame } from './__fixtures__/varied-games.js';
import { DEFAULT_EDITION } from './edition/default-edition.js';
import { deserializeGame, serializeGame } from './save/serialize.js';
import { newGame } from './setup/new-game.js';
import type { GameState } from './state/state.js';
import { stateHash } from './state-hash.js';

/** The same data with every object's keys in reverse order. */
function reversed<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversed) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversed(item)]),
  ) as T;
}

describe('stateHash', () => {
  it('is the same for equal states whatever their key order, and for a loaded save', () => {
    let states = 0;
    for (let index = 0; index < 12; index++)
      visitGame(index, 15, (state) => {
        const hash = stateHash(state);
        expect(stateHash(deserializeGame(serializeGame(state)))).toBe(hash);
        expect(stateHash({ ...reversed(state), edition: state.edition })).toBe(hash);
        states++;
      });
    expect(states).toBeGreaterThan(100);
  });

  it("does not depend on the edition's key order (it counts by id)", () => {
    const state = newGame({ players: 3, seed: 4 });
    expect(stateHash({ ...state, edition: reversed(DEFAULT_EDITION) })).toBe(stateHash(state));
  });

  it('tells apart states that differ in one value, or in which key holds it', () => {
    const state = newGame({ players: 3, seed: 4 });
    const seen = new Set([stateHash(state)]);
    const variants: GameState[] = [
      { ...state, sun: state.sun + 1 },
      { ...state, moves: 1 },
      { ...state, placed: state.moves, moves: state.placed + 1 },
      { ...state, rng: state.rng ^ 1 },
      {
        ...state,
        players: state.players.map((player, seat) =>
          seat === 0 ? { ...player, supply: player.supply + 1 } : player,
        ),
      },
      {
        ...state,
        players: state.players.map((player) => ({
          ...player,
          supply: player.reserve,
          reserve: player.supply,
        })),
      },
      { ...state, players: state.players.slice().reverse() },
      { ...state, rules: { ...state.rules, turnShipDiscard: 'never' } },
    ];
    for (const variant of variants) seen.add(stateHash(variant));
    expect(seen.size).toBe(variants.length + 1);
  });

  it('reads a field set to undefined as absent, as deep equality does', () => {
    const state = newGame({ players: 2, seed: 1 });
    const withUndefined = {
      ...state,
      players: state.players.map((player) => ({ ...player, name: undefined })),
    };
    expect(stateHash(withUndefined as unknown as GameState)).toBe(stateHash(state));
  });
});
