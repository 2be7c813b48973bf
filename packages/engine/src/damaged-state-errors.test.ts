import { describe, expect, it } from 'vitest';
import { EngineError } from './errors/engine-error.js';
import { IllegalMoveError } from './errors/illegal-move-error.js';
import * as headless from './index.js';

// A state whose fields were damaged (by hand, by a bad save, by a Proxy) passes the quick check
// every function makes of its argument, but may break deep inside a rule. Every public function
// that takes a state answers that with the documented invalid-argument EngineError, never a
// TypeError from inside.

const game = headless.newGame({ players: 3, seed: 'damaged' });
let midGame = game;
for (let move = 0; move < 40 && !headless.isGameOver(midGame); move++) {
  midGame = headless.applyMove(
    midGame,
    headless.legalMoves(midGame)[move % 3] ?? headless.legalMoves(midGame)[0]!,
  );
}

const DAMAGE: readonly unknown[] = [null, 7, [], {}, 'x', undefined];

/** The functions of the headless entry that take a state first. */
const CALLS: [string, (state: headless.GameState) => unknown][] = [
  ['legalMoves', (state) => headless.legalMoves(state)],
  ['actionMoves', (state) => headless.actionMoves(state)],
  ['currentDecision', (state) => headless.currentDecision(state)],
  ['applyMove', (state) => headless.applyMove(state, headless.legalMoves(midGame)[0]!)],
  ['tryApplyMove', (state) => headless.tryApplyMove(state, headless.legalMoves(midGame)[0]!)],
  ['playerView', (state) => headless.playerView(state, 0)],
  ['scoreSheetOf', (state) => headless.scoreSheetOf(state)],
  ['finalScores', (state) => headless.finalScores(state)],
  ['stateHash', (state) => headless.stateHash(state)],
  ['serializeGame', (state) => headless.serializeGame(state)],
  ['tableSetupOf', (state) => headless.tableSetupOf(state)],
];

describe('a damaged game state', () => {
  it('gets an EngineError with a documented code from every function, for every field', () => {
    const fields = Object.keys(midGame);
    let thrown = 0;
    for (const field of fields) {
      for (const value of [...DAMAGE, 'delete']) {
        const damaged: Record<string, unknown> = { ...midGame };
        if (value === 'delete') delete damaged[field];
        else damaged[field] = value;
        for (const [name, call] of CALLS) {
          try {
            call(damaged as unknown as headless.GameState);
          } catch (error) {
            thrown++;
            if (!(error instanceof EngineError))
              throw new Error(`${name} with ${field} = ${String(value)} threw ${String(error)}`);
            expect([
              'invalid-argument',
              'invalid-state',
              'wrong-decision',
              'not-allowed',
              'not-your-decision',
              'malformed',
              'game-over',
            ]).toContain(error.code);
          }
        }
      }
    }
    expect(thrown).toBeGreaterThan(100);
  });

  it('keeps the original error as the cause of invalid-argument', () => {
    const damaged = { ...midGame, ships: null } as unknown as headless.GameState;
    const error = (() => {
      try {
        headless.legalMoves(damaged);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('invalid-argument');
    expect((error as EngineError).message).toMatch(/^legalMoves: /);
    expect((error as Error & { cause?: unknown }).cause).toBeInstanceOf(TypeError);
  });

  it('a Proxy whose trap throws is invalid-argument too', () => {
    const trap = new Proxy(midGame, {
      get(target, key) {
        if (key === 'areas') throw new Error('trap');
        return Reflect.get(target, key);
      },
    });
    expect(() => headless.legalMoves(trap)).toThrow(EngineError);
  });
});

describe('IllegalMoveError', () => {
  it('is an EngineError, with the refusal as its code', () => {
    const refused = headless.tryApplyMove(game, { type: 'endTurn', seat: 2 });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toBeInstanceOf(IllegalMoveError);
    expect(refused.error).toBeInstanceOf(EngineError);
    expect(refused.error.code).toBe('not-your-decision');
  });
});
