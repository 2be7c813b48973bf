/** Names a JSON value's type and, for short scalars, the value itself. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') {
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
      const name: unknown = value.constructor?.name;
      return typeof name === 'string' && /^[A-Za-z0-9]{1,40}$/.test(name)
        ? `a ${name}`
        : 'binary data';
    }
    return 'an object';
  }
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

/** What a hole in an array (an index never set, as in `new Array(8)`) is called in messages. */
export const HOLE = 'an empty slot (a hole in the list)';
