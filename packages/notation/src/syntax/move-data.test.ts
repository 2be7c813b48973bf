import { DEFAULT_EDITION } from '@antarctica-game/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecord } from '../canonical/format-record.js';
import { recordFromJson, recordToJson } from '../json/record-json.js';
import { parseRecord, parseRecords } from '../parse/parse-records.js';
import {
  formatCommand,
  readClock,
  readCommentCommands,
  readVictoryPoints,
} from './comment-commands.js';
import type { GameRecord } from './record.js';

const HEADER = '[Players "3"]\n[Seed "d"]\n\n';
const AS_WRITTEN = { seats: 'as-written' } as const;

function roundTrip(record: GameRecord): void {
  const text = formatRecord(record, AS_WRITTEN);
  const json = JSON.parse(JSON.stringify(recordToJson(record)));
  const back = recordFromJson(json);
  expect(back.errors).toEqual([]);
  expect(formatRecord(back.record as GameRecord, AS_WRITTEN)).toBe(text);
  expect(recordToJson(parseRecord(text).record as GameRecord)).toEqual(json);
}

describe('numeric annotation glyphs $1..$255', () => {
  it('are read after their move, in the order written, and written back after a space', () => {
    const { record, errors } = parseRecord(`${HEADER}1.A s5! $1 $14 bb2$255 e\n`);
    expect(errors).toEqual([]);
    const moves = record?.body.filter((item) => item.kind === 'move');
    expect(moves?.map((move) => move.glyphs)).toEqual([[1, 14], [255], undefined]);
    expect(formatRecord(record as GameRecord, AS_WRITTEN)).toBe(
      `${HEADER}1.A s5! $1 $14 bb2 $255 e\n`,
    );
    roundTrip(record as GameRecord);
  });

  it.each([
    ['$0', 12],
    ['$256', 12],
    ['$x', 12],
    ['$', 12],
  ])('report %s as bad-annotation at its column', (glyph, column) => {
    const { errors } = parseRecords(`${HEADER}1.A s5 bb2 ${glyph} e\n`);
    expect(errors.map((error) => [error.code, error.line, error.column])).toEqual([
      ['bad-annotation', 4, column],
    ]);
  });

  it('follow their move directly', () => {
    const { errors } = parseRecords(`${HEADER}1.A $3 s5 {c} $2 e\n`);
    expect(errors.map((error) => [error.code, error.column])).toEqual([
      ['bad-annotation', 5],
      ['bad-annotation', 15],
    ]);
  });
});

describe('commands in comments [%name value]', () => {
  it('are read from brace and line comments, kept in the text, and survive format and JSON', () => {
    const { record, errors } = parseRecord(
      `${HEADER}1.A s5 {[%clk 0:01:02] [%vp 41,38,35] well played} bb2 e ;[%eval +3] [%note]\n`,
    );
    expect(errors).toEqual([]);
    const comments = record?.body.filter((item) => item.kind === 'comment');
    expect(comments?.map((comment) => comment.commands)).toEqual([
      [
        { name: 'clk', value: '0:01:02' },
        { name: 'vp', value: '41,38,35' },
      ],
      [
        { name: 'eval', value: '+3' },
        { name: 'note', value: '' },
      ],
    ]);
    expect(comments?.[0]?.text).toBe('[%clk 0:01:02] [%vp 41,38,35] well played');
    roundTrip(record as GameRecord);
  });

  it('leave a comment without them as before, and a [% that makes no command as text', () => {
    const { record } = parseRecord(`${HEADER}1.A s5 {plain} {[% clk 1]} {[%clk 1} e\n`);
    const comments = record?.body.filter((item) => item.kind === 'comment');
    expect(comments?.map((comment) => 'commands' in comment)).toEqual([false, false, false]);
  });

  it('in JSON must agree with the comment text', () => {
    const read = recordFromJson({
      header: [],
      body: [
        {
          kind: 'comment',
          style: 'brace',
          text: '[%clk 0:00:05]',
          commands: [{ name: 'clk', value: '9' }],
        },
      ],
    });
    expect(read.errors.map((error) => error.path)).toEqual(['body[0].commands']);
  });

  it('clock and projected Victory Points read as numbers', () => {
    expect(readClock('0:01:02')).toBe(62);
    expect(readClock('1:00:00')).toBe(3600);
    expect(readClock('4:05')).toBe(245);
    expect(readClock('0:00:09.5')).toBe(9.5);
    expect(readClock('1:60:00')).toBeNull();
    expect(readClock('soon')).toBeNull();
    expect(readVictoryPoints('41,38,35')).toEqual([41, 38, 35]);
    expect(readVictoryPoints('41, 38')).toBeNull();
    expect(readVictoryPoints('')).toBeNull();
    expect(formatCommand({ name: 'vp', value: '41,38' })).toBe('[%vp 41,38]');
    expect(formatCommand({ name: 'mark', value: '' })).toBe('[%mark]');
  });
});

describe('#N names a Building Card counting from 1', () => {
  const cards = DEFAULT_EDITION.buildingCards.length;

  it('reads #1 as the first card of the edition (id 0) and writes it back so', () => {
    const { record, errors } = parseRecord(`${HEADER}1.A s5 bb2>#1 e\n`);
    expect(errors).toEqual([]);
    expect(record?.body[2]).toMatchObject({ move: { reveal: { id: 0 } } });
    expect(formatRecord(record as GameRecord, AS_WRITTEN)).toContain('bb2>#1 e');
  });

  it(`reports a card past the edition's ${cards} when the text is parsed, and #0`, () => {
    const line = `1.A s5 bb2>#${cards + 1} bb2>#${cards} bb2>#99 bb2>#0 e`;
    const { errors } = parseRecords(`${HEADER}${line}\n`);
    // Reported at the # of each, as the text counts columns (from 1).
    const at = (token: string) => line.indexOf(token) + 5;
    expect(errors.map((error) => [error.code, error.column])).toEqual([
      ['bad-argument', at(`bb2>#${cards + 1}`)],
      ['bad-argument', at('bb2>#99')],
      ['bad-argument', at('bb2>#0')],
    ]);
    expect(errors[0]?.message).toContain(`#1 to #${cards}`);
  });
});

describe('reading commands', () => {
  // The regular expression of the documented syntax, against which the parser's scan is checked.
  const SYNTAX = /\[%([A-Za-z][A-Za-z0-9_]*)(?:[ \t\r\n]+([^\]]*?))?[ \t\r\n]*\]/g;

  it('finds exactly what the documented syntax describes (property)', () => {
    const piece = fc.constantFrom(
      '[%',
      '[',
      '%',
      ']',
      'clk',
      'vp',
      'x_1',
      '9',
      ' ',
      '\t',
      '\n',
      '0:01',
      ',',
      'a b',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        const expected = [...text.matchAll(SYNTAX)].map((match) => ({
          name: match[1] as string,
          value: match[2] ?? '',
        }));
        expect(readCommentCommands(text) ?? []).toEqual(expected);
      }),
      { numRuns: 5000 },
    );
  });
});
