import type { GameRecord, HeaderItem, RecordComment } from './record.js';
import { TextReader } from './text-reader.js';

/** The names of the tags a header has so far, and a hash of each (see `repeatsTag`). */
interface SeenTags {
  names: string[];
  hashes: number[];
}

/** The parser's reading of a header: tag pairs `[Name "value"]` and the comments between them. */
export abstract class TagReader extends TextReader {
  /** Reads tags and the comments between them; returns comments that turned out to open the body. */
  protected header(record: GameRecord): RecordComment[] {
    // The names of the tags read so far, with a hash of each, so that a repeated name is found
    // without slicing or hashing the next name as a string.
    const seen: SeenTags = { names: [], hashes: [] };
    let pending: RecordComment[] = [];
    while (this.pos < this.end) {
      if (this.text.charCodeAt(this.pos) !== 91) break;
      // A tag after a blank line, or one this record already has, starts the next record (this
      // one has no moves).
      if (seen.names.length > 0 && (this.blankLine || this.repeatsTag(seen))) break;
      if (pending.length > 0) {
        record.header.push(...pending);
        pending = [];
      }
      this.tag(record.header, seen);
      this.trivia(pending);
    }
    return pending;
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
}

function isNameChar(code: number, first: boolean): boolean {
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return true;
  return !first && ((code >= 48 && code <= 57) || code === 95);
}
