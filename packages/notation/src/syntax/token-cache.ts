import { readMoveToken, type TokenLimits, type TokenRead } from './move-token.js';
import type { NotationMove } from './record.js';

/**
 * Move tokens repeat a lot (`e`, `s3`, `bb2`): each distinct token is read once per board size
 * and its move shared, frozen, between every place it occurs. This keeps a parsed collection to
 * one new object per token, which is most of the parser's speed.
 */
const caches = new Map<string, { short: Map<number, TokenRead>; long: Map<string, TokenRead> }>();
const LIMIT = 20_000;

/** {@link readMoveToken} through the cache; refused tokens are not cached. */
export function cachedMoveToken(
  text: string,
  start: number,
  end: number,
  limits: TokenLimits,
): TokenRead {
  const sizes = `${limits.areas},${limits.tracks},${limits.places}`;
  let cache = caches.get(sizes);
  if (cache === undefined) {
    if (caches.size > 16) caches.clear();
    cache = { short: new Map(), long: new Map() };
    caches.set(sizes, cache);
  }
  if (end - start <= 7) {
    let key = 0;
    let plain = true;
    for (let index = start; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code >= 128) {
        plain = false;
        break;
      }
      key = key * 128 + code;
    }
    if (plain) {
      key = key * 8 + (end - start);
      const known = cache.short.get(key);
      if (known !== undefined) return known;
      const read = readMoveToken(text, start, end, limits);
      if (read.ok) {
        if (cache.short.size >= LIMIT) cache.short.clear();
        cache.short.set(key, freeze(read));
      }
      return read;
    }
  }
  const token = text.slice(start, end);
  const known = cache.long.get(token);
  if (known !== undefined) return known;
  const read = readMoveToken(text, start, end, limits);
  if (read.ok) {
    if (cache.long.size >= LIMIT) cache.long.clear();
    cache.long.set(token, freeze(read));
  }
  return read;
}

function freeze(read: TokenRead): TokenRead {
  if (read.ok) deepFreeze(read.move);
  return Object.freeze(read);
}

function deepFreeze(move: NotationMove): void {
  for (const value of Object.values(move))
    if (typeof value === 'object' && value !== null) deepFreeze(value as NotationMove);
  Object.freeze(move);
}
