import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { formatRecords } from '../canonical/format-record.js';
import { parseRecords } from '../parse/parse-records.js';
import { recordsFromJsonText } from './json-text.js';
import { recordFromJson, recordToJson } from './record-json.js';

const schema = JSON.parse(
  readFileSync(new URL('../../schema/game-record.schema.json', import.meta.url), 'utf8'),
);
const validate = new Ajv2020({ allErrors: true }).compile(schema);
const examples = ['four-players.agn', 'three-players.agn', 'two-players-table.agn'].map((name) =>
  readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'),
);
const TOKENS =
  '[Players "4"]\n[Seed "1"]\n\n0. Ao2 Bp3 {c} ; line\n1.A s1 bb2 bd- ba5+La2>Ca/Cr bb1>#3 bb1>? y c r4 ki6 ks kp kf1 xc xa x3b e m3c5 a2 ti t? Bdf! d?? wiisp w? wi?? -\n';

describe('the record as JSON', () => {
  it('validates against the published schema, examples and every token', () => {
    for (const text of [...examples, TOKENS]) {
      for (const record of parseRecords(text).records) {
        const json = JSON.parse(JSON.stringify(recordToJson(record)));
        expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
        // And back to the same text.
        const back = recordFromJson(json);
        expect(back.errors).toEqual([]);
        expect(formatRecords([back.record!])).toBe(formatRecords([record]));
      }
    }
  });

  it('leaves the text positions out', () => {
    const [record] = parseRecords(examples[0]!).records;
    expect(JSON.stringify(recordToJson(record!))).not.toContain('"line"');
  });

  it.each([
    ['not an object', 42, ''],
    ['a missing body', { header: [] }, 'body'],
    ['an unknown field', { header: [], body: [], extra: 1 }, 'extra'],
    [
      'a move of no known type',
      { header: [], body: [{ kind: 'move', move: { type: 'fly' } }] },
      'body[0].move.type',
    ],
    [
      'a negative area',
      { header: [], body: [{ kind: 'move', move: { type: 'sail', to: -1 } }] },
      'body[0].move.to',
    ],
    [
      'a seat out of range',
      { header: [], body: [{ kind: 'turn', visit: 1, seat: 4 }] },
      'body[0].seat',
    ],
    [
      'a tag value with a line break',
      { header: [{ kind: 'tag', name: 'Event', value: 'a\nb' }], body: [] },
      'header[0].value',
    ],
    [
      'a brace comment holding }',
      { header: [], body: [{ kind: 'comment', style: 'brace', text: 'a}b' }] },
      'body[0].text',
    ],
    [
      'a control character in a name',
      { header: [{ kind: 'tag', name: 'A', value: 'red \u0007x' }], body: [] },
      'header[0].value',
    ],
    [
      'a board ship discard without its ship',
      { header: [], body: [{ kind: 'move', move: { type: 'discard', resource: 'boardShip' } }] },
      'body[0].move.ship',
    ],
    [
      'an annotation on a draw',
      {
        header: [],
        body: [
          {
            kind: 'move',
            move: { type: 'drawDraftCards', cards: ['icebreaker'] },
            annotation: '!',
          },
        ],
      },
      'body[0].annotation',
    ],
  ])('refuses %s, as the schema does', (_, value, path) => {
    const read = recordFromJson(value);
    expect(read.record).toBeNull();
    expect(read.errors[0]).toMatchObject({ code: 'bad-record-json', path });
    expect(validate(value)).toBe(false);
  });

  it('reads JSON text, with the line and column of a syntax error', () => {
    const text = JSON.stringify(parseRecords(examples[0]!).records.map(recordToJson), null, 2);
    expect(recordsFromJsonText(text).records).toHaveLength(1);
    expect(recordsFromJsonText('[\n  {"header": [],\n  oops').errors[0]).toMatchObject({
      code: 'not-json',
      line: 3,
      column: 3,
    });
  });
});
