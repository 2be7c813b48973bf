import { describeValue } from '@antarctica-game/foundation/shape-check';
import { describe, expect, it } from 'vitest';
import { applyMove, tryApplyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import type { Move } from '../state/moves.js';
import { IllegalMoveError, sameMove } from './illegal-move-error.js';

const state = newGame({ players: 4, seed: 1 });

function refusal(move: unknown) {
  const result = tryApplyMove(state, move as Move);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error).toBeInstanceOf(IllegalMoveError);
  return result.error;
}

describe('refusing moves', () => {
  it('gives malformed, not wrong-decision, for an unknown move type, and lists the moves', () => {
    const error = refusal({ type: 'fly', seat: 0 });
    expect(error.code).toBe('malformed');
    expect(error.reason).toMatch(/unknown move type "fly"; the moves are placeOpeningCube, /);
  });

  it.each([
    ['a seat that is not a whole number', { type: 'sail', seat: '0', to: 3 }, /"seat" must be/],
    ['a missing argument', { type: 'sail', seat: 0 }, /"to" of a sail must be a whole number/],
    ['a fractional area', { type: 'sail', seat: 0, to: 2.5 }, /"to" of a sail/],
    ['an unknown pile', { type: 'build', seat: 0, deck: 'castle', track: 0 }, /"deck"/],
    ['an unknown card', { type: 'draftPick', seat: 0, card: 'joker' }, /"card"/],
    [
      'a board-ship discard without its ship',
      { type: 'discard', seat: 0, resource: 'boardShip' },
      /names the ship/,
    ],
    [
      'a cube discard naming a ship',
      { type: 'discard', seat: 0, resource: 'cube', ship: 1 },
      /names no ship/,
    ],
    [
      'draft cards that are not a list',
      { type: 'drawDraftCards', seat: 0, cards: 'icebreaker' },
      /"cards"/,
    ],
  ])('gives malformed for %s, saying which argument', (_, move, reason) => {
    const error = refusal(move);
    expect(error.code).toBe('malformed');
    expect(error.reason).toMatch(reason);
  });

  it('returns (never throws) an error for a move that cannot be stringified', () => {
    const cyclic: Record<string, unknown> = { type: 'sail', seat: 0, to: 3 };
    cyclic.self = cyclic;
    expect(refusal(cyclic).code).toBe('not-allowed');
    expect(refusal({ type: 'sail', seat: 0, to: 10n }).code).toBe('malformed');
    expect(refusal({ type: 'sail', seat: 10n, to: 1 }).message).toContain('10n');
    const getter = Object.defineProperty({ type: 'sail', seat: 0 }, 'to', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(refusal(getter).code).toBe('malformed');
  });

  it('returns an error for a move that cannot be read at all (its type getter throws, a Proxy)', () => {
    const typeGetter = Object.defineProperty({ seat: 0 }, 'type', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    expect(refusal(typeGetter).code).toBe('malformed');
    expect(refusal(proxy).code).toBe('malformed');
  });

  it('describes any move briefly in its message', () => {
    const error = refusal({ type: 'sail', seat: 0, to: 3, note: 'x'.repeat(100_000) });
    expect(error.message.length).toBeLessThan(400);
  });

  it('says which argument no move of the kind has', () => {
    const error = refusal({ type: 'sail', seat: 0, to: 3, extra: 1 });
    expect(error.code).toBe('not-allowed');
    expect(error.reason).toBe('a "sail" has no "extra"');
  });
});

describe('describeValue', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [10n, '10n'],
    [Symbol('s'), 'Symbol(s)'],
    [() => 1, 'a function'],
    [new Array(2), '[<hole>,<hole>]'],
    [{ a: [1, 'b'] }, '{"a":[1,"b"]}'],
  ])('describes %s', (value, text) => {
    expect(describeValue(value)).toBe(text);
  });

  it('stops on cycles, deep nesting and long lists, within the length asked', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeValue(cyclic)).toBe('{"self":{"self":{"self":{"self":…}}}}');
    expect(
      describeValue(
        Array.from({ length: 1000 }, (_, index) => index),
        30,
      ),
    ).toBe('[0,1,2,3,4,5,6,7,…]');
    expect(describeValue('x'.repeat(1000), 30).length).toBe(30);
  });
});

describe('the code of a move that answers the decision but is not allowed now', () => {
  it('is not-allowed for research in a turn with no Research Center in reach', () => {
    // Play on until a turn in which no research is listed, before its action.
    let game = state;
    for (let step = 0; step < 500; step++) {
      const decision = currentDecision(game);
      const moves = legalMoves(game);
      if (
        decision.kind === 'turn' &&
        !decision.acted &&
        !moves.some((move) => move.type === 'research')
      ) {
        const result = tryApplyMove(game, { type: 'research', seat: decision.seat, track: 0 });
        expect(!result.ok && result.error.code).toBe('not-allowed');
        const late = tryApplyMove(game, { type: 'placeShip', seat: decision.seat, area: 0 });
        expect(!late.ok && late.error.code).toBe('wrong-decision');
        return;
      }
      game = applyMove(game, moves[step % moves.length] as Move);
    }
    throw new Error('no turn without research found');
  });
});

describe('sameMove', () => {
  it('reads a field set to undefined as absent, and cards in any order', () => {
    expect(
      sameMove({ type: 'pass', seat: 0 }, { type: 'pass', seat: 0, x: undefined } as Move),
    ).toBe(true);
    const a: Move = { type: 'drawDraftCards', seat: 0, cards: ['icebreaker', 'fastResearch'] };
    const b: Move = { type: 'drawDraftCards', seat: 0, cards: ['fastResearch', 'icebreaker'] };
    const c: Move = { type: 'drawDraftCards', seat: 0, cards: ['icebreaker', 'icebreaker'] };
    expect(sameMove(a, b)).toBe(true);
    expect(sameMove(a, c)).toBe(false);
  });
});
