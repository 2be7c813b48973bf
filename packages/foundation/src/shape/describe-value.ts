// How an error message names a value it did not expect: the engine's errors and the shape
// checker's messages word values alike.

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
