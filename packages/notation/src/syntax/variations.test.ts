import { describe, expect, it } from 'vitest';
import { formatRecord } from '../canonical/format-record.js';
import { recordToJson } from '../json/record-json.js';
import { parseRecord, parseRecords } from '../parse/parse-records.js';
import type { GameRecord, MoveItem } from './record.js';
import { eachLine, mainLine, recordTree, variationsAt } from './record-tree.js';
import { writeMoveToken } from './write-move-token.js';

const HEADER = '[Players "2"]\n[Seed "v"]\n\n';
const AS_WRITTEN = { seats: 'as-written' } as const;

function parsed(body: string): GameRecord {
  const { record, errors } = parseRecord(HEADER + body);
  expect(errors).toEqual([]);
  return record as GameRecord;
}

const tokens = (moves: readonly MoveItem[]) => moves.map((move) => writeMoveToken(move.move));

describe('variations ( ... )', () => {
  it('stand for the move before them, nest, carry comments and annotations, and span lines', () => {
    const record = parsed(
      '1.A s5 (s4! $1 {better} (s3 bb1 e\n2.B ; B replies\n s1) bb2) bb1 e\n2.B s3 (s2 e) e\n',
    );
    const json = recordToJson(record);
    expect(json.body[2]).toEqual({
      kind: 'variation',
      body: [
        { kind: 'move', move: { type: 'sail', to: 3 }, annotation: '!', glyphs: [1] },
        { kind: 'comment', style: 'brace', text: 'better' },
        {
          kind: 'variation',
          body: [
            { kind: 'move', move: { type: 'sail', to: 2 } },
            { kind: 'move', move: { type: 'build', deck: 'basic', track: 0 } },
            { kind: 'move', move: { type: 'endTurn' } },
            { kind: 'turn', visit: 2, seat: 1 },
            { kind: 'comment', style: 'line', text: ' B replies' },
            { kind: 'move', move: { type: 'sail', to: 0 } },
          ],
        },
        { kind: 'move', move: { type: 'build', deck: 'basic', track: 1 } },
      ],
    });
    expect(tokens(mainLine(record))).toEqual(['s5', 'bb1', 'e', 's3', 'e']);
  });

  it('are written canonically: on the line of their move, turns inline, a ; comment ending its line', () => {
    const record = parsed(
      '1.A s5 (  s4 $1 {better}(s3 bb1 e\n2.B ; B replies\n s1 )bb2 )bb1 e\n2.B s3 ( s2 e ) e\n',
    );
    const text = formatRecord(record, AS_WRITTEN);
    expect(text).toBe(
      `${HEADER}1.A s5 (s4 $1 {better} (s3 bb1 e 2.B ; B replies\ns1) bb2) bb1 e\n2.B s3 (s2 e) e\n`,
    );
    expect(formatRecord(parseRecord(text).record as GameRecord, AS_WRITTEN)).toBe(text);
  });

  it('report errors inside them with their line and column', () => {
    const { errors } = parseRecords(`${HEADER}1.A s5 (s4\n bb9 e) e\n`);
    expect(errors.map(({ code, line, column }) => [code, line, column])).toEqual([
      ['bad-argument', 5, 4],
    ]);
  });

  it.each([
    ['a ( without its )', '1.A s5 (s4 e\n2.B s1 e\n', 'unterminated-variation', 4, 8],
    ['a ) without its (', '1.A s5 e)\n', 'bad-variation', 4, 9],
    ['an empty variation', '1.A s5 ( ) e\n', 'bad-variation', 4, 8],
    ['a variation before any move', '1.A (s4) s5 e\n', 'bad-variation', 4, 5],
    ['a variation first in a variation', '1.A s5 ((s3) s4) e\n', 'bad-variation', 4, 9],
  ])('report %s', (_, body, code, line, column) => {
    const { errors } = parseRecords(HEADER + body);
    expect(errors.map((error) => [error.code, error.line, error.column])).toEqual([
      [code, line, column],
    ]);
  });

  it('end at the next record: an open one is reported there, and the next record is read', () => {
    const { records, errors } = parseRecords(`${HEADER}1.A s5 (s4\n\n${HEADER}1.A s6 e\n`);
    expect(errors.map((error) => error.code)).toEqual(['unterminated-variation']);
    expect(records).toHaveLength(2);
  });

  it('nest at most 100 deep: deeper parentheses are reported once and read flat', () => {
    const deep = `1.A s5 ${'(s4 '.repeat(101)}e${')'.repeat(101)} e\n`;
    const { record, errors } = parseRecord(HEADER + deep);
    expect(errors.map((error) => [error.code, error.column])).toEqual([
      ['bad-variation', 8 + 4 * 100],
    ]);
    let depth = 0;
    for (let line = recordTree(record as GameRecord); line.moves[0]?.variations[0]; depth++)
      line = line.moves[0].variations[0];
    expect(depth).toBe(100);
  });
});

describe('the tree of a record', () => {
  const record = parsed(
    '1.A s5 {good} {[%clk 0:01:00]} (s4 (s3) bb1 e) (s2 e) bb2 e\n2.B s3 {[%clk 0:00:50]} (ki6 e) e\n',
  );

  it('gives the main line and the variations at each of its moves', () => {
    expect(tokens(mainLine(record))).toEqual(['s5', 'bb2', 'e', 's3', 'e']);
    const first = variationsAt(record, 0);
    expect(first.map((line) => tokens(line.moves.map((move) => move.item)))).toEqual([
      ['s4', 'bb1', 'e'],
      ['s2', 'e'],
    ]);
    expect(variationsAt(record, 1)).toEqual([]);
    expect(variationsAt(record, 99)).toEqual([]);
    expect(tokens(variationsAt(record, 3)[0]?.moves.map((move) => move.item) ?? [])).toEqual([
      'ki6',
      'e',
    ]);
  });

  it('says where each line branches off, its depth, and the turn of each move', () => {
    const tree = recordTree(record);
    const [s4] = tree.moves[0]?.variations ?? [];
    expect(s4?.parent?.line).toBe(tree);
    expect(s4?.parent?.moveIndex).toBe(0);
    expect(s4?.depth).toBe(1);
    const s3 = s4?.moves[0]?.variations[0];
    expect(s3?.depth).toBe(2);
    expect(s3?.parent?.line).toBe(s4);
    // A variation that starts inside a turn belongs to the turn of the move it replaces.
    expect(s4?.moves[0]?.turn).toBe(tree.moves[0]?.turn);
    expect(tree.moves[3]?.turn).toMatchObject({ kind: 'turn', visit: 2, seat: 1 });
    expect([...eachLine(tree)].map((line) => line.depth)).toEqual([0, 1, 2, 1, 1]);
  });

  it('gives the comments after each move and the commands in them', () => {
    const tree = recordTree(record);
    expect(tree.moves[0]?.comments.map((comment) => comment.text)).toEqual([
      'good',
      '[%clk 0:01:00]',
    ]);
    expect(tree.moves[0]?.commands).toEqual([{ name: 'clk', value: '0:01:00' }]);
    expect(tree.moves[3]?.commands).toEqual([{ name: 'clk', value: '0:00:50' }]);
    expect(tree.moves[1]?.comments).toEqual([]);
  });
});
