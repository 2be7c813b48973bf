import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childPath } from './json-path.js';
import { parsePositionedJson } from './positioned-json.js';

const parse = (text: string) => parsePositionedJson(text);

describe('JSON parsing with positions', () => {
  it('parses what JSON.parse parses, to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value, null, 2);
        const parsed = parse(text);
        expect(parsed.ok && parsed.json.value).toEqual(JSON.parse(text));
      }),
    );
  });

  it('rejects what JSON.parse rejects', () => {
    for (const text of [
      '',
      '{',
      '[1,]',
      '{"a":1,}',
      "{'a':1}",
      '01',
      '1.',
      '"\\x"',
      'nul',
      '{"a" 1}',
      '[1 2]',
      '"a\nb"',
    ]) {
      expect(() => JSON.parse(text)).toThrow();
      expect(parse(text).ok).toBe(false);
    }
  });

  it('records the line and column of every value and key', () => {
    const parsed = parse('{\n  "areas": [\n    { "buildings": 3 }\n  ]\n}');
    if (!parsed.ok) throw new Error('expected a parse');
    expect(parsed.json.locate('areas[0].buildings')).toEqual({ line: 3, column: 20 });
    expect(parsed.json.locate('areas[0].buildings', true)).toEqual({ line: 3, column: 7 });
    expect(parsed.json.locate('areas')).toEqual({ line: 2, column: 12 });
  });

  it('locates a path that is not in the text at its nearest parent', () => {
    const parsed = parse('{\n  "areas": [\n    { "buildings": 3 }\n  ]\n}');
    if (!parsed.ok) throw new Error('expected a parse');
    expect(parsed.json.locate('areas[0].scientists.red')).toEqual({ line: 3, column: 5 });
    expect(parsed.json.locate('areas[7]')).toEqual({ line: 2, column: 12 });
    expect(parsed.json.locate('players')).toEqual({ line: 1, column: 1 });
  });

  it('locates keys that are not identifiers, written as JSON strings in the path', () => {
    const parsed = parse('{"a b": {"x]\\"y": [0, {"0": 1}]}}');
    if (!parsed.ok) throw new Error('expected a parse');
    const path = childPath(childPath(childPath(childPath('', 'a b'), 'x]"y'), 1), '0');
    expect(path).toBe('["a b"]["x]\\"y"][1]["0"]');
    expect(parsed.json.locate(path)).toEqual({ line: 1, column: 29 });
    expect(parsed.json.locate(path, true)).toEqual({
      line: 1,
      column: 24,
    });
  });

  it('reports a syntax error with its line and column', () => {
    const parsed = parse('{\n  "sun": 2,\n  "areas": [1, 2,, 3]\n}');
    expect(parsed).toEqual({
      ok: false,
      error: {
        code: 'invalid-json',
        path: 'areas[2]',
        line: 3,
        column: 18,
        message: "expected a value but found ','",
      },
    });
  });

  it('rejects a repeated key, which JSON.parse would silently resolve', () => {
    const parsed = parse('{"sun": 1,\n "sun": 2}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.error).toMatchObject({
        code: 'duplicate-key',
        path: 'sun',
        line: 2,
        column: 2,
      });
  });

  it('reports a string that is never closed at its start', () => {
    const parsed = parse('{"name": "Alice}');
    if (!parsed.ok)
      expect(parsed.error).toMatchObject({
        line: 1,
        column: 10,
        message: 'this string is never closed',
      });
    else throw new Error('expected an error');
  });

  it('refuses nesting deep enough to exhaust the stack', () => {
    expect(parse('['.repeat(10000)).ok).toBe(false);
  });

  it('does not let a "__proto__" key change the prototype', () => {
    const parsed = parse('{"__proto__": {"polluted": true}}');
    expect(parsed.ok && Object.getPrototypeOf(parsed.json.value)).toBe(Object.prototype);
    expect(
      parsed.ok && Object.getOwnPropertyDescriptor(parsed.json.value, '__proto__')?.value,
    ).toEqual({
      polluted: true,
    });
  });

  it('skips a byte order mark', () => {
    expect(parse('\ufeff{"a": 1}').ok).toBe(true);
  });
});

describe('offsets, and what JSON.parse does with a repeated key', () => {
  it('gives the offset of a value in the paths the notation names (`[0].body[11].move.to`)', () => {
    const text = '[{"body": [{"move": {"to": 7}}]}]';
    const parsed = parse(text);
    if (!parsed.ok) throw new Error('expected a parse');
    expect(parsed.json.offsetOf('[0].body[0].move.to')).toBe(text.indexOf('7'));
    // A field left out is placed at its object.
    expect(parsed.json.offsetOf('[0].body[0].move.from')).toBe(text.indexOf('{"to"'));
    expect(parsed.json.offsetOf('[3]')).toBe(0);
  });

  it('keeps the last of two equal keys, as JSON.parse does, when asked', () => {
    const text = '{"sun": 1, "sun": {"x": 2}}';
    const parsed = parsePositionedJson(text, { duplicateKeys: 'last' });
    if (!parsed.ok) throw new Error('expected a parse');
    expect(parsed.json.value).toEqual(JSON.parse(text));
    expect(parsed.json.offsetOf('sun.x')).toBe(text.lastIndexOf('2'));
    expect(parsed.json.offsetOf('sun', true)).toBe(text.lastIndexOf('"sun"'));
  });

  it('reads deeper nesting when asked, and no deeper', () => {
    const deep = `${'['.repeat(500)}${']'.repeat(500)}`;
    expect(parse(deep).ok).toBe(false);
    expect(parsePositionedJson(deep, { maxDepth: 1000 }).ok).toBe(true);
  });
});
