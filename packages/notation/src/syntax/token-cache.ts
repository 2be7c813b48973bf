import { readMoveToken, type TokenLimits, type TokenRead } from './move-token.js';
import type { NotationMove } from './record.js';

/**
 * Move tokens repeat a lot (`e`, `s3`, `bb2`): each distinct token is read once per board size
 * and its move shared, frozen, between every place it occurs. This keeps a parsed collection to
 * one new object per token, which is most of the parser's speed.
 *
 * A cache lives as long as one call of `parseRecords` (or one stream of `parseRecordStream`):
 * nothing is kept between calls, so every call pays for reading its own distinct tokens.
 */
export class TokenCaches {
  private readonly bySize = new Map<string, TokenCache>();

  /** The cache for a board size (one lookup per record, not per token). */
  for(limits: TokenLimits): TokenCache {
    const sizes = `${limits.areas},${limits.tracks},${limits.places},${limits.cards}`;
    let cache = this.bySize.get(sizes);
    if (cache === undefined) {
      if (this.bySize.size > 16) this.bySize.clear();
      cache = new TokenCache(limits);
      this.bySize.set(sizes, cache);
    }
    return cache;
  }
}

/** The most tokens one cache holds; past it, it starts again empty (bounds hostile input). */
const LIMIT = 16_384;

/**
 * The tokens read for one board size. Tokens of up to four ASCII characters go by a small-integer
 * key (1 + 7 bits per character) into an open-addressing table on typed arrays, so a lookup
 * allocates nothing; longer ones go by their text.
 *
 * Each token read well gets an id: its index in `list`, which only grows (at most {@link LIMIT}
 * long). The parser writes ids, not objects, for the moves of a record (body-ops.ts). When the
 * cache starts again, it starts a new list: records read before keep the old one.
 */
export class TokenCache {
  private bits = 10;
  private keys = new Int32Array(1 << 10);
  private ids = new Int32Array(1 << 10);
  private readonly long = new Map<string, number>();
  /** The reads of this cache's tokens, by id. */
  list: TokenRead[] = [];
  /** The id of the token last read, or -1 when it was not kept (read badly, or too long). */
  lastId = -1;

  constructor(private readonly limits: TokenLimits) {}

  /**
   * The token `text[start, end)`. `key` is the short key of the token when it has at most four
   * characters, all ASCII: a leading 1 bit, then 7 bits per character (at most 29 bits, so never 0
   * and always a small integer); 0 for any other token.
   */
  read(text: string, start: number, end: number, key: number): TokenRead {
    if (key !== 0) {
      const mask = (1 << this.bits) - 1;
      let slot = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
      const keys = this.keys;
      for (;;) {
        const found = keys[slot] as number;
        if (found === key) {
          const id = this.ids[slot] as number;
          this.lastId = id;
          return this.list[id] as TokenRead;
        }
        if (found === 0) break;
        slot = (slot + 1) & mask;
      }
      const read = readMoveToken(text, start, end, this.limits);
      this.lastId = -1;
      if (read.ok) this.insert(key, this.keep(read));
      return read;
    }
    this.lastId = -1;
    // Long words are no tokens of the notation (the longest name two Building Cards): not cached.
    if (end - start > 40) return readMoveToken(text, start, end, this.limits);
    const token = text.slice(start, end);
    const known = this.long.get(token);
    if (known !== undefined) {
      this.lastId = known;
      return this.list[known] as TokenRead;
    }
    const read = readMoveToken(text, start, end, this.limits);
    if (read.ok) this.long.set(token, this.keep(read));
    return read;
  }

  /** Adds a read to the list (starting afresh when it is full); returns its id. */
  private keep(read: TokenRead): number {
    if (this.list.length >= LIMIT) {
      this.keys.fill(0);
      this.long.clear();
      this.list = [];
    }
    this.list.push(freeze(read));
    this.lastId = this.list.length - 1;
    return this.lastId;
  }

  private insert(key: number, id: number): void {
    if (2 * (this.list.length + 1) > this.keys.length) this.grow();
    const mask = (1 << this.bits) - 1;
    let slot = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
    while (this.keys[slot] !== 0) slot = (slot + 1) & mask;
    this.keys[slot] = key;
    this.ids[slot] = id;
  }

  private grow(): void {
    const keys = this.keys;
    const ids = this.ids;
    this.bits++;
    this.keys = new Int32Array(1 << this.bits);
    this.ids = new Int32Array(1 << this.bits);
    for (let slot = 0; slot < keys.length; slot++) {
      const key = keys[slot] as number;
      if (key !== 0) this.insert(key, ids[slot] as number);
    }
  }
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
