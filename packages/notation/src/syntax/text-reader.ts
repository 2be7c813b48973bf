import { readCommentCommands } from './comment-commands.js';
import type { NotationErrorCode, ParseError } from './notation-error.js';
import type {
  BodyItem,
  GameRecord,
  HeaderItem,
  LineIndex,
  RecordComment,
  SourcePosition,
} from './record.js';

/** Where a text stands in a larger one (the part of `parseRecords`' options the reader uses). */
export interface TextPlacement {
  /**
   * Where the text starts in a larger one (used by the streaming parser): positions are given
   * in the larger text. Defaults to the start.
   */
  origin?: SourcePosition;
  /** Index of the first record, for the `record` field of errors (streaming). */
  firstRecord?: number;
}

/**
 * The parser's cursor over a text: the position, the line counters, the errors found, and what
 * every part of a record has between its tokens (white space, comments, control characters).
 * The tag and move-text readers build on it.
 */
export abstract class TextReader {
  protected pos = 0;
  /** Whether the last white space skipped held a blank line. */
  protected blankLine = false;
  /** Where every line read so far starts (the records' `lines` are built from it when read). */
  protected lineStarts: LineStarts;
  protected line: number;
  protected lineStart: number;
  protected errors: ParseError[] = [];
  protected records: GameRecord[] = [];
  protected readonly end: number;
  protected readonly base: number;

  constructor(
    protected text: string,
    protected readonly options: TextPlacement,
  ) {
    this.end = text.length;
    const origin = options.origin;
    this.base = origin?.offset ?? 0;
    this.line = origin?.line ?? 1;
    // Column arithmetic: column = offset - lineStart + 1, in the larger text's offsets.
    this.lineStart = origin === undefined ? 0 : origin.offset - (origin.column - 1);
    this.lineStarts = new LineStarts(this.base);
  }

  protected recordIndex(): number {
    return (this.options.firstRecord ?? 0) + this.records.length;
  }

  protected position(offset: number): SourcePosition {
    return {
      offset: this.base + offset,
      line: this.line,
      column: this.base + offset - this.lineStart + 1,
    };
  }

  /** Sets the line counters for an offset ahead of the current ones (used on NUL only). */
  protected lineFor(offset: number): void {
    for (let index = 0; index < offset; index++) {
      const code = this.text.charCodeAt(index);
      if (code === 10 || (code === 13 && this.text.charCodeAt(index + 1) !== 10)) {
        this.line++;
        this.lineStart = this.base + index + 1;
      }
    }
  }

  protected error(
    code: NotationErrorCode,
    message: string,
    offset: number,
    expected: string[],
  ): void {
    this.errorAt(code, message, this.position(offset), expected);
  }

  /** Reports an error at a position already computed (such as an open variation's). */
  protected errorAt(
    code: NotationErrorCode,
    message: string,
    at: SourcePosition,
    expected: string[],
  ): void {
    this.errors.push({
      code,
      severity: 'error',
      message,
      expected,
      ...at,
      record: this.recordIndex(),
    });
  }

  protected newline(at: number): void {
    this.line++;
    this.lineStart = this.base + at + 1;
    this.lineStarts.add(at + 1);
  }

  /**
   * Skips white space and reads comments into `into` (to {@link bodyComment} when null: no array
   * to grow and empty again for each comment of move text); reports control characters. Notes in
   * `blankLine` whether it crossed a line holding nothing.
   */
  protected trivia(into: Array<HeaderItem | BodyItem> | null): void {
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
        const comment = this.braceComment();
        if (into === null) this.bodyComment(comment);
        else into.push(comment);
      } else if (code === 59) {
        lineEmpty = false;
        const comment = this.lineComment();
        if (into === null) this.bodyComment(comment);
        else into.push(comment);
      } else if (code < 32 || code === 127) {
        this.controlCharacter();
      } else {
        return;
      }
    }
  }

  /** Takes a comment of move text read by {@link trivia}. */
  protected abstract bodyComment(comment: RecordComment): void;

  private controlCharacter(): void {
    this.controlAt(this.pos, ['a space', 'a line break']);
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
    const comment = commentOf('brace', text.slice(this.pos + 1, stop), at);
    if (close < 0) {
      this.errorAt('unterminated-comment', 'this { comment has no closing }', at, ['}']);
      this.pos = this.end;
    } else {
      this.pos = close + 1;
    }
    return comment;
  }

  protected controlAt(index: number, expected: string[] = []): void {
    const code = this.text.charCodeAt(index);
    this.error(
      'control-character',
      `control character U+${code.toString(16).toUpperCase().padStart(4, '0')} in the text`,
      index,
      expected,
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
    const comment = commentOf('line', text.slice(this.pos + 1, stop), at);
    this.pos = stop;
    return comment;
  }

  protected spaces(): void {
    while (this.pos < this.end) {
      const code = this.text.charCodeAt(this.pos);
      if (code !== 32 && code !== 9) return;
      this.pos++;
    }
  }

  protected skipLine(): void {
    while (this.pos < this.end) {
      const code = this.text.charCodeAt(this.pos);
      if (code === 10 || code === 13) return;
      this.pos++;
    }
  }
}

/** A comment read from the text, with the commands it holds (each object built with its final fields). */
function commentOf(style: 'brace' | 'line', body: string, at: SourcePosition): RecordComment {
  const commands = readCommentCommands(body);
  const { offset, line, column } = at;
  // Spelled out, not spread: one literal of a fixed shape.
  return commands === undefined
    ? { kind: 'comment', style, text: body, offset, line, column }
    : { kind: 'comment', style, text: body, commands, offset, line, column };
}

/**
 * The offsets where the lines of a text start, as the parser meets them: kept in one typed array
 * for the whole parse (not an array of numbers for each record, which would grow line by line);
 * a record's {@link LineIndex} is built from its part when first read.
 */
export class LineStarts {
  /** The offsets, from the start of the text read (add `base` for the larger text's). */
  starts: Int32Array = new Int32Array(256);
  length = 0;

  constructor(readonly base: number) {}

  /** A line starting at `offset` of the text read. */
  add(offset: number): void {
    if (this.length === this.starts.length) {
      const grown = new Int32Array(2 * this.length);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.length++] = offset;
  }

  /** The line index of the lines `[from, to)`, the first being line `first`. */
  index(first: number, from: number, to: number): LineIndex {
    const starts: number[] = [];
    for (let at = from; at < to; at++) starts.push(this.base + (this.starts[at] as number));
    return { first, starts };
  }
}
