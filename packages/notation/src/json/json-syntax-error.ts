/**
 * Where a JSON text stops being JSON: the offset of the first character that cannot stand there
 * (the text's length when it ends too early) and what was expected. `JSON.parse` on Node 20 does
 * not say where for every error, so the reader of JSON records scans the text again with this
 * after a failure. Iterative (an explicit stack), so that deep nesting cannot overflow; null for
 * valid JSON.
 */
export function jsonSyntaxError(text: string): { offset: number; message: string } | null {
  const scanner = new Scanner(text);
  return scanner.scan();
}

/** What the scanner is inside: an array or an object. */
const Container = { Array: 0, Object: 1 } as const;
type Container = (typeof Container)[keyof typeof Container];

class Scanner {
  private at = 0;

  constructor(private readonly text: string) {}

  scan(): { offset: number; message: string } | null {
    const stack: Container[] = [];
    // Whether a value is expected next (after `[`, `,` or `:`) or a `,` / closing bracket.
    let wantValue = true;
    for (;;) {
      this.spaces();
      if (wantValue) {
        const code = this.text.charCodeAt(this.at);
        const top = stack[stack.length - 1];
        // `[]`, and `{}` handled where the key is expected.
        if (code === 93 && top === Container.Array && this.text.charCodeAt(this.before()) === 91) {
          this.at++;
          stack.pop();
          wantValue = false;
        } else if (code === 123) {
          this.at++;
          this.spaces();
          if (this.text.charCodeAt(this.at) === 125) {
            this.at++;
            wantValue = false;
          } else {
            stack.push(Container.Object);
            const fault = this.key();
            if (fault !== null) return fault;
          }
        } else if (code === 91) {
          this.at++;
          stack.push(Container.Array);
        } else {
          const fault = this.scalar();
          if (fault !== null) return fault;
          wantValue = false;
        }
        continue;
      }
      const top = stack[stack.length - 1];
      if (top === undefined) {
        return this.at >= this.text.length ? null : this.fault('the end of the text');
      }
      const code = this.text.charCodeAt(this.at);
      if (code === 44) {
        this.at++;
        if (top === Container.Object) {
          this.spaces();
          const fault = this.key();
          if (fault !== null) return fault;
        }
        wantValue = true;
      } else if (code === (top === Container.Array ? 93 : 125)) {
        this.at++;
        stack.pop();
      } else {
        return this.fault(top === Container.Array ? '"," or "]"' : '"," or "}"');
      }
    }
  }

  /** The offset of the last character before `at` that is not white space. */
  private before(): number {
    let index = this.at - 1;
    while (index >= 0 && isSpace(this.text.charCodeAt(index))) index--;
    return index;
  }

  private spaces(): void {
    while (this.at < this.text.length && isSpace(this.text.charCodeAt(this.at))) this.at++;
  }

  /** A key and its `:` (at a `"`). */
  private key(): { offset: number; message: string } | null {
    if (this.text.charCodeAt(this.at) !== 34) return this.fault('a key in double quotes');
    const fault = this.string();
    if (fault !== null) return fault;
    this.spaces();
    if (this.text.charCodeAt(this.at) !== 58) return this.fault('":"');
    this.at++;
    return null;
  }

  private scalar(): { offset: number; message: string } | null {
    const code = this.text.charCodeAt(this.at);
    if (code === 34) return this.string();
    if (code === 45 || (code >= 48 && code <= 57)) return this.number();
    for (const word of ['true', 'false', 'null'])
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return null;
      }
    return this.fault('a value');
  }

  private string(): { offset: number; message: string } | null {
    this.at++;
    while (this.at < this.text.length) {
      const code = this.text.charCodeAt(this.at);
      if (code === 34) {
        this.at++;
        return null;
      }
      if (code < 32) return this.fault('a character of a string (control characters escaped)');
      if (code === 92) {
        const next = this.text.charCodeAt(this.at + 1);
        if (next === 117) {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) {
            this.at += 2;
            return this.fault('four hexadecimal digits after \\u');
          }
          this.at += 6;
          continue;
        }
        if (![34, 92, 47, 98, 102, 110, 114, 116].includes(next)) {
          this.at++;
          return this.fault('an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u');
        }
        this.at += 2;
        continue;
      }
      this.at++;
    }
    return this.fault('the closing " of a string');
  }

  private number(): { offset: number; message: string } | null {
    const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = this.at;
    const found = match.exec(this.text);
    if (found === null) {
      this.at++;
      return this.fault('a digit');
    }
    this.at += found[0].length;
    // A number cut short (`1.`, `1e`) shows as the character after it.
    const next = this.text.charCodeAt(this.at);
    if (next === 46 || next === 101 || next === 69) {
      this.at++;
      return this.fault('a digit');
    }
    return null;
  }

  private fault(expected: string): { offset: number; message: string } {
    if (this.at >= this.text.length)
      return { offset: this.text.length, message: `the text ends where ${expected} was expected` };
    const char = String.fromCodePoint(this.text.codePointAt(this.at) as number);
    return {
      offset: this.at,
      message: `${JSON.stringify(char)} where ${expected} was expected`,
    };
  }
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}
