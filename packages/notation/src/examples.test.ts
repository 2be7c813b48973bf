import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  eachLine,
  formatRecords,
  parseRecords,
  recordFromJson,
  recordToJson,
  recordTree,
  replayRecord,
} from './index.js';

const folder = new URL('../examples/', import.meta.url);
const EXAMPLES = readdirSync(folder).filter((name) => name.endsWith('.agn'));

describe('every example in packages/notation/examples', () => {
  it.each(EXAMPLES)('%s parses, replays, and goes through JSON unchanged', (name) => {
    const text = readFileSync(new URL(name, folder), 'utf8');
    const { records, errors } = parseRecords(text);
    expect(errors).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const replay = replayRecord(record);
      expect(replay.errors.filter((error) => error.severity === 'error')).toEqual([]);
      const back = recordFromJson(JSON.parse(JSON.stringify(recordToJson(record))));
      expect(back.errors).toEqual([]);
      expect(formatRecords([back.record!])).toBe(formatRecords([record]));
    }
  });

  // two-players-table.agn shows a hand-written table record, which is not canonical on purpose.
  it.each(EXAMPLES.filter((name) => name !== 'two-players-table.agn'))(
    '%s is in canonical form (as `format --check` wants)',
    (name) => {
      const text = readFileSync(new URL(name, folder), 'utf8');
      expect(formatRecords(parseRecords(text).records)).toBe(text);
    },
  );

  it('variations.agn is canonical and holds variations, nested ones, glyphs and commands', () => {
    const text = readFileSync(new URL('variations.agn', folder), 'utf8');
    const [record] = parseRecords(text).records;
    expect(formatRecords([record!])).toBe(text);
    const lines = [...eachLine(recordTree(record!))];
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...lines.map((line) => line.depth))).toBe(2);
    const moves = lines.flatMap((line) => line.moves);
    expect(moves.some((move) => move.item.glyphs !== undefined)).toBe(true);
    expect(moves.flatMap((move) => move.commands).map((command) => command.name)).toEqual([
      'clk',
      'vp',
    ]);
  });
});
