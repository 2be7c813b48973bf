/**
 * Where the value at `path` (as the JSON reader's errors give it: `[0].body[11].move.to`) starts
 * in a JSON text that parses; the deepest part of the path found when the rest is missing (a
 * field left out is placed at its object). Scans the text once along the path, skipping the
 * values beside it; of two equal keys, the last counts, as for `JSON.parse`.
 */
export function jsonPathOffset(source: string, path: string): number {
  let at = skipSpace(source, 0);
  for (const part of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) {
    const found =
      part[1] !== undefined
        ? elementAt(source, at, Number(part[1]))
        : memberAt(source, at, part[2] as string);
    if (found < 0) break;
    at = found;
  }
  return at;
}

function skipSpace(source: string, at: number): number {
  while (at < source.length) {
    const code = source.charCodeAt(at);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) break;
    at++;
  }
  return at;
}

/** The end of the string whose opening quote is at `at` (past its closing quote). */
function skipString(source: string, at: number): number {
  for (let index = at + 1; index < source.length; index++) {
    const code = source.charCodeAt(index);
    if (code === 92) index++;
    else if (code === 34) return index + 1;
  }
  return source.length;
}

/** The end of the value starting at `at`. */
function skipValue(source: string, at: number): number {
  const first = source.charCodeAt(at);
  if (first === 34) return skipString(source, at);
  if (first !== 123 && first !== 91) {
    let index = at;
    while (index < source.length && !',]} \t\r\n'.includes(source[index] as string)) index++;
    return index;
  }
  let depth = 0;
  for (let index = at; index < source.length; index++) {
    const code = source.charCodeAt(index);
    if (code === 34) index = skipString(source, index) - 1;
    else if (code === 123 || code === 91) depth++;
    else if ((code === 125 || code === 93) && --depth === 0) return index + 1;
  }
  return source.length;
}

/** Where element `wanted` of the list at `at` starts; -1 if there is no such element. */
function elementAt(source: string, at: number, wanted: number): number {
  if (source.charCodeAt(at) !== 91) return -1;
  let index = skipSpace(source, at + 1);
  for (let element = 0; index < source.length && source.charCodeAt(index) !== 93; element++) {
    if (element === wanted) return index;
    index = skipSpace(source, skipValue(source, index));
    if (source.charCodeAt(index) === 44) index = skipSpace(source, index + 1);
  }
  return -1;
}

/** Where the value of the last member `key` of the object at `at` starts; -1 if it has none. */
function memberAt(source: string, at: number, key: string): number {
  if (source.charCodeAt(at) !== 123) return -1;
  let found = -1;
  let index = skipSpace(source, at + 1);
  while (index < source.length && source.charCodeAt(index) === 34) {
    const keyEnd = skipString(source, index);
    const name = JSON.parse(source.slice(index, keyEnd)) as string;
    index = skipSpace(source, keyEnd);
    index = skipSpace(source, index + 1); // the colon
    if (name === key) found = index;
    index = skipSpace(source, skipValue(source, index));
    if (source.charCodeAt(index) === 44) index = skipSpace(source, index + 1);
  }
  return found;
}
