import { describe, expect, it } from 'vitest';
import { applyMove, tryApplyMove } from './apply-move.js';
import { IllegalMoveError } from './errors/illegal-move-error.js';
import { legalMoves } from './legal-moves.js';
import { newGame } from './setup/new-game.js';
import type { Move } from './state/moves.js';

describe('applying moves', () => {
  const state = newGame({ players: 4, seed: 1 });
  const frozen = JSON.stringify(state);

  it('refuses a move of the wrong player with a stable code, leaving the state untouched', () => {
    const result = tryApplyMove(state, { type: 'sail', seat: 2, to: 3 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('not-your-decision');
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it('refuses a move that does not answer the decision', () => {
    expect(() => applyMove(state, { type: 'endTurn', seat: 0 })).toThrow(
      expect.objectContaining({ code: 'wrong-decision' }),
    );
  });

  it('refuses the right kind of move with arguments not allowed now', () => {
    const result = tryApplyMove(state, { type: 'sail', seat: 0, to: state.sun });
    expect(!result.ok && result.error.code).toBe('not-allowed');
  });

  it('refuses what is not a move at all', () => {
    const result = tryApplyMove(state, null as unknown as Move);
    expect(!result.ok && result.error).toBeInstanceOf(IllegalMoveError);
    expect(!result.ok && result.error.code).toBe('malformed');
  });

  it('refuses moves with extra arguments', () => {
    const result = tryApplyMove(state, { type: 'sail', seat: 0, to: 3, extra: 1 } as Move);
    expect(!result.ok && result.error.code).toBe('not-allowed');
  });

  it('never changes the state it is given', () => {
    applyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it('reports what happened, step by step', () => {
    const result = tryApplyMove(state, { type: 'sail', seat: 0, to: 3 });
    expect(result.ok && result.events).toEqual([{ type: 'sailed', seat: 0, from: 1, to: 3 }]);
  });

  it('refuses a field the move does not have, even set to undefined, as it refuses one set to 1', () => {
    for (const extra of [undefined, 1]) {
      const result = tryApplyMove(state, { type: 'sail', seat: 0, to: 3, area: extra } as Move);
      expect(!result.ok && result.error.code).toBe('not-allowed');
      expect(!result.ok && result.error.reason).toMatch(/a "sail" has no "area"/);
    }
  });

  it("reads the move's own optional field set to undefined as an absent one", () => {
    const sail = tryApplyMove(state, { type: 'sail', seat: 0, to: 3 });
    if (!sail.ok) throw sail.error;
    const discard = { type: 'discard', seat: 0, resource: 'cube', ship: undefined } as Move;
    expect(tryApplyMove(sail.state, discard).ok).toBe(true);
  });

  it('refuses a move whose fields come from its prototype (a move is its own plain fields)', () => {
    const listed = legalMoves(state)[0] as Move;
    for (const move of [Object.create(listed), Object.create({ ...listed })]) {
      const result = tryApplyMove(state, move);
      expect(!result.ok && result.error.code).toBe('malformed');
    }
    class SailMove {
      type = 'sail';
      seat = 0;
      to = 3;
    }
    const instance = tryApplyMove(state, new SailMove() as Move);
    expect(!instance.ok && instance.error.code).toBe('malformed');
    // A plain object without a prototype is a move like any other.
    expect(tryApplyMove(state, Object.assign(Object.create(null), { ...listed })).ok).toBe(true);
  });
});
