// Links to a move: the page's hash holds `ply=N` (a move of the main line) or `ply=L:N` (ply N of
// line L, a variation), under the viewer's id when a page has several (`game2-ply=40`); entries
// of several viewers are joined by `&`, so one link can set each of them.
import type { ReplayPosition } from './replay-controller.js';

/** The key of a viewer's entry in the hash: `ply`, or `<id>-ply` for a viewer with an id. */
export const plyKey = (id?: string): string => (id ? `${id}-ply` : 'ply');

/** The entries of a hash (with or without its `#`), in order. */
function entries(hash: string): Array<[string, string]> {
  return hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const key = at < 0 ? part : part.slice(0, at);
      const value = at < 0 ? '' : part.slice(at + 1);
      return [safeDecode(key), safeDecode(value)];
    });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The position a hash gives a viewer, or undefined when it names none (or not a valid one). */
export function readPlyLink(hash: string, id?: string): ReplayPosition | undefined {
  const key = plyKey(id);
  const value = entries(hash).find(([name]) => name === key)?.[1];
  const match = value === undefined ? null : /^(?:(\d{1,6}):)?(\d{1,6})$/.exec(value);
  if (match === null) return undefined;
  return { line: Number(match[1] ?? 0), ply: Number(match[2]) };
}

/** The hash with a viewer's entry set to a position, the other entries kept (no `#`). */
export function writePlyLink(hash: string, position: ReplayPosition, id?: string): string {
  const key = plyKey(id);
  const value = position.line === 0 ? `${position.ply}` : `${position.line}:${position.ply}`;
  const kept = entries(hash).filter(([name]) => name !== key);
  const pairs: Array<[string, string]> = [...kept, [key, value]];
  return pairs
    .map(
      ([name, text]) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(text).replace('%3A', ':')}`,
    )
    .join('&');
}
