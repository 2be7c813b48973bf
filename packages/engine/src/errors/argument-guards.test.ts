import { describe, expect, it } from 'vitest';
import { applyMove, tryApplyMove } from '../apply-move.js';
import { checkInvariants } from '../check-invariants.js';
import { currentDecision, isGameOver } from '../current-decision.js';
import { legalMoves } from '../legal-moves.js';
import { serializeGame } from '../save/serialize.js';
import { newGame } from '../setup/new-game.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { stateHash } from '../state-hash.js';
import { checkGameStateArgument, checkSeatArgument } from './argument-guards.js';
import { EngineError } from './engine-error.js';

const move: Move = { type: 'endTurn', seat: 0 };

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return (error as EngineError).code;
  }
  throw new Error('expected an EngineError');
}

describe('arguments of the wrong kind', () => {
  it.each([
    ['applyMove({}, move)', () => applyMove({} as GameState, move)],
    ['tryApplyMove(null, move)', () => tryApplyMove(null as unknown as GameState, move)],
    ['legalMoves(null)', () => legalMoves(null as unknown as GameState)],
    ['legalMoves([])', () => legalMoves([] as unknown as GameState)],
    ['currentDecision(undefined)', () => currentDecision(undefined as unknown as GameState)],
    ['isGameOver("over")', () => isGameOver('over' as unknown as GameState)],
    ['serializeGame(42)', () => serializeGame(42 as unknown as GameState)],
    ['stateHash({ version: 1 })', () => stateHash({ version: 1 } as GameState)],
    ['checkInvariants(null)', () => checkInvariants(null as unknown as GameState)],
  ])('%s throws EngineError invalid-argument, not a TypeError', (_, run) => {
    expect(codeOf(run)).toBe('invalid-argument');
  });

  it('newGame() throws EngineError invalid-options, not a TypeError', () => {
    expect(codeOf(() => newGame(undefined as never))).toBe('invalid-options');
  });

  it('says which function and what it was given', () => {
    expect(() => checkGameStateArgument({ players: 3 }, 'legalMoves')).toThrow(
      'legalMoves needs a game state (from newGame or deserializeGame), not {"players":3}',
    );
    const state = newGame({ players: 2, seed: 1 });
    expect(() => checkSeatArgument(state, 2, 'playerView')).toThrow(
      'playerView needs a seat from 0 to 1, not 2',
    );
    expect(() => checkSeatArgument(state, 1, 'playerView')).not.toThrow();
  });
});
