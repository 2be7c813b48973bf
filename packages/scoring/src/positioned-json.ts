import { childPath } from './sheet-path.js';

/** A line and column in a text, both 1-based. */
export interface TextPosition {
  line: number;
  column: number;
}

/** JSON text parsed, with where each value and key starts. */
export interface PositionedJson {
  value: unknown;
  /** Where the value at each path starts. */
  valueAt: Map<string, TextPosition>;
  /** Where the key of each object member starts. */
  keyAt: Map<string, TextPosition>;
}

/** Why JSON text could not be parsed. */
export interface JsonSyntaxError {
  code: 'invalid-json' | 'duplicate-key';
  message: string;
  path: string;
  line: number;
  column: number;
}

const MAX_DEPTH = 100;

/**
 * Parses JSON text like `JSON.parse`, but also records the line and column of every value so
 * that later validation can point at the offending field, and rejects repeated keys (which
 * `JSON.parse` silently resolves to the last one).
 */
export function parsePositionedJson(
  text: string,
): { ok: true; json: PositionedJson } | { ok: false; error: JsonSyntaxError } {
  const parser = new Parser(text);
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

class Parser {
  private offset = 0;
  private readonly lineStarts: number[] = [0];
  private readonly valueAt = new Map<string, TextPosition>();
  private readonly keyAt = new Map<string, TextPosition>();

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  parseDocument(): PositionedJson {
    if (this.text.charCodeAt(0) === 0xfeff) this.offset = 1;
    this.skipWhitespace();
    const value = this.parseValue('', 0);
    this.skipWhitespace();
    if (this.offset < this.text.length) this.fail('', 'unexpected text after the end of the JSON');
    return { value, valueAt: this.valueAt, keyAt: this.keyAt };
  }

  private parseValue(path: string, depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail(path, `nesting deeper than ${MAX_DEPTH} levels`);
    this.valueAt.set(path, this.position(this.offset));
    const char = this.text[this.offset];
    if (char === '{') return this.parseObject(path, depth);
    if (char === '[') return this.parseArray(path, depth);
    if (char === '"') return this.parseString(path);
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      return this.parseNumber(path);
    }
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return value;
      }
    }
    return this.fail(path, `expected a value but found ${this.describeHere()}`);
  }

  private parseObject(path: string, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.offset++;
    this.skipWhitespace();
    if (this.text[this.offset] === '}') {
      this.offset++;
      return result;
    }
    for (;;) {
      if (this.text[this.offset] !== '"') {
        this.fail(path, `expected a key in double quotes but found ${this.describeHere()}`);
      }
      const keyOffset = this.offset;
      const key = this.parseString(path);
      const memberPath = childPath(path, key);
      if (Object.hasOwn(result, key)) {
        this.offset = keyOffset;
        this.fail(memberPath, `the key "${key}" appears twice in this object`, 'duplicate-key');
      }
      this.keyAt.set(memberPath, this.position(keyOffset));
      this.skipWhitespace();
      this.expect(':', path);
      this.skipWhitespace();
      Object.defineProperty(result, key, {
        value: this.parseValue(memberPath, depth + 1),
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
      this.expect('}', path, "',' or '}'");
      return result;
    }
  }

  private parseArray(path: string, depth: number): unknown[] {
    const result: unknown[] = [];
    this.offset++;
    this.skipWhitespace();
    if (this.text[this.offset] === ']') {
      this.offset++;
      return result;
    }
    for (;;) {
      result.push(this.parseValue(childPath(path, result.length), depth + 1));
      this.skipWhitespace();
      if (this.text[this.offset] === ',') {
        this.offset++;
        this.skipWhitespace();
        continue;
      }
      this.expect(']', path, "',' or ']'");
      return result;
    }
  }

  private parseString(path: string): string {
    const start = this.offset;
    this.offset++;
    let result = '';
    for (;;) {
      const char = this.text[this.offset];
      if (char === undefined) {
        this.offset = start;
        this.fail(path, 'this string is never closed');
      }
      if (char === '"') break;
      if (char < ' ') this.fail(path, 'a control character inside a string must be escaped');
      if (char === '\\') {
        result += this.parseEscape(path);
        continue;
      }
      result += char;
      this.offset++;
    }
    this.offset++;
    return result;
  }

  private parseEscape(path: string): string {
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
    return this.fail(path, 'invalid escape sequence in a string');
  }

  private parseNumber(path: string): number {
    const match = NUMBER.exec(this.text.slice(this.offset, this.offset + 400));
    if (match === null)
      return this.fail(path, `expected a number but found ${this.describeHere()}`);
    this.offset += match[0].length;
    return Number(match[0]);
  }

  private expect(char: string, path: string, what = `'${char}'`): void {
    if (this.text[this.offset] !== char) {
      this.fail(path, `expected ${what} but found ${this.describeHere()}`);
    }
    this.offset++;
  }

  private skipWhitespace(): void {
    while (WHITESPACE.has(this.text[this.offset] ?? '')) this.offset++;
  }

  private describeHere(): string {
    const char = this.text[this.offset];
    return char === undefined ? 'the end of the text' : `'${char}'`;
  }

  private position(offset: number): TextPosition {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
  }

  private fail(
    path: string,
    message: string,
    code: JsonSyntaxError['code'] = 'invalid-json',
  ): never {
    throw new SyntaxFailure({ code, message, path, ...this.position(this.offset) });
  }
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

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
