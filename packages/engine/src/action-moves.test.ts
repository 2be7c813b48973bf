import { describe, expect, it } from 'vitest';
import { visitGame } from './__fixtures__/varied-games.js';
import { applyMove } from './apply-move.js';
import { EngineError } from './errors/engine-error.js';
import { actionMoves, legalMoves } from './legal-moves.js';
import { ACTION_MOVES } from './state/moves.js';
import type { GameState } from './state/state.js';

const isAction = (type: string): boolean => (ACTION_MOVES as readonly string[]).includes(type);

describe('actionMoves', () => {
  it("lists exactly legalMoves' actions (build, buildShip, recruit, research), in its order, in games of every kind", () => {
    let turns = 0;
    let withActions = 0;
    // Every seventh index of variedOptions up to 161: each rule reading both ways (the readings
    // are picked by the index's bits, up to the seventh), player counts and table games mixed.
    for (let game = 0; game < 24; game++)
      visitGame(game * 7, 1, (state) => {
        const expected = legalMoves(state).filter((move) => isAction(move.type));
        const listed = actionMoves(state);
        // The same frozen, shared move objects as legalMoves hands out.
        expect(listed.length).toBe(expected.length);
        for (let index = 0; index < listed.length; index++)
          expect(listed[index]).toBe(expected[index]);
        if (state.turn !== null && state.turn.to >= 0) turns++;
        if (listed.length > 0) withActions++;
      });
    expect(turns).toBeGreaterThan(500);
    expect(withActions).toBeGreaterThan(200);
  });

  it('gives moves that apply to the state they were listed for, as legalMoves does', () => {
    visitGame(3, 5, (state) => {
      for (const move of actionMoves(state))
        expect(applyMove(state, move)).toEqual(applyMove(state, { ...move }));
    });
  });

  it('is empty at other decisions and once the action is taken', () => {
    let sail = 0;
    let acted = 0;
    visitGame(6, 1, (state: GameState) => {
      if (state.turn?.to === -1 && state.pending.length === 0) {
        sail++;
        expect(actionMoves(state)).toEqual([]);
      }
      if (state.turn?.acted === true && state.pending.length === 0) {
        acted++;
        expect(actionMoves(state)).toEqual([]);
      }
    });
    expect(sail).toBeGreaterThan(10);
    expect(acted).toBeGreaterThan(10);
  });

  it('refuses what is not a game state with invalid-argument', () => {
    for (const bad of [{}, null, 'state']) {
      let caught: unknown;
      try {
        actionMoves(bad as unknown as GameState);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(EngineError);
      expect((caught as EngineError).code).toBe('invalid-argument');
    }
  });
});
