import { describe, expect, it } from 'vitest';
import { moveUniverse } from '../__fixtures__/move-universe.js';
import { applyMove, tryApplyMove } from '../apply-move.js';
import { botRandom, weightedRandomBot } from '../bots/random-bot.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import { stateHash } from '../state-hash.js';
import { MOVE_TYPES, type Move } from './moves.js';

describe('listed moves (shared, frozen, and not checked twice)', () => {
  it('lists frozen moves, the same object for the same move each time, in an array of the caller own', () => {
    const state = newGame({ players: 3, seed: 8 });
    const first = legalMoves(state);
    const again = legalMoves(state);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    for (const [index, move] of first.entries()) {
      expect(Object.isFrozen(move)).toBe(true);
      expect(again[index]).toBe(move);
    }
  });

  it('refuses a move added to the returned list, and a listed move applied to another state where it is illegal', () => {
    const state = newGame({ players: 4, seed: 3 });
    const legal = legalMoves(state);
    const fake: Move = { type: 'endTurn', seat: (legal[0]?.seat ?? 0) + 1 };
    legal.push(fake);
    expect(tryApplyMove(state, fake).ok).toBe(false);

    // The first decision is a sail: after sailing, the same sail move is no longer legal.
    const sail = legal.find((move) => move.type === 'sail') as Move;
    const sailed = applyMove(state, sail);
    legalMoves(state);
    const result = tryApplyMove(sailed, sail);
    expect(result.ok).toBe(false);
  });

  it('gives the same game whether a move is the listed object or a copy of it (checked the long way)', () => {
    for (const seed of [1, 2, 3]) {
      const bot = weightedRandomBot(botRandom(seed));
      let listed = newGame({ players: 4, seed });
      let copied = listed;
      for (let step = 0; step < 600; step++) {
        const legal = legalMoves(listed);
        if (legal.length === 0) break;
        const move = bot(listed, legal);
        listed = applyMove(listed, move);
        copied = applyMove(copied, { ...move } as Move);
        expect(stateHash(copied)).toBe(stateHash(listed));
      }
    }
  });
});

describe('MOVE_TYPES', () => {
  it('names every move type once, the same types a move universe of every decision holds', () => {
    expect(new Set(MOVE_TYPES).size).toBe(MOVE_TYPES.length);
    const seen = new Set(
      moveUniverse(newGame({ players: 4, seed: 1 }), [0]).map((move) => move.type),
    );
    expect([...seen].sort()).toEqual([...MOVE_TYPES].sort());
  });
});
