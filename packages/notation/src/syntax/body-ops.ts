import type { TokenRead } from './move-token.js';
import type { BodyItem, GameRecord, MoveItem, RecordComment, RecordVariation } from './record.js';

/**
 * The move text of the records of one parse, as the parser reads it: a list of small integers
 * (what stands where) and the objects they refer to (shared moves, comments), in text order. The
 * public items of a record's `body` are built from it when `body` is first read (see
 * {@link defineLazy}). A parsed collection is mostly moves, and one object for each of them,
 * kept until the parse ends, is most of what a parse costs (its allocation and the garbage
 * collector copying it); a program that reads only the headers, or some records, does not pay for
 * the rest, and one that reads everything gets the same items as before.
 *
 * The codes, each followed by its operands (offsets are in the parsed text, from its start):
 * - MOVE | seat+1 << 4 | list << 9 | id << 13, start: a move, its token's read being
 *   `lists[list][id]` (the token cache's list, see token-cache.ts), or the next object when
 *   `list` is {@link NO_LIST};
 * - TURN | seat+1 << 4, visit, start, line, column: a turn marker (seat+1 is 0 when not written);
 * - OBJECT: the next object is an item as it stands (a comment);
 * - OPEN, start, line, column: a variation opens; CLOSE: it closes;
 * - GLYPH, value: a glyph of the move just before it.
 */
export const MOVE = 1;
export const TURN = 2;
export const OBJECT = 3;
export const OPEN = 4;
export const CLOSE = 5;
export const GLYPH = 6;
/** The list number of a move whose read is among the objects. */
const NO_LIST = 15;

/** The operands and objects written by the parser for the records of one text. */
export class BodyOps {
  codes: Int32Array;
  length = 0;
  readonly objects: unknown[] = [];
  /** The token caches' lists the moves refer to (at most {@link NO_LIST}). */
  readonly lists: TokenRead[][] = [];

  constructor(
    textLength: number,
    /** Added to every start to make it an offset of the whole text (streaming). */
    readonly base: number,
  ) {
    this.codes = new Int32Array(Math.min(1 << 22, (textLength >> 1) + 64));
  }

  /** Makes room for `count` more numbers. */
  room(count: number): Int32Array {
    if (this.length + count > this.codes.length) {
      const grown = new Int32Array(2 * this.codes.length + count);
      grown.set(this.codes.subarray(0, this.length));
      this.codes = grown;
    }
    return this.codes;
  }

  /** A move whose read is `list[id]` (a token cache's list). */
  move(seat: number, start: number, list: TokenRead[], id: number): void {
    const lists = this.lists;
    let index = lists.length > 0 && lists[0] === list ? 0 : lists.indexOf(list);
    if (index < 0) {
      if (lists.length >= NO_LIST) {
        this.moveRead(seat, start, list[id] as TokenRead);
        return;
      }
      index = lists.push(list) - 1;
    }
    const codes = this.room(2);
    const at = this.length;
    codes[at] = MOVE | ((seat + 1) << 4) | (index << 9) | (id << 13);
    codes[at + 1] = start;
    this.length = at + 2;
  }

  /** A move read as `read`, which no token cache keeps: the read goes among the objects. */
  moveRead(seat: number, start: number, read: TokenRead): void {
    this.objects.push(read);
    const codes = this.room(2);
    const at = this.length;
    codes[at] = MOVE | ((seat + 1) << 4) | (NO_LIST << 9);
    codes[at + 1] = start;
    this.length = at + 2;
  }

  turn(seat: number, visit: number, start: number, line: number, column: number): void {
    const codes = this.room(5);
    const at = this.length;
    codes[at] = TURN | ((seat + 1) << 4);
    codes[at + 1] = visit;
    codes[at + 2] = start;
    codes[at + 3] = line;
    codes[at + 4] = column;
    this.length = at + 5;
  }

  object(item: BodyItem): void {
    this.room(1)[this.length++] = OBJECT;
    this.objects.push(item);
  }

  open(start: number, line: number, column: number): void {
    const codes = this.room(4);
    const at = this.length;
    codes[at] = OPEN;
    codes[at + 1] = start;
    codes[at + 2] = line;
    codes[at + 3] = column;
    this.length = at + 4;
  }

  close(): void {
    this.room(1)[this.length++] = CLOSE;
  }

  glyph(value: number): void {
    const codes = this.room(2);
    codes[this.length] = GLYPH;
    codes[this.length + 1] = value;
    this.length += 2;
  }
}

/** Where one record's move text lies in a {@link BodyOps}. */
export interface BodySpan {
  ops: BodyOps;
  /** The first number and the first object of the record. */
  start: number;
  firstObject: number;
  /** Past its last number. */
  end: number;
}

/**
 * The items of a record's move text, built from its span: the same objects, with the same fields
 * in the same order, as the parser built before it kept move text compact.
 */
export function buildBody(span: BodySpan): BodyItem[] {
  const { ops, end } = span;
  const codes = ops.codes;
  const objects = ops.objects;
  const lists = ops.lists;
  const base = ops.base;
  let next = span.firstObject;
  // The items of every open line go to one scratch array, each line from where it starts; a line
  // that ends is copied out at its exact size (no array grown step by step, no room left over).
  // `count` items of it are in use: its length only grows (setting it lower would give up its room,
  // to be grown again step by step for the next body).
  const items = scratch;
  let count = 0;
  let high = 0;
  const open: Array<{ variation: RecordVariation; from: number }> = [];
  for (let at = span.start; at < end; ) {
    const code = codes[at] as number;
    switch (code & 15) {
      case MOVE: {
        const list = (code >> 9) & 15;
        const read = (
          list === NO_LIST ? objects[next++] : (lists[list] as TokenRead[])[code >>> 13]
        ) as Extract<TokenRead, { ok: true }>;
        const offset = base + (codes[at + 1] as number);
        const seat = ((code >> 4) & 31) - 1;
        const annotation = read.annotation;
        // Each item is built with its final set of fields (glyphs aside, added after it).
        items[count++] =
          seat < 0
            ? annotation === undefined
              ? { kind: 'move', move: read.move, offset }
              : { kind: 'move', move: read.move, offset, annotation }
            : annotation === undefined
              ? { kind: 'move', move: read.move, offset, seat }
              : { kind: 'move', move: read.move, offset, seat, annotation };
        at += 2;
        break;
      }
      case TURN: {
        const seat = (code >> 4) - 1;
        const visit = codes[at + 1] as number;
        const offset = base + (codes[at + 2] as number);
        const line = codes[at + 3] as number;
        const column = codes[at + 4] as number;
        items[count++] =
          seat < 0
            ? { kind: 'turn', visit, offset, line, column }
            : { kind: 'turn', visit, offset, line, column, seat };
        at += 5;
        break;
      }
      case OBJECT:
        items[count++] = objects[next++] as RecordComment;
        at += 1;
        break;
      case OPEN: {
        // Its body is set when it closes.
        const variation: RecordVariation = {
          kind: 'variation',
          body: NO_ITEMS,
          offset: base + (codes[at + 1] as number),
          line: codes[at + 2] as number,
          column: codes[at + 3] as number,
        };
        items[count++] = variation;
        open.push({ variation, from: count });
        at += 4;
        break;
      }
      case CLOSE:
        if (count > high) high = count;
        count = closeLine(items, count, open.pop());
        at += 1;
        break;
      default: {
        // GLYPH: the parser wrote it only right after a move of the same line.
        const item = items[count - 1] as MoveItem;
        const value = codes[at + 1] as number;
        if (item.glyphs === undefined) item.glyphs = [value];
        else item.glyphs.push(value);
        at += 2;
      }
    }
  }
  // Variations left open hold what follows them, as they were read.
  if (count > high) high = count;
  while (open.length > 0) count = closeLine(items, count, open.pop());
  const body = items.slice(0, count);
  // Let go of the items (the scratch array must not keep a record's items alive).
  items.fill(NO_ITEM, 0, high);
  return body;
}

/** The items of the open lines of {@link buildBody}, kept between calls to grow once. */
const scratch: BodyItem[] = [];
/** The body of a variation until its items are known (never left in a record). */
const NO_ITEMS: BodyItem[] = [];

/** What the scratch array holds where no item is in use. */
const NO_ITEM: BodyItem = { kind: 'turn', visit: 0 };

/**
 * Ends the line of a variation: its items, copied out of the `count` in use of the scratch array;
 * returns the count left in use.
 */
function closeLine(
  items: BodyItem[],
  count: number,
  line: { variation: RecordVariation; from: number } | undefined,
): number {
  if (line === undefined) return count;
  line.variation.body = items.slice(line.from, count);
  return line.from;
}

/**
 * Gives `record` a `body` (or `lines`) built by `build` when first read (or replaced before).
 * Until then the property is an accessor; after, a plain data property, as in a record built
 * otherwise. Either way it is an own enumerable property: JSON, spreading, copying and comparing
 * see the same value.
 */
export function defineLazy<Key extends 'body' | 'lines'>(
  record: GameRecord,
  key: Key,
  build: () => GameRecord[Key],
): void {
  const settle = (value: GameRecord[Key]): boolean =>
    Reflect.defineProperty(record, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  let built: GameRecord[Key] | undefined;
  Object.defineProperty(record, key, {
    get: () => {
      if (built !== undefined) return built;
      const value = build();
      // A frozen or sealed record keeps the accessor, which returns what it built.
      if (!settle(value)) built = value;
      return value;
    },
    set: (value: GameRecord[Key]) => {
      if (!settle(value)) throw new TypeError(`Cannot assign to read only property '${key}'`);
    },
    enumerable: true,
    configurable: true,
  });
}
