import { readMoveToken, type TokenLimits, type TokenRead } from './move-token.js';
import type { NotationMove } from './record.js';

/**
 * Move tokens repeat a lot (`e`, `s3`, `bb2`): each distinct token is read once per board size
 * and its move shared, frozen, between every place it occurs. This keeps a parsed collection to
 * one new object per token, which is most of the parser's speed.
 */
export interface TokenCache {
  /** Tokens of up to four characters, by a small-integer key (no allocation to look one up). */
  short: Map<number, TokenRead>;
  /** Longer tokens, by their text. */
  long: Map<string, TokenRead>;
}

const caches = new Map<string, TokenCache>();
const LIMIT = 20_000;

/** The cache for a board size (one lookup per record, not per token). */
export function tokenCache(limits: TokenLimits): TokenCache {
  const sizes = `${limits.areas},${limits.tracks},${limits.places}`;
  let cache = caches.get(sizes);
  if (cache === undefined) {
    if (caches.size > 16) caches.clear();
    cache = { short: new Map(), long: new Map() };
    caches.set(sizes, cache);
  }
  return cache;
}

/** {@link readMoveToken} through the cache; refused tokens are not cached. */
export function cachedMoveToken(
  text: string,
  start: number,
  end: number,
  limits: TokenLimits,
  cache: TokenCache,
): TokenRead {
  if (end - start <= 4) {
    // A leading 1 bit keeps tokens of different lengths apart; 1 + 4 × 7 bits stays a small integer.
    let key = 1;
    let plain = true;
    for (let index = start; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code >= 128) {
        plain = false;
        break;
      }
      key = (key << 7) | code;
    }
    if (plain) {
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
  // Long words are no tokens of the notation (the longest name two Building Cards): not cached.
  if (end - start > 40) return readMoveToken(text, start, end, limits);
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
