import type { Decision } from './decision.js';
import type { Move } from './moves.js';

/** Why a move was refused. Stable: tools may match on it. */
export type IllegalMoveCode =
  /** The game has ended. */
  | 'game-over'
  /** It is not this player's decision. */
  | 'not-your-decision'
  /** This kind of move does not answer the decision the game waits for. */
  | 'wrong-decision'
  /** The right kind of move, but not allowed with these arguments now. */
  | 'not-allowed'
  /** Not a move at all (unknown type or malformed arguments). */
  | 'malformed';

/** Thrown by {@link applyMove} for a move that is not legal now; the state is left untouched. */
export class IllegalMoveError extends Error {
  constructor(
    /** Stable machine-readable code. */
    readonly code: IllegalMoveCode,
    /** A plain-language reason. */
    readonly reason: string,
    /** The move refused. */
    readonly move: unknown,
    /** The decision the game was waiting for. */
    readonly decision: Decision,
  ) {
    super(`illegal move ${JSON.stringify(move)}: ${reason}`);
    this.name = 'IllegalMoveError';
  }
}

/** Checks a move against the legal moves; returns the error to raise, or null if it is legal. */
export function checkMove(
  move: unknown,
  legal: readonly Move[],
  decision: Decision,
): IllegalMoveError | null {
  if (
    typeof move !== 'object' ||
    move === null ||
    typeof (move as { type?: unknown }).type !== 'string'
  ) {
    return new IllegalMoveError('malformed', 'a move is an object with a "type"', move, decision);
  }
  const candidate = move as Move;
  if (legal.some((option) => sameMove(option, candidate))) return null;
  if (decision.kind === 'gameOver')
    return new IllegalMoveError('game-over', 'the game is over', move, decision);
  if (candidate.seat !== decision.seat) {
    return new IllegalMoveError(
      'not-your-decision',
      `seat ${decision.seat} must decide now (${decision.kind})`,
      move,
      decision,
    );
  }
  if (!legal.some((option) => option.type === candidate.type)) {
    return new IllegalMoveError(
      'wrong-decision',
      `a "${candidate.type}" does not answer the current decision (${decision.kind}); legal kinds: ${[...new Set(legal.map((option) => option.type))].join(', ')}`,
      move,
      decision,
    );
  }
  return new IllegalMoveError(
    'not-allowed',
    `this "${candidate.type}" is not allowed now`,
    move,
    decision,
  );
}

/** Whether two moves are the same decision (same type and arguments; a field set to undefined counts as absent). */
export function sameMove(a: Move, b: Move): boolean {
  if (a.type !== b.type) return false;
  // No allocation here: this runs for every legal move on every applied move.
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  for (const key in left) if (left[key] !== right[key]) return false;
  for (const key in right) if (left[key] !== right[key]) return false;
  return true;
}
