import { checkGameStateArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import { type Decision, decisionOf } from './state/decision.js';
import type { GameState } from './state/state.js';

/** The decision the game is waiting for. */
export function currentDecision(state: GameState): Decision {
  try {
    checkGameStateArgument(state, 'currentDecision');
    return decisionOf(state);
  } catch (error) {
    throw asEngineError(error, 'currentDecision');
  }
}

/** Whether the game has ended. */
export function isGameOver(state: GameState): boolean {
  checkGameStateArgument(state, 'isGameOver');
  return state.phase === 'over';
}
