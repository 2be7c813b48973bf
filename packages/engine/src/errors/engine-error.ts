/** Why a move was refused ({@link IllegalMoveError}). Stable: tools may match on it. */
export type IllegalMoveCode =
  /** The game has ended. */
  | 'game-over'
  /** It is not this player's decision. */
  | 'not-your-decision'
  /** This kind of move does not answer the decision the game waits for. */
  | 'wrong-decision'
  /** The right kind of move, but not allowed with these arguments now. */
  | 'not-allowed'
  /**
   * Not a move at all: not an object, an unknown `type`, or an argument missing or of the wrong
   * kind (a seat that is not a whole number, an unknown pile, ...).
   */
  | 'malformed';

/** Stable codes of the engine's errors: the refusals of a move and the codes below. */
export type EngineErrorCode =
  | IllegalMoveCode
  /** `newGame` was given options no game can be set up with. */
  | 'invalid-options'
  /** A saved game or state could not be read. */
  | 'invalid-state'
  /** A function was called with an argument of the wrong kind (not a game state, say). */
  | 'invalid-argument'
  /** `undoMove` on a timeline whose last move cannot be undone (see `canUndo`). */
  | 'nothing-to-undo';

/**
 * An error thrown from inside the engine that is not one of its own (a `TypeError` met while
 * reading a state whose fields are damaged, or a Proxy's trap) as the documented
 * `invalid-argument` error of the function that was called. The original is kept as `cause`.
 */
export function asEngineError(error: unknown, name: string): EngineError {
  if (error instanceof EngineError) return error;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : describeValue(error);
  const wrapped = new EngineError(
    'invalid-argument',
    `${name}: its argument is not a sound game state (${reason}); validateGameState says what is wrong`,
  );
  Object.defineProperty(wrapped, 'cause', { value: error, enumerable: false });
  return wrapped;
}

/** An error of the engine with a stable code. */
export class EngineError extends Error {
  constructor(
    /** Stable machine-readable code. */
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/**
 * A short, safe description of any value for an error message: never throws (BigInts, cycles,
 * getters that throw, Proxies), never runs long (at most `max` characters, a bounded walk).
 */
export function describeValue(value: unknown, max = 120): string {
  let text: string;
  try {
    text = describeWithin(value, { left: 40 }, 0);
  } catch {
    text = '(unreadable value)';
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describeWithin(value: unknown, budget: { left: number }, depth: number): string {
  budget.left--;
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return 'a function';
  }
  if (value === null) return 'null';
  if (budget.left <= 0 || depth > 3) return '…';
  if (Array.isArray(value)) {
    const shown: string[] = [];
    for (let index = 0; index < value.length && index < 8 && budget.left > 0; index++)
      shown.push(index in value ? describeWithin(value[index], budget, depth + 1) : '<hole>');
    if (value.length > shown.length) shown.push('…');
    return `[${shown.join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const shown: string[] = [];
  for (const key of keys.slice(0, 8)) {
    if (budget.left <= 0) break;
    shown.push(`${JSON.stringify(key)}:${describeWithin(record[key], budget, depth + 1)}`);
  }
  if (keys.length > shown.length) shown.push('…');
  return `{${shown.join(',')}}`;
}
