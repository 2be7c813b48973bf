const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Appends a key or index to a path in the form `areas[3].scientists.red`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === '' ? key : `${parent}.${key}`;
}
