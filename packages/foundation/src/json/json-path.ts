const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Appends a key or index to a path in the form `areas[3].scientists.red`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * The keys and indexes of a path written by {@link childPath}: `a.b`, `a[3]`, `a["odd key"]`.
 * A path it cannot read ends where it stops making sense.
 */
export function splitPath(path: string): Array<string | number> {
  const steps: Array<string | number> = [];
  let at = 0;
  while (at < path.length) {
    const char = path[at];
    if (char === '[') {
      if (path[at + 1] === '"') {
        const end = endOfJsonString(path, at + 1);
        if (end < 0) return steps;
        steps.push(JSON.parse(path.slice(at + 1, end + 1)) as string);
        at = end + 2;
      } else {
        const end = path.indexOf(']', at);
        if (end < 0) return steps;
        steps.push(Number(path.slice(at + 1, end)));
        at = end + 1;
      }
      continue;
    }
    if (char === '.') at++;
    let end = at;
    while (end < path.length && path[end] !== '.' && path[end] !== '[') end++;
    steps.push(path.slice(at, end));
    at = end;
  }
  return steps;
}

/** The index of the closing quote of the JSON string that opens at `start`, or -1. */
function endOfJsonString(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === '"') return at;
  }
  return -1;
}
