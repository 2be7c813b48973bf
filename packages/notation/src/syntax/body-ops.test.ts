import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordToJson } from '../json/record-json.js';
import { parseRecords } from '../parse/parse-records.js';
import { EAGER_PARSE_HASHES } from './__fixtures__/eager-parse-hashes.js';
import { parseTexts } from './__fixtures__/parse-texts.js';
import type { GameRecord } from './record.js';

const TEXT = `[Players "3"]

1.A s3 $1 $14 {[%clk 0:01:02] fine} s4! (s5 (s6 ; a line
) Bs7) e
2.B c xc e ( ) )
`;

const parseOne = (text = TEXT): GameRecord => parseRecords(text).records[0] as GameRecord;

/** A record whose items are plain data, built from the JSON of a parsed one. */
const eager = (record: GameRecord): GameRecord => JSON.parse(JSON.stringify(record));

describe('the parse result, with move text kept compact until read', () => {
  it('is the one the eager parser gave, over the examples, a bench collection and 400 mutated pieces', () => {
    const texts = parseTexts();
    expect(texts.length).toBe(Object.keys(EAGER_PARSE_HASHES).length);
    for (const { name, text } of texts) {
      const hash = createHash('sha256')
        .update(JSON.stringify(parseRecords(text)))
        .digest('hex')
        .slice(0, 16);
      expect({ name, hash }).toEqual({ name, hash: EAGER_PARSE_HASHES[name] });
    }
  });

  it('reads a record in any order: the body before the header, or the JSON form first', () => {
    const first = parseOne();
    const second = parseOne();
    expect(recordToJson(first)).toEqual(recordToJson(eager(second)));
    expect(first.body).toEqual(second.body);
    expect(first.body).toBe(first.body);
  });

  it('gives an own enumerable body, seen by keys, spreading, copying and comparing', () => {
    const record = parseOne();
    expect(Object.keys(record)).toEqual(['header', 'body', 'lines']);
    expect({ ...record }.body).toEqual(eager(parseOne()).body);
    expect(structuredClone(parseOne())).toStrictEqual(eager(parseOne()));
    expect(parseOne()).toStrictEqual(eager(parseOne()));
  });

  it('becomes a plain data property once read, and takes a body assigned before it is read', () => {
    const read = parseOne();
    const body = read.body;
    expect(Object.getOwnPropertyDescriptor(read, 'body')).toEqual({
      value: body,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    const replaced = parseOne();
    replaced.body = [];
    expect(replaced.body).toEqual([]);
    replaced.body.push({ kind: 'move', move: { type: 'endTurn' } });
    expect(replaced.body).toHaveLength(1);
  });

  it('keeps its items in a frozen record, and refuses a new body there', () => {
    const record = Object.freeze(parseOne());
    const body = record.body;
    expect(body).toBe(record.body);
    expect(body).toEqual(eager(parseOne()).body);
    expect(() => {
      (record as { body: unknown }).body = [];
    }).toThrow(TypeError);
  });

  it('builds nested variations, glyphs and comments where the text puts them', () => {
    const [turn, sail, comment, fourth] = parseOne().body;
    expect(turn).toMatchObject({ kind: 'turn', visit: 1, seat: 0 });
    expect(sail).toMatchObject({ kind: 'move', move: { type: 'sail', to: 2 }, glyphs: [1, 14] });
    expect(comment).toMatchObject({ kind: 'comment', commands: [{ name: 'clk' }] });
    expect(fourth).toMatchObject({ kind: 'move', annotation: '!' });
    const variation = parseOne().body[4];
    expect(variation).toMatchObject({
      kind: 'variation',
      body: [
        { kind: 'move', move: { type: 'sail', to: 4 } },
        {
          kind: 'variation',
          body: [{ kind: 'move' }, { kind: 'comment', style: 'line' }],
        },
        { kind: 'move', seat: 1 },
      ],
    });
  });
});
