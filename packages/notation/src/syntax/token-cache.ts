import { LOOSE_LIMITS, readMoveToken, type TokenLimits, type TokenRead } from './move-token.js';
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

/** {@link TokenCache.missed} before any miss. */
const NOT_READ: TokenRead = {
  ok: false,
  code: 'unknown-token',
  message: 'no token read yet',
  offset: 0,
  expected: [],
};

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
  /**
   * A cache kept for V8's sake, so that the caches' hidden class outlives every parse: see
   * `Parser.last` in parse/parse-records.ts.
   */
  static readonly shape: TokenCache = new TokenCache(LOOSE_LIMITS);

  private bits = 10;
  private keys = new Int32Array(1 << 10);
  private ids = new Int32Array(1 << 10);
  private readonly long = new Map<string, number>();
  /** The reads of this cache's tokens, by id. */
  list: TokenRead[] = [];
  /** The read of the token last looked up when {@link find} gave -1 (read badly, or too long to keep). */
  missed: TokenRead = NOT_READ;

  constructor(private readonly limits: TokenLimits) {}

  /**
   * The id in {@link list} of the token `text[start, end)`, which reads well; -1 when it does not
   * or is not kept, its read being in {@link missed} then. An id, not the read, so that the hot
   * loop of the parser loads no field of the read (reads come in several shapes).
   *
   * `key` is the short key of the token when it has at most four characters, all ASCII: a leading
   * 1 bit, then 7 bits per character (at most 29 bits, so never 0 and always a small integer); 0
   * for any other token.
   */
  find(text: string, start: number, end: number, key: number): number {
    if (key !== 0) {
      const mask = (1 << this.bits) - 1;
      let slot = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
      const keys = this.keys;
      for (;;) {
        const found = keys[slot] as number;
        if (found === key) return this.ids[slot] as number;
        if (found === 0) break;
        slot = (slot + 1) & mask;
      }
      const read = readMoveToken(text, start, end, this.limits);
      if (!read.ok) return this.miss(read);
      const id = this.keep(read);
      this.insert(key, id);
      return id;
    }
    // Long words are no tokens of the notation (the longest name two Building Cards): not cached.
    if (end - start > 40) return this.miss(readMoveToken(text, start, end, this.limits));
    const token = text.slice(start, end);
    const known = this.long.get(token);
    if (known !== undefined) return known;
    const read = readMoveToken(text, start, end, this.limits);
    if (!read.ok) return this.miss(read);
    const id = this.keep(read);
    this.long.set(token, id);
    return id;
  }

  private miss(read: TokenRead): number {
    this.missed = read;
    return -1;
  }

  /** Adds a read to the list (starting afresh when it is full); returns its id. */
  private keep(read: TokenRead): number {
    if (this.list.length >= LIMIT) {
      this.keys.fill(0);
      this.long.clear();
      this.list = [];
    }
    this.list.push(freeze(read));
    return this.list.length - 1;
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
