import { type ParseOptions, parseRecordsWith } from '../parse/parse-records.js';
import type { ParseError } from '../syntax/notation-error.js';
import type { GameRecord, SourcePosition } from '../syntax/record.js';
import { TokenCaches } from '../syntax/token-cache.js';
import { endsInsideCharacter, validUtf8Length } from './utf8-prefix.js';

/** One record read from a stream, with its errors (positions are in the whole stream). */
export interface StreamedRecord {
  /** The index of the record in the stream, from 0. */
  index: number;
  /** The record, or null when the text there is not one (a binary stream). */
  record: GameRecord | null;
  /** The record's problems, in text order; empty when it is valid. */
  errors: ParseError[];
}

/** What {@link parseRecordStream} reads: chunks of text or UTF-8 bytes, from any async source. */
export type ChunkSource =
  | AsyncIterable<string | Uint8Array>
  | Iterable<string | Uint8Array>
  | ReadableStream<string | Uint8Array>;

/**
 * Reads a collection record by record from a stream (a file stream, `process.stdin`, a fetch
 * body, or any iterable of chunks), holding only the record being read: memory stays flat however
 * long the collection. Positions in errors count from the start of the stream. A NUL character or
 * bytes that are not UTF-8 end the stream with `binary-input` at that place (the records before
 * it are read). Never throws for bad input.
 */
export async function* parseRecordStream(
  source: ChunkSource,
  options: Omit<ParseOptions, 'origin' | 'firstRecord'> = {},
): AsyncGenerator<StreamedRecord, void, undefined> {
  const splitter = new RecordSplitter();
  // One set of token caches for the whole stream: its records share their tokens.
  const caches = new TokenCaches();
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  // The bytes of a character that the last chunk cut off (the decoder holds them), and how many
  // bytes before them were decoded: what is needed to find a fault's place when decoding fails.
  let carry: Uint8Array = NO_BYTES;
  let decoded = 0;
  let index = 0;
  const emit = function* (pieces: Array<{ text: string; origin: SourcePosition }>) {
    for (const piece of pieces) {
      const parsed = parseRecordsWith(
        piece.text,
        { ...options, origin: piece.origin, firstRecord: index },
        caches,
      );
      const binary = parsed.errors.some((error) => error.code === 'binary-input');
      if (binary) {
        yield { index, record: null, errors: parsed.errors, binary };
        return true;
      }
      // A piece holds one record, or more when records without moves follow each other.
      const count = Math.max(parsed.records.length, parsed.errors.length > 0 ? 1 : 0);
      for (let offset = 0; offset < count; offset++) {
        const errors = parsed.errors.filter((error) =>
          count === 1 ? true : error.record === index,
        );
        yield { index, record: parsed.records[offset] ?? null, errors, binary };
        index++;
      }
    }
    return false;
  };
  const iterable = isReadableStream(source) ? readableToIterable(source) : source;
  for await (const chunk of iterable as AsyncIterable<string | Uint8Array>) {
    let text: string;
    if (typeof chunk === 'string') text = chunk;
    else {
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        // Read the text before the first byte that is not UTF-8, then stop there.
        const bytes = joined(carry, chunk);
        const good = bytes.subarray(0, validUtf8Length(bytes));
        const before = new TextDecoder('utf-8', { ignoreBOM: decoded > 0 }).decode(good);
        if (yield* strip(emit(splitter.push(before)))) return;
        yield binaryRecord(
          index,
          splitter.position(),
          'the input is not UTF-8 text here: a byte that no UTF-8 character has (a binary file, or text saved in another encoding)',
        );
        return;
      }
      const held = carry.length;
      carry = cutOff(carry, chunk);
      decoded += held + chunk.length - carry.length;
    }
    const stopped = yield* strip(emit(splitter.push(text)));
    if (stopped) return;
  }
  let tail = '';
  try {
    tail = decoder.decode();
  } catch {
    yield binaryRecord(
      index,
      splitter.position(),
      'the input ends inside a UTF-8 character: it is not text',
    );
    return;
  }
  if (tail !== '') {
    const stopped = yield* strip(emit(splitter.push(tail)));
    if (stopped) return;
  }
  yield* strip(emit(splitter.end()));
}

const NO_BYTES = new Uint8Array(0);

/** `first` then `second`, as one array (`second` itself when `first` is empty). */
function joined(first: Uint8Array, second: Uint8Array): Uint8Array {
  if (first.length === 0) return second;
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first);
  bytes.set(second, first.length);
  return bytes;
}

/**
 * The bytes of a character cut off at the end of `chunk` (decoded after `carry`, the bytes cut
 * off before it): at most three, copied, or none.
 */
function cutOff(carry: Uint8Array, chunk: Uint8Array): Uint8Array {
  const bytes = chunk.length >= 4 ? chunk : joined(carry, chunk);
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const at = bytes.length - back;
    const byte = bytes[at] as number;
    if (byte < 0x80) return NO_BYTES;
    if (byte >= 0xc0) return endsInsideCharacter(bytes, at) ? bytes.slice(at) : NO_BYTES;
  }
  return NO_BYTES;
}

function* strip(
  pieces: Generator<StreamedRecord & { binary: boolean }, boolean>,
): Generator<StreamedRecord, boolean> {
  for (;;) {
    const next = pieces.next();
    if (next.done === true) return next.value;
    const { binary: _binary, ...record } = next.value;
    yield record;
  }
}

function binaryRecord(index: number, at: SourcePosition, message: string): StreamedRecord {
  return {
    index,
    record: null,
    errors: [
      { code: 'binary-input', severity: 'error', message, expected: [], ...at, record: index },
    ],
  };
}

function isReadableStream(source: ChunkSource): source is ReadableStream<string | Uint8Array> {
  return (
    typeof (source as ReadableStream).getReader === 'function' && !(Symbol.asyncIterator in source)
  );
}

async function* readableToIterable<T>(stream: ReadableStream<T>): AsyncGenerator<T> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Cuts a stream of text into records where the next one starts: a `[` outside comments and tag
 * values, once the current record's move text has begun. Tracks lines so that each record's
 * origin in the stream is known.
 */
class RecordSplitter {
  private buffer = '';
  /** Where the scan stands in the buffer. */
  private scan = 0;
  /** Offset in the stream of the buffer's start. */
  private base = 0;
  private line = 1;
  private lineStart = 0;
  private origin: SourcePosition = { offset: 0, line: 1, column: 1 };
  private mode: 'text' | 'brace' | 'lineComment' | 'tag' | 'string' = 'text';
  private inBody = false;

  position(): SourcePosition {
    const offset = this.base + this.scan;
    return { offset, line: this.line, column: offset - this.lineStart + 1 };
  }

  push(text: string): Array<{ text: string; origin: SourcePosition }> {
    this.buffer += text;
    return this.run(false);
  }

  end(): Array<{ text: string; origin: SourcePosition }> {
    const pieces = this.run(true);
    if (this.buffer.length > 0) pieces.push({ text: this.buffer, origin: this.origin });
    this.buffer = '';
    return pieces;
  }

  private run(final: boolean): Array<{ text: string; origin: SourcePosition }> {
    const pieces: Array<{ text: string; origin: SourcePosition }> = [];
    const buffer = this.buffer;
    let cut = 0;
    let index = this.scan;
    while (index < buffer.length) {
      const code = buffer.charCodeAt(index);
      if (code === 13 && index + 1 === buffer.length && !final) break; // CR LF may straddle chunks
      if (code === 10 || (code === 13 && buffer.charCodeAt(index + 1) !== 10)) {
        this.line++;
        this.lineStart = this.base + index + 1;
        // A line ends a ; comment, and (as the parser recovers) an unfinished tag.
        if (this.mode !== 'brace') this.mode = 'text';
      }
      switch (this.mode) {
        case 'brace':
          if (code === 125) this.mode = 'text';
          break;
        case 'lineComment':
          break;
        case 'string':
          if (code === 92) index++;
          else if (code === 34) this.mode = 'tag';
          break;
        case 'tag':
          if (code === 34) this.mode = 'string';
          else if (code === 93) this.mode = 'text';
          break;
        default:
          if (code === 123) this.mode = 'brace';
          else if (code === 59) this.mode = 'lineComment';
          else if (code === 91) {
            if (this.inBody) {
              pieces.push({ text: buffer.slice(cut, index), origin: this.origin });
              cut = index;
              this.origin = {
                offset: this.base + index,
                line: this.line,
                column: this.base + index - this.lineStart + 1,
              };
              this.inBody = false;
            }
            this.mode = 'tag';
          } else if (code > 32 && code !== 127) this.inBody = true;
      }
      index++;
    }
    // Keep only the record being read.
    this.buffer = buffer.slice(cut);
    this.base += cut;
    this.scan = Math.min(index, buffer.length) - cut;
    return pieces;
  }
}
