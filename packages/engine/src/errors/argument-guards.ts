import { describeValue } from '@antarctica-game/foundation/shape-check';
import type { GameState } from '../state/state.js';
import { EngineError } from './engine-error.js';

/**
 * Checks, cheaply, that an argument looks like a game state (an object of this format version
 * with its edition, players and areas), so that a wrong argument gives a clear error instead of
 * a `TypeError` deep inside the rules. A few `typeof` checks and no walk: it runs on every call
 * of the hot path. It does not check that the state is sound; {@link validateGameState} does.
 *
 * @param fn - The name of the function called, for the message.
 * @throws {@link EngineError} with code `invalid-argument`.
 */
export function checkGameStateArgument(state: unknown, fn: string): asserts state is GameState {
  if (typeof state === 'object' && state !== null) {
    const candidate = state as Partial<Record<keyof GameState, unknown>>;
    if (
      candidate.version === 1 &&
      Array.isArray(candidate.players) &&
      Array.isArray(candidate.areas) &&
      typeof candidate.edition === 'object' &&
      candidate.edition !== null &&
      typeof candidate.phase === 'string'
    )
      return;
  }
  throw new EngineError(
    'invalid-argument',
    `${fn} needs a game state (from newGame or deserializeGame), not ${describeValue(state, 60)}`,
  );
}

/**
 * Checks that a seat is a whole number naming a player of the game.
 *
 * @throws {@link EngineError} with code `invalid-argument`.
 */
export function checkSeatArgument(
  state: GameState,
  seat: unknown,
  fn: string,
): asserts seat is number {
  if (
    typeof seat === 'number' &&
    Number.isInteger(seat) &&
    seat >= 0 &&
    seat < state.players.length
  )
    return;
  throw new EngineError(
    'invalid-argument',
    `${fn} needs a seat from 0 to ${state.players.length - 1}, not ${describeValue(seat, 40)}`,
  );
}

/**
 * The error for an argument of the wrong kind: `fn` needs `what`, not `value`.
 *
 * @returns An {@link EngineError} with code `invalid-argument`, for the caller to throw.
 */
export function invalidArgument(fn: string, what: string, value: unknown): EngineError {
  return new EngineError(
    'invalid-argument',
    `${fn} needs ${what}, not ${describeValue(value, 60)}`,
  );
}
