/** Stable codes of the engine's errors. */
export type EngineErrorCode =
  /** `newGame` was given options no game can be set up with. */
  | 'invalid-options'
  /** A saved game or state could not be read. */
  | 'invalid-state'
  /** A function was called with an argument of the wrong kind (not a game state, say). */
  | 'invalid-argument'
  /** `undoMove` on a timeline whose last move cannot be undone (see `canUndo`). */
  | 'nothing-to-undo';

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
