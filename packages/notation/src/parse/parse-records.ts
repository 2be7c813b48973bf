import { readHeader } from '../header/read-header.js';
import type { ReadOptions } from '../header/record-settings.js';
import { BodyOps, type BodySpan, buildBody, defineLazy } from '../syntax/body-ops.js';
import { MoveTextReader } from '../syntax/move-text-reader.js';
import type { ParseError } from '../syntax/notation-error.js';
import { type GameRecord, type HeaderItem, type LineIndex, positionOf } from '../syntax/record.js';
import { LineStarts, type TextPlacement } from '../syntax/text-reader.js';
import { TokenCaches } from '../syntax/token-cache.js';
import { limitsOf } from '../syntax/token-limits.js';

/**
 * Options of `parseRecords`: how to read each record's header (what the tags may set) and where
 * the text stands in a larger one.
 */
export interface ParseOptions extends ReadOptions, TextPlacement {}

/** The records found in a text and every problem found on the way. */
export interface ParseResult {
  /** Every record read, in text order, errors or not. */
  records: GameRecord[];
  /** Every error, in text order; each says which record it belongs to. */
  errors: ParseError[];
}

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
): {
  /** The first record of the text (with errors or not); `null` when it holds none. */
  record: GameRecord | null;
  /** Every error, in text order (a `record-count` error for none or several records). */
  errors: ParseError[];
} {
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

/** The placeholder of a record's `lines` until it is defined (always replaced). */
const NO_LINES: LineIndex = { first: 1, starts: [] };

/** The whole parser: records one after another, each a header then its move text. */
class Parser extends MoveTextReader {
  /** The options as given (the reader's own part is only where the text stands). */
  declare protected readonly options: ParseOptions;

  /**
   * The last parser, emptied (see `letGo`), kept for V8's sake: V8 holds the hidden classes and
   * other objects that optimized code relies on through weak links, and when a full collection
   * of the heap finds the last of them gone, it throws away the optimized code of the whole
   * parser. The next parse then ran three to five times slower until it was compiled again
   * (measured on Node 20: 75-100 ms against 20 ms for a 600 KB collection, the first parse after
   * `gc()`). An emptied parser holds no text and no record, only small objects of its classes.
   */
  static last: Parser | null = null;

  constructor(
    text: string,
    options: ParseOptions,
    private caches: TokenCaches,
  ) {
    super(text, options);
    this.ops = new BodyOps(text.length, this.base);
  }

  private ops: BodyOps;

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
      // The record's lines: this one, and those the reading of the record meets (see LineStarts).
      const firstLine = this.line;
      const lineStarts = this.lineStarts;
      const linesFrom = lineStarts.length;
      lineStarts.add(this.lineStart - this.base);
      // `lines` is set at the end (a placeholder keeps the order of the keys).
      const record: GameRecord = { header: leading.splice(0), body: [], lines: NO_LINES };
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
      const limits = limitsOf(settings);
      const ops = this.ops;
      const span: BodySpan = { ops, start: ops.length, firstObject: ops.objects.length, end: 0 };
      this.body(ops, spill, limits, this.caches.for(limits));
      span.end = ops.length;
      // The items of the move text are built when first read (see body-ops.ts).
      if (span.end > span.start) defineLazy(record, 'body', () => buildBody(span));
      const linesTo = lineStarts.length;
      defineLazy(record, 'lines', () => lineStarts.index(firstLine, linesFrom, linesTo));
      this.records.push(record);
    }
    const result = { records: this.records, errors: this.errors };
    this.letGo();
    return result;
  }

  /**
   * Drops everything of this parse (the text, what was read, the caches) for empty ones of the
   * same classes, and keeps this parser as {@link Parser.last}.
   */
  private letGo(): void {
    this.text = '';
    this.records = [];
    this.errors = [];
    this.ops = new BodyOps(0, 0);
    this.caches = new TokenCaches();
    this.lineStarts = new LineStarts(0);
    Parser.last = this;
  }
}
