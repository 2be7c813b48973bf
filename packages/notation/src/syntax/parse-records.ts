import { type ReadOptions, readHeader } from '../header/read-header.js';
import { LOOSE_LIMITS, MOVE_FORMS, type TokenLimits } from './move-token.js';
import type { NotationErrorCode, ParseError } from './notation-error.js';
import {
  type BodyItem,
  type GameRecord,
  type HeaderItem,
  type LineIndex,
  positionOf,
  type RecordComment,
  type SourcePosition,
} from './record.js';
import { type TokenCache, TokenCaches } from './token-cache.js';
import { SEAT_LETTERS } from './vocabulary.js';

/** Options of {@link parseRecords}. */
export interface ParseOptions extends ReadOptions {
  /**
   * Where the text starts in a larger one (used by the streaming parser): positions are given
   * in the larger text. Defaults to the start.
   */
  origin?: SourcePosition;
  /** Index of the first record, for the `record` field of errors (streaming). */
  firstRecord?: number;
}

/** The records found in a text and every problem found on the way. */
export interface ParseResult {
  records: GameRecord[];
  /** Every error, in text order; each says which record it belongs to. */
  errors: ParseError[];
}

const BODY_FORMS = ['<visit>.<seat>', ...MOVE_FORMS, '{comment}', '; comment', '[Tag "value"]'];

/**
 * Reads every record of a text (one game or a collection). Never throws: a problem is reported
 * with its position, a stable code and what was expected there, and reading goes on after it, so
 * that every error of the text is found at once.
 */
export function parseRecords(text: string, options: ParseOptions = {}): ParseResult {
  if (typeof text !== 'string') {
    return {
      records: [],
      errors: [
        {
          code: 'binary-input',
          severity: 'error',
          message: `expected text, not ${text === null ? 'null' : typeof text}`,
          expected: [],
          offset: 0,
          line: 1,
          column: 1,
        },
      ],
    };
  }
  return new Parser(text, options, new TokenCaches()).collection();
}

/**
 * {@link parseRecords} of a text that is known to be a string, with the token caches to use
 * (the streaming parser keeps one set for its whole stream).
 */
export function parseRecordsWith(
  text: string,
  options: ParseOptions,
  caches: TokenCaches,
): ParseResult {
  return new Parser(text, options, caches).collection();
}

/**
 * Reads a text that holds exactly one record. Never throws; `record` is null when the text holds
 * none (code `record-count` then, unless another error explains why).
 */
export function parseRecord(
  text: string,
  options: ParseOptions = {},
): { record: GameRecord | null; errors: ParseError[] } {
  const result = parseRecords(text, options);
  const errors = result.errors;
  if (result.records.length !== 1 && !errors.some((error) => error.code === 'binary-input')) {
    const second = positionOf(result.records[1]?.header[0]);
    errors.push({
      code: 'record-count',
      severity: 'error',
      message:
        result.records.length === 0
          ? 'the text holds no record'
          : `the text holds ${result.records.length} records where one was expected`,
      expected: ['[Tag "value"]'],
      ...(second ?? { offset: 0, line: 1, column: 1 }),
    });
  }
  return { record: result.records[0] ?? null, errors };
}

class Parser {
  private pos = 0;
  /** Whether the last white space skipped held a blank line. */
  private blankLine = false;
  /** The line starts of the record being read. */
  private lines: LineIndex = { first: 1, starts: [] };
  private line: number;
  private lineStart: number;
  private readonly errors: ParseError[] = [];
  private readonly records: GameRecord[] = [];
  private readonly end: number;
  private readonly base: number;

  constructor(
    private readonly text: string,
    private readonly options: ParseOptions,
    private readonly caches: TokenCaches,
  ) {
    this.end = text.length;
    const origin = options.origin;
    this.base = origin?.offset ?? 0;
    this.line = origin?.line ?? 1;
    // Column arithmetic: column = offset - lineStart + 1, in the larger text's offsets.
    this.lineStart = origin === undefined ? 0 : origin.offset - (origin.column - 1);
  }

  collection(): ParseResult {
    const nul = this.text.indexOf('\u0000');
    if (nul >= 0) {
      this.pos = nul;
      this.lineFor(nul);
      this.error(
        'binary-input',
        'the input holds a NUL character: it is a binary file, not a record',
        nul,
        [],
      );
      return { records: [], errors: this.errors };
    }
    if (this.text.charCodeAt(0) === 0xfeff) {
      this.pos = 1;
    }
    const leading: HeaderItem[] = [];
    this.trivia(leading);
    while (this.pos < this.end) {
      const recordStart = this.position(this.pos);
      this.lines = { first: this.line, starts: [this.lineStart] };
      const record: GameRecord = { header: leading.splice(0), body: [], lines: this.lines };
      if (this.text.charCodeAt(this.pos) !== 91) {
        this.error(
          'missing-header',
          'move text before any tag: a record starts with its tags, such as [Event "..."]',
          this.pos,
          ['[Tag "value"]'],
        );
      }
      const spill = this.header(record);
      const { settings, errors } = readHeader(record.header, this.options);
      // A record without tags was reported as such; its header has nothing more to say.
      if (record.header.some((item) => item.kind === 'tag'))
        for (const error of errors)
          this.errors.push({
            ...error,
            offset: error.offset ?? recordStart.offset,
            line: error.line ?? recordStart.line,
            column: error.column ?? recordStart.column,
            record: this.recordIndex(),
          });
      const edition = settings.edition;
      const limits: TokenLimits =
        edition === null
          ? { ...LOOSE_LIMITS, seats: settings.players.length }
          : {
              areas: edition.areas,
              tracks: edition.tracks.length,
              places: edition.shipSpaces,
              seats: settings.players.length,
            };
      record.body.push(...spill);
      this.body(record.body, limits);
      this.records.push(record);
    }
    return { records: this.records, errors: this.errors };
  }

  private recordIndex(): number {
    return (this.options.firstRecord ?? 0) + this.records.length;
  }

  private position(offset: number): SourcePosition {
    return {
      offset: this.base + offset,
      line: this.line,
      column: this.base + offset - this.lineStart + 1,
    };
  }

  /** Sets the line counters for an offset ahead of the current ones (used on NUL only). */
  private lineFor(offset: number): void {
    for (let index = 0; index < offset; index++) {
      const code = this.text.charCodeAt(index);
      if (code === 10 || (code === 13 && this.text.charCodeAt(index + 1) !== 10)) {
        this.line++;
        this.lineStart = this.base + index + 1;
      }
    }
  }

  private error(
    code: NotationErrorCode,
    message: string,
    offset: number,
    expected: string[],
  ): void {
    this.errors.push({
      code,
      severity: 'error',
      message,
      expected,
      ...this.position(offset),
      record: this.recordIndex(),
    });
  }

  private newline(at: number): void {
    this.line++;
    this.lineStart = this.base + at + 1;
    this.lines.starts.push(this.lineStart);
  }

  /**
   * Skips white space and reads comments into `into`; reports control characters. Notes in
   * `blankLine` whether it crossed a line holding nothing.
   */
  private trivia(into: Array<HeaderItem | BodyItem>): void {
    const text = this.text;
    let lineEmpty = false;
    this.blankLine = false;
    while (this.pos < this.end) {
      const code = text.charCodeAt(this.pos);
      if (code === 32 || code === 9) {
        this.pos++;
      } else if (code === 10 || code === 13) {
        if (code === 10 || text.charCodeAt(this.pos + 1) !== 10) {
          this.newline(this.pos);
          if (lineEmpty) this.blankLine = true;
          lineEmpty = true;
        }
        this.pos++;
      } else if (code === 123) {
        lineEmpty = false;
        into.push(this.braceComment());
      } else if (code === 59) {
        lineEmpty = false;
        into.push(this.lineComment());
      } else if (code < 32 || code === 127) {
        this.controlCharacter();
      } else {
        return;
      }
    }
  }

  private controlCharacter(): void {
    const code = this.text.charCodeAt(this.pos);
    this.error(
      'control-character',
      `control character U+${code.toString(16).toUpperCase().padStart(4, '0')} in the text`,
      this.pos,
      ['a space', 'a line break'],
    );
    this.pos++;
  }

  private braceComment(): RecordComment {
    const at = this.position(this.pos);
    const text = this.text;
    const close = text.indexOf('}', this.pos + 1);
    const stop = close < 0 ? this.end : close;
    for (let index = this.pos + 1; index < stop; index++) {
      const code = text.charCodeAt(index);
      if (code < 32) {
        if (code === 10) this.newline(index);
        else if (code === 13) {
          if (text.charCodeAt(index + 1) !== 10) this.newline(index);
        } else if (code !== 9) this.controlAt(index);
      } else if (code === 127) this.controlAt(index);
    }
    const comment: RecordComment = {
      kind: 'comment',
      style: 'brace',
      text: text.slice(this.pos + 1, stop),
      ...at,
    };
    if (close < 0) {
      this.errors.push({
        code: 'unterminated-comment',
        severity: 'error',
        message: 'this { comment has no closing }',
        expected: ['}'],
        ...at,
        record: this.recordIndex(),
      });
      this.pos = this.end;
    } else {
      this.pos = close + 1;
    }
    return comment;
  }

  private controlAt(index: number): void {
    const code = this.text.charCodeAt(index);
    this.error(
      'control-character',
      `control character U+${code.toString(16).toUpperCase().padStart(4, '0')} in the text`,
      index,
      [],
    );
  }

  private lineComment(): RecordComment {
    const at = this.position(this.pos);
    const text = this.text;
    let stop = this.pos + 1;
    while (stop < this.end) {
      const code = text.charCodeAt(stop);
      if (code === 10 || code === 13) break;
      if ((code < 32 && code !== 9) || code === 127) this.controlAt(stop);
      stop++;
    }
    const comment: RecordComment = {
      kind: 'comment',
      style: 'line',
      text: text.slice(this.pos + 1, stop),
      ...at,
    };
    this.pos = stop;
    return comment;
  }

  /** Reads tags and the comments between them; returns comments that turned out to open the body. */
  private header(record: GameRecord): BodyItem[] {
    // The names of the tags read so far, with a hash of each, so that a repeated name is found
    // without slicing or hashing the next name as a string.
    const seen: SeenTags = { names: [], hashes: [] };
    let pending: Array<HeaderItem | BodyItem> = [];
    while (this.pos < this.end) {
      if (this.text.charCodeAt(this.pos) !== 91) break;
      // A tag after a blank line, or one this record already has, starts the next record (this
      // one has no moves).
      if (seen.names.length > 0 && (this.blankLine || this.repeatsTag(seen))) break;
      if (pending.length > 0) {
        record.header.push(...(pending as HeaderItem[]));
        pending = [];
      }
      this.tag(record.header, seen);
      this.trivia(pending);
    }
    return pending as BodyItem[];
  }

  /** Whether the tag at the current `[` has a name already in `seen`. */
  private repeatsTag(seen: SeenTags): boolean {
    const text = this.text;
    let index = this.pos + 1;
    while (index < this.end && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9))
      index++;
    const start = index;
    let hash = 0;
    while (index < this.end) {
      const code = text.charCodeAt(index);
      if (!isNameChar(code, index === start)) break;
      hash = (Math.imul(hash, 31) + code) | 0;
      index++;
    }
    const length = index - start;
    for (let entry = 0; entry < seen.names.length; entry++) {
      if (seen.hashes[entry] !== hash) continue;
      const name = seen.names[entry] as string;
      if (name.length === length && text.startsWith(name, start)) return true;
    }
    return false;
  }

  private tag(header: HeaderItem[], seen: SeenTags): void {
    const text = this.text;
    const start = this.pos;
    const offset = this.base + start;
    const line = this.line;
    const column = offset - this.lineStart + 1;
    this.pos++;
    this.spaces();
    const nameStart = this.pos;
    let hash = 0;
    while (this.pos < this.end) {
      const code = text.charCodeAt(this.pos);
      if (!isNameChar(code, this.pos === nameStart)) break;
      hash = (Math.imul(hash, 31) + code) | 0;
      this.pos++;
    }
    const name = text.slice(nameStart, this.pos);
    if (name.length === 0) {
      this.badTag(start, 'expected a tag name (letters and digits) after [');
      return;
    }
    this.spaces();
    if (text.charCodeAt(this.pos) !== 34) {
      this.badTag(this.pos, `expected the quoted value of [${name}]`);
      return;
    }
    const valueStart = this.pos;
    this.pos++;
    let value = '';
    let chunk = this.pos;
    for (;;) {
      if (this.pos >= this.end) {
        this.unterminated(valueStart);
        return;
      }
      const code = text.charCodeAt(this.pos);
      if (code === 34) break;
      if (code === 10 || code === 13) {
        this.unterminated(valueStart);
        return;
      }
      if (code === 92) {
        const next = text.charCodeAt(this.pos + 1);
        if (next === 34 || next === 92) {
          value += text.slice(chunk, this.pos);
          this.pos++;
          chunk = this.pos;
        }
      } else if ((code < 32 && code !== 9) || code === 127) {
        this.controlAt(this.pos);
      }
      this.pos++;
    }
    value += text.slice(chunk, this.pos);
    this.pos++;
    this.spaces();
    if (text.charCodeAt(this.pos) !== 93) {
      this.badTag(this.pos, `expected ] to close [${name}]`);
      return;
    }
    this.pos++;
    seen.names.push(name);
    seen.hashes.push(hash);
    header.push({ kind: 'tag', name, value, offset, line, column });
  }

  private spaces(): void {
    while (this.pos < this.end) {
      const code = this.text.charCodeAt(this.pos);
      if (code !== 32 && code !== 9) return;
      this.pos++;
    }
  }

  private unterminated(valueStart: number): void {
    this.error('unterminated-string', 'this tag value has no closing " on its line', valueStart, [
      '"',
    ]);
    this.skipLine();
  }

  private badTag(offset: number, message: string): void {
    this.error('bad-tag', message, offset, ['[Tag "value"]']);
    // Recover at the closing bracket on this line, or at the end of the line.
    while (this.pos < this.end) {
      const code = this.text.charCodeAt(this.pos);
      if (code === 93) {
        this.pos++;
        return;
      }
      if (code === 10 || code === 13) return;
      this.pos++;
    }
  }

  private skipLine(): void {
    while (this.pos < this.end) {
      const code = this.text.charCodeAt(this.pos);
      if (code === 10 || code === 13) return;
      this.pos++;
    }
  }

  /** Reads move text up to the next record's `[` or the end. */
  private body(body: BodyItem[], limits: TokenLimits): void {
    const text = this.text;
    const end = this.end;
    const cache: TokenCache = this.caches.for(limits);
    for (;;) {
      this.trivia(body);
      if (this.pos >= end) return;
      const start = this.pos;
      const first = text.charCodeAt(start);
      if (first === 91) return;
      if (first >= 48 && first <= 57) {
        this.pos = tokenEnd(text, start, end);
        this.turnMarker(body, start, this.pos, limits);
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
        if (code <= 32 || code === 123 || code === 59 || code === 91 || code === 127) break;
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
            BODY_FORMS,
          );
          continue;
        }
        if (seat >= limits.seats) {
          this.error(
            'bad-argument',
            `there is no player ${String.fromCharCode(first)} in a ${limits.seats}-player game`,
            start,
            SEAT_LETTERS.slice(0, limits.seats).map(String),
          );
          continue;
        }
      }
      const read = cache.read(text, from, stop, key);
      if (!read.ok) {
        this.error(
          read.code,
          read.message,
          read.offset,
          read.code === 'unknown-token' && from === start ? BODY_FORMS : read.expected,
        );
        continue;
      }
      const offset = this.base + start;
      const annotation = read.annotation;
      // Each item is built with its final set of fields: no field added afterwards.
      body.push(
        seat < 0
          ? annotation === undefined
            ? { kind: 'move', move: read.move, offset }
            : { kind: 'move', move: read.move, offset, annotation }
          : annotation === undefined
            ? { kind: 'move', move: read.move, offset, seat }
            : { kind: 'move', move: read.move, offset, seat, annotation },
      );
    }
  }

  private turnMarker(body: BodyItem[], start: number, stop: number, limits: TokenLimits): void {
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
    const offset = this.base + start;
    const line = this.line;
    const column = offset - this.lineStart + 1;
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
        (look + 1 >= this.end || after <= 32 || after === 123 || after === 59)
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
        this.error(
          'bad-argument',
          `there is no player ${String.fromCharCode(code)} in a ${limits.seats}-player game`,
          seatAt,
          SEAT_LETTERS.slice(0, limits.seats).map((letter) => `${visit}.${letter}`),
        );
        return;
      }
      // Built with its final set of fields: no field added afterwards.
      body.push({ kind: 'turn', visit, offset, line, column, seat });
      return;
    }
    body.push({ kind: 'turn', visit, offset, line, column });
  }
}

/** The names of the tags a header has so far, and a hash of each (see `Parser.repeatsTag`). */
interface SeenTags {
  names: string[];
  hashes: number[];
}

/** The end of the token starting at `start`: the next space, control character, `{`, `;` or `[`. */
function tokenEnd(text: string, start: number, end: number): number {
  let stop = start;
  while (stop < end) {
    const code = text.charCodeAt(stop);
    if (code <= 32 || code === 123 || code === 59 || code === 91 || code === 127) break;
    stop++;
  }
  return stop;
}

function isNameChar(code: number, first: boolean): boolean {
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return true;
  return !first && ((code >= 48 && code <= 57) || code === 95);
}
