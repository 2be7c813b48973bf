import type { BodyOps } from './body-ops.js';
import { MOVE_FORMS, type TokenLimits } from './move-token.js';
import type { BodyItem, RecordComment, SourcePosition } from './record.js';
import { TagReader } from './tag-reader.js';
import type { TokenCache } from './token-cache.js';
import { SEAT_LETTERS } from './vocabulary.js';

/** What may stand in move text, for "expected" lists. */
export const BODY_FORMS: readonly string[] = [
  '<visit>.<seat>',
  ...MOVE_FORMS,
  '$<glyph>',
  '( variation )',
  '{comment}',
  '; comment',
  '[Tag "value"]',
];

/** How deep variations may nest: deeper ones are reported, so that no walk of a tree runs out of stack. */
export const MAX_VARIATION_DEPTH = 100;

/**
 * The characters that end a token: white space and control characters, `{`, `;`, `[`, `(`, `)`
 * and `$` (a glyph may touch its move). A table, so that the hot loop makes one test a character.
 */
const STOPS = new Uint8Array(128);
for (let code = 0; code <= 32; code++) STOPS[code] = 1;
for (const code of [123, 59, 91, 40, 41, 36, 127]) STOPS[code] = 1;

/** The ASCII characters after which trivia() has nothing to do: all but those of trivia. */
const TOKEN_START = new Uint8Array(128);
for (let code = 33; code < 127; code++) if (code !== 123 && code !== 59) TOKEN_START[code] = 1;

/** A variation being read: where it opened, and the state of the line that holds it. */
interface OpenVariation {
  at: SourcePosition;
  /** The items of the outer line, and whether a move stands there since its last turn marker. */
  outerItems: number;
  outerAfterMove: boolean;
  /** How many errors the parse had when it opened. */
  errorsBefore: number;
}

/** The parser's reading of move text: turn markers, moves, glyphs and variations. */
export abstract class MoveTextReader extends TagReader {
  /** The ops of the move text being read, where trivia() writes its comments (see bodyComment). */
  private textOps: BodyOps | null = null;
  /** The state of the line being read: its items so far, whether its last item is a move, and whether a move stands since its last turn marker (where a variation may come). */
  private items = 0;
  private lastIsMove = false;
  private afterMove = false;

  /**
   * Reads move text up to the next record's `[` or the end, into `ops` (see body-ops.ts). The
   * record's comments read before it (in `leading`) come first.
   */
  protected body(
    ops: BodyOps,
    leading: readonly BodyItem[],
    limits: TokenLimits,
    cache: TokenCache,
  ): void {
    const text = this.text;
    const end = this.end;
    this.textOps = ops;
    const open: OpenVariation[] = [];
    this.items = 0;
    this.lastIsMove = false;
    this.afterMove = false;
    for (const item of leading) this.put(ops, item);
    // Parentheses read but not made variations (nested too deep): their contents go to the current line.
    let flattened = 0;
    for (;;) {
      // Most tokens are one space apart: step over it here, and call trivia() for the rest.
      let start = this.pos;
      if (
        text.charCodeAt(start) === 32 &&
        (start + 1 >= end || TOKEN_START[text.charCodeAt(start + 1)] === 1)
      ) {
        start++;
        this.pos = start;
      } else {
        this.trivia(null);
        start = this.pos;
      }
      if (start >= end) break;
      const first = text.charCodeAt(start);
      if (first === 91) break;
      if (first >= 48 && first <= 57) {
        this.pos = tokenEnd(text, start, end);
        this.turnMarker(ops, start, this.pos, limits);
        continue;
      }
      if (first === 40 || first === 41 || first === 36) {
        this.pos++;
        if (first === 36) this.glyph(ops, start);
        else if (first === 41) {
          if (flattened > 0) flattened--;
          else {
            const closed = open.pop();
            if (closed === undefined)
              this.error('bad-variation', 'a ) without its (', start, BODY_FORMS.slice());
            else {
              // Empty of items, but only for want of moves: not when what it held was reported.
              if (this.items === 0 && this.errors.length === closed.errorsBefore)
                this.errorAt('bad-variation', 'an empty variation: ( ) holds no move', closed.at, [
                  '( <moves> )',
                ]);
              ops.close();
              this.items = closed.outerItems;
              this.afterMove = closed.outerAfterMove;
              this.lastIsMove = false;
            }
          }
        } else if (open.length >= MAX_VARIATION_DEPTH || flattened > 0) {
          if (flattened === 0)
            this.error(
              'bad-variation',
              `variations nested deeper than ${MAX_VARIATION_DEPTH} levels`,
              start,
              [],
            );
          flattened++;
        } else {
          const at = this.position(start);
          if (!this.afterMove)
            this.errorAt(
              'bad-variation',
              'a variation stands for the move before it: it comes after a move',
              at,
              ['<move> ( <moves> )'],
            );
          ops.open(start, at.line, at.column);
          open.push({
            at,
            outerItems: this.items + 1,
            outerAfterMove: this.afterMove,
            errorsBefore: this.errors.length,
          });
          this.items = 0;
          this.lastIsMove = false;
          this.afterMove = false;
        }
        continue;
      }
      let seat = -1;
      let from = start;
      if (first >= 65 && first <= 90) {
        seat = first - 65;
        from++;
      }
      // The token's end and, for one of up to four ASCII characters, its short key (see
      // TokenCache.read), in one pass.
      let stop = from;
      let key = 1;
      let high = 0;
      while (stop < end) {
        const code = text.charCodeAt(stop);
        // STOPS, spelled out: faster here than the table.
        if (code <= 41 && (code <= 32 || code === 40 || code === 41 || code === 36)) break;
        if (code === 59 || code === 123 || code === 91 || code === 127) break;
        key = (key << 7) | code;
        high |= code;
        stop++;
      }
      this.pos = stop;
      if (stop - from > 4 || stop === from || high >= 128) key = 0;
      if (seat >= 0) {
        if (stop === from) {
          this.error(
            'unknown-token',
            `a seat letter alone: write the seat with its move (${String.fromCharCode(first)}ti) or after a visit number (12.${String.fromCharCode(first)})`,
            start,
            BODY_FORMS.slice(),
          );
          continue;
        }
        if (seat >= limits.seats) {
          this.noSuchSeat(first, start, limits.seats, '');
          continue;
        }
      }
      const id = cache.find(text, from, stop, key);
      if (id >= 0) ops.move(seat, start, cache.list, id);
      else {
        const read = cache.missed;
        if (!read.ok) {
          this.error(
            read.code,
            read.message,
            read.offset,
            read.code === 'unknown-token' && from === start ? BODY_FORMS.slice() : read.expected,
          );
          continue;
        }
        ops.moveRead(seat, start, read);
      }
      this.items++;
      this.lastIsMove = true;
      this.afterMove = true;
    }
    for (const unclosed of open)
      this.errorAt('unterminated-variation', 'this ( variation has no closing )', unclosed.at, [
        ')',
      ]);
    // The parser outlives its parse (see `lastParser`): it keeps no record's ops.
    this.textOps = null;
  }

  protected bodyComment(comment: RecordComment): void {
    this.put(this.textOps as BodyOps, comment);
  }

  /** An item that is neither a move nor a turn marker (a comment): written as it stands. */
  private put(ops: BodyOps, item: BodyItem): void {
    ops.object(item);
    this.items++;
    this.lastIsMove = false;
  }

  /** A glyph `$1`..`$255` at `start` (its `$` read): it joins the move just before it. */
  private glyph(ops: BodyOps, start: number): void {
    const text = this.text;
    const stop = tokenEnd(text, this.pos, this.end);
    this.pos = stop;
    const digits = text.slice(start + 1, stop);
    const value = Number(digits);
    if (!/^[1-9]\d{0,2}$/.test(digits) || value > 255) {
      this.error(
        'bad-annotation',
        `"${text.slice(start, Math.min(stop, start + 20))}" is not a glyph: $ then a number from 1 to 255`,
        start,
        ['$1', '$255'],
      );
      return;
    }
    if (!this.lastIsMove) {
      this.error(
        'bad-annotation',
        'a glyph follows its move directly (s3 $1), before any comment or variation',
        start,
        ['<move> $<glyph>'],
      );
      return;
    }
    ops.glyph(value);
  }

  /** A seat letter past the record's players; `prefix` comes before each letter expected. */
  private noSuchSeat(letter: number, at: number, seats: number, prefix: string): void {
    this.error(
      'bad-argument',
      `there is no player ${String.fromCharCode(letter)} in a ${seats}-player game`,
      at,
      SEAT_LETTERS.slice(0, seats).map((seat) => `${prefix}${seat}`),
    );
  }

  private turnMarker(ops: BodyOps, start: number, stop: number, limits: TokenLimits): void {
    const text = this.text;
    let index = start;
    let visit = 0;
    while (index < stop) {
      const code = text.charCodeAt(index);
      if (code < 48 || code > 57) break;
      visit = visit * 10 + code - 48;
      index++;
      if (index - start > 6) break;
    }
    if (
      index - start > 6 &&
      index < stop &&
      text.charCodeAt(index) >= 48 &&
      text.charCodeAt(index) <= 57
    ) {
      this.error(
        'unknown-token',
        `"${text.slice(start, Math.min(stop, start + 20))}" is not a turn marker: a visit number has at most 6 digits (12.B)`,
        start,
        ['<visit>.<seat>', '0.'],
      );
      return;
    }
    if (text.charCodeAt(index) !== 46 || index >= stop) {
      this.error(
        'unknown-token',
        `"${text.slice(start, Math.min(stop, start + 20))}" is not a token: a visit number ends with a dot and names the player (12.B)`,
        start,
        ['<visit>.<seat>', '0.'],
      );
      return;
    }
    index++;
    const line = this.line;
    const column = this.base + start - this.lineStart + 1;
    let seatAt = index;
    if (index === stop) {
      // "12. B": the seat may follow after spaces, alone.
      let look = stop;
      while (look < this.end && (text.charCodeAt(look) === 32 || text.charCodeAt(look) === 9))
        look++;
      const code = text.charCodeAt(look);
      const after = text.charCodeAt(look + 1);
      if (
        code >= 65 &&
        code <= 90 &&
        (look + 1 >= this.end || (after < 128 && STOPS[after] === 1 && after !== 36))
      ) {
        seatAt = look;
        this.pos = look + 1;
        index = look + 1;
        stop = look + 1;
      }
    }
    if (seatAt < stop) {
      const code = text.charCodeAt(seatAt);
      const seat = code - 65;
      if (stop - seatAt !== 1 || code < 65 || code > 90) {
        this.error(
          'unknown-token',
          `after ${visit}. comes the player's letter alone (${visit}.B), then the moves, each after a space`,
          seatAt,
          SEAT_LETTERS.slice(0, limits.seats).map((letter) => `${visit}.${letter}`),
        );
        return;
      }
      if (seat >= limits.seats) {
        this.noSuchSeat(code, seatAt, limits.seats, `${visit}.`);
        return;
      }
      this.pushTurn(ops, seat, visit, start, line, column);
      return;
    }
    this.pushTurn(ops, -1, visit, start, line, column);
  }

  private pushTurn(
    ops: BodyOps,
    seat: number,
    visit: number,
    start: number,
    line: number,
    column: number,
  ): void {
    ops.turn(seat, visit, start, line, column);
    this.items++;
    this.lastIsMove = false;
    this.afterMove = false;
  }
}

/**
 * Whether a line so far ends with a move (comments and earlier variations after it aside): where
 * a variation may stand. (The JSON reader checks the same.)
 */
export function followsMove(line: readonly BodyItem[]): boolean {
  for (let index = line.length - 1; index >= 0; index--) {
    const kind = (line[index] as BodyItem).kind;
    if (kind === 'move') return true;
    if (kind === 'turn') return false;
  }
  return false;
}

/** The end of the token starting at `start`: the next character of {@link STOPS}. */
function tokenEnd(text: string, start: number, end: number): number {
  let stop = start;
  while (stop < end) {
    const code = text.charCodeAt(stop);
    if (code < 128 && STOPS[code] === 1) break;
    stop++;
  }
  return stop;
}
