// The one JSON reader of the toolkit that knows where things are: the scorer reads score sheets
// with it, the notation places the problems of JSON records with it.
import { childPath, splitPath } from './json-path.js';

/** A line and column in a text, both 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

/** JSON text parsed, with a way to find where each value and key starts. */
export interface PositionedJson {
  value: unknown;
  /**
   * Where the value at `path` (such as `areas[3].scientists.red`) starts in the text, or, when
   * there is no such value, its nearest parent that exists. With `key`, where the key of that
   * object member starts instead.
   */
  locate(path: string, key?: boolean): TextPosition;
  /** As {@link PositionedJson.locate}, but the offset in the text (UTF-16 code units from 0). */
  offsetOf(path: string, key?: boolean): number;
}

/** How {@link parsePositionedJson} reads a text. */
export interface PositionedJsonOptions {
  /**
   * What a key repeated in one object does: `reject` (the default) fails with `duplicate-key`;
   * `last` keeps the last one, as `JSON.parse` does.
   */
  duplicateKeys?: 'reject' | 'last';
  /** The deepest nesting read before failing with `invalid-json` (default 100). */
  maxDepth?: number;
}

/** Why JSON text could not be parsed. */
export interface JsonSyntaxError {
  code: 'invalid-json' | 'duplicate-key';
  message: string;
  path: string;
  line: number;
  column: number;
}

/**
 * Parses JSON text like `JSON.parse`, but also records where every value and key starts, so
 * that later validation can point at the offending field, and rejects repeated keys (which
 * `JSON.parse` silently resolves to the last one). The offsets are kept per object and array,
 * as numbers: memory grows with the text, not with the length of the paths in it. The parser
 * recurses: `maxDepth` keeps it far from the end of the stack.
 */
export function parsePositionedJson(
  text: string,
  options: PositionedJsonOptions = {},
): { ok: true; json: PositionedJson } | { ok: false; error: JsonSyntaxError } {
  const parser = new Parser(text, options.duplicateKeys ?? 'reject', options.maxDepth ?? 100);
  try {
    return { ok: true, json: parser.parseDocument() };
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false, error: error.detail };
    throw error;
  }
}

class SyntaxFailure extends Error {
  constructor(readonly detail: JsonSyntaxError) {
    super(detail.message);
  }
}

/** Where the members of one object start: its keys and its values. */
interface MemberOffsets {
  keys: Map<string, number>;
  values: Map<string, number>;
}

/** The start of each value inside objects (by key) and arrays (by index). */
type Offsets = WeakMap<object, MemberOffsets | number[]>;

class Parser {
  private offset = 0;
  private readonly offsets: Offsets = new WeakMap();
  private readonly lines: LineIndex;

  constructor(
    private readonly text: string,
    private readonly duplicateKeys: 'reject' | 'last',
    private readonly maxDepth: number,
  ) {
    this.lines = new LineIndex(text);
  }

  parseDocument(): PositionedJson {
    if (this.text.charCodeAt(0) === 0xfeff) this.offset = 1;
    this.skipWhitespace();
    const start = this.offset;
    const value = this.parseValue(0, []);
    this.skipWhitespace();
    if (this.offset < this.text.length) this.fail([], 'unexpected text after the end of the JSON');
    const { offsets, lines } = this;
    return {
      value,
      locate: (path, key = false) => lines.position(locate(value, start, offsets, path, key)),
      offsetOf: (path, key = false) => locate(value, start, offsets, path, key),
    };
  }

  /** `trail` is the path to this value, as keys and indexes, for syntax errors. */
  private parseValue(depth: number, trail: Array<string | number>): unknown {
    if (depth > this.maxDepth) this.fail(trail, `nesting deeper than ${this.maxDepth} levels`);
    const char = this.text[this.offset];
    if (char === '{') return this.parseObject(depth, trail);
    if (char === '[') return this.parseArray(depth, trail);
    if (char === '"') return this.parseString(trail);
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      return this.parseNumber(trail);
    }
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return value;
      }
    }
    return this.fail(trail, `expected a value but found ${this.describeHere()}`);
  }

  private parseObject(depth: number, trail: Array<string | number>): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const members: MemberOffsets = { keys: new Map(), values: new Map() };
    this.offsets.set(result, members);
    this.offset++;
    this.skipWhitespace();
    if (this.text[this.offset] === '}') {
      this.offset++;
      return result;
    }
    for (;;) {
      if (this.text[this.offset] !== '"') {
        this.fail(trail, `expected a key in double quotes but found ${this.describeHere()}`);
      }
      const keyOffset = this.offset;
      const key = this.parseString(trail);
      if (this.duplicateKeys === 'reject' && members.keys.has(key)) {
        this.offset = keyOffset;
        this.fail(
          [...trail, key],
          `the key "${key}" appears twice in this object`,
          'duplicate-key',
        );
      }
      members.keys.set(key, keyOffset);
      this.skipWhitespace();
      this.expect(':', trail);
      this.skipWhitespace();
      members.values.set(key, this.offset);
      trail.push(key);
      const value = this.parseValue(depth + 1, trail);
      trail.pop();
      Object.defineProperty(result, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skipWhitespace();
      if (this.text[this.offset] === ',') {
        this.offset++;
        this.skipWhitespace();
        continue;
      }
      this.expect('}', trail, "',' or '}'");
      return result;
    }
  }

  private parseArray(depth: number, trail: Array<string | number>): unknown[] {
    const result: unknown[] = [];
    const starts: number[] = [];
    this.offsets.set(result, starts);
    this.offset++;
    this.skipWhitespace();
    if (this.text[this.offset] === ']') {
      this.offset++;
      return result;
    }
    for (;;) {
      starts.push(this.offset);
      trail.push(result.length);
      result.push(this.parseValue(depth + 1, trail));
      trail.pop();
      this.skipWhitespace();
      if (this.text[this.offset] === ',') {
        this.offset++;
        this.skipWhitespace();
        continue;
      }
      this.expect(']', trail, "',' or ']'");
      return result;
    }
  }

  private parseString(trail: Array<string | number>): string {
    const { text } = this;
    const start = this.offset;
    let run = ++this.offset;
    let result = '';
    for (;;) {
      const code = text.charCodeAt(this.offset);
      if (code === 0x22) break;
      if (code === 0x5c) {
        result += text.slice(run, this.offset) + this.parseEscape(trail);
        run = this.offset;
        continue;
      }
      if (Number.isNaN(code)) {
        this.offset = start;
        this.fail(trail, 'this string is never closed');
      }
      if (code < 0x20) this.fail(trail, 'a control character inside a string must be escaped');
      this.offset++;
    }
    result += text.slice(run, this.offset);
    this.offset++;
    return result;
  }

  private parseEscape(trail: Array<string | number>): string {
    const code = this.text[this.offset + 1];
    const simple = code === undefined ? undefined : ESCAPES[code];
    if (simple !== undefined) {
      this.offset += 2;
      return simple;
    }
    if (code === 'u') {
      const hex = this.text.slice(this.offset + 2, this.offset + 6);
      if (/^[0-9a-fA-F]{4}$/.test(hex)) {
        this.offset += 6;
        return String.fromCharCode(Number.parseInt(hex, 16));
      }
    }
    return this.fail(trail, 'invalid escape sequence in a string');
  }

  private parseNumber(trail: Array<string | number>): number {
    NUMBER.lastIndex = this.offset;
    const match = NUMBER.exec(this.text);
    if (match === null)
      return this.fail(trail, `expected a number but found ${this.describeHere()}`);
    this.offset += match[0].length;
    return Number(match[0]);
  }

  private expect(char: string, trail: Array<string | number>, what = `'${char}'`): void {
    if (this.text[this.offset] !== char) {
      this.fail(trail, `expected ${what} but found ${this.describeHere()}`);
    }
    this.offset++;
  }

  private skipWhitespace(): void {
    const { text } = this;
    for (;;) {
      const code = text.charCodeAt(this.offset);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return;
      this.offset++;
    }
  }

  private describeHere(): string {
    const char = this.text[this.offset];
    return char === undefined ? 'the end of the text' : `'${char}'`;
  }

  private fail(
    trail: ReadonlyArray<string | number>,
    message: string,
    code: JsonSyntaxError['code'] = 'invalid-json',
  ): never {
    let path = '';
    for (const step of trail) path = childPath(path, step);
    throw new SyntaxFailure({ code, message, path, ...this.lines.position(this.offset) });
  }
}

/** Finds line and column of an offset; the start of each line is found on first use. */
class LineIndex {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  position(offset: number): TextPosition {
    if (this.starts === undefined) {
      const starts = [0];
      let at = this.text.indexOf('\n');
      while (at >= 0) {
        starts.push(at + 1);
        at = this.text.indexOf('\n', at + 1);
      }
      this.starts = starts;
    }
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  }
}

/** The offset where `path` (or its nearest existing parent) starts, or its key with `key`. */
function locate(
  root: unknown,
  rootOffset: number,
  offsets: Offsets,
  path: string,
  key: boolean,
): number {
  const steps = splitPath(path);
  let node = root;
  let offset = rootOffset;
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index] as string | number;
    const spots = typeof node === 'object' && node !== null ? offsets.get(node) : undefined;
    if (spots === undefined) break;
    if (Array.isArray(spots)) {
      const start = typeof step === 'number' ? spots[step] : undefined;
      if (start === undefined) break;
      offset = start;
      node = (node as unknown[])[step as number];
    } else {
      const name = String(step);
      const start = spots.values.get(name);
      if (start === undefined) break;
      offset = key && index === steps.length - 1 ? (spots.keys.get(name) ?? start) : start;
      node = (node as Record<string, unknown>)[name];
    }
  }
  return offset;
}

const LITERALS: ReadonlyArray<readonly [string, unknown]> = [
  ['true', true],
  ['false', false],
  ['null', null],
];

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
