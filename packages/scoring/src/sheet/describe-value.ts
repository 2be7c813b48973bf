/**
 * Names a JSON value's type and, for short scalars, the value itself. Never throws: an object
 * whose Proxy traps or getters throw (or a revoked Proxy) is described without being read.
 */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') {
    try {
      return describeObject(value);
    } catch {
      return 'an object that cannot be read';
    }
  }
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

/** Names an object: an array, binary data by its class, or an object. */
function describeObject(value: object): string {
  if (Array.isArray(value)) return 'an array';
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    const name: unknown = value.constructor?.name;
    return typeof name === 'string' && /^[A-Za-z0-9]{1,40}$/.test(name)
      ? `a ${name}`
      : 'binary data';
  }
  return 'an object';
}

/** What a hole in an array (an index never set, as in `new Array(8)`) is called in messages. */
export const HOLE = 'an empty slot (a hole in the list)';
