import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../parse/parse-records.js';
import type { NotationError } from '../syntax/notation-error.js';
import type { BodyItem, GameRecord } from '../syntax/record.js';
import { canonicalSeats } from './canonical-seats.js';
import { formatRecord } from './format-record.js';

const EXAMPLES = ['four-players.agn', 'three-players.agn', 'two-players-table.agn'].map((name) =>
  readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'),
);

function record(text: string): GameRecord {
  const parsed = parseRecord(text);
  expect(parsed.errors).toEqual([]);
  return parsed.record as GameRecord;
}

/** The record with the seat letters of its moves changed by `seat` (given the turn's seat). */
function reseat(
  given: GameRecord,
  seat: (written: number | undefined, turn: number | undefined) => number | undefined,
): GameRecord {
  let turn: number | undefined;
  const body = given.body.map((item): BodyItem => {
    if (item.kind === 'turn') turn = item.seat;
    if (item.kind !== 'move') return item;
    const { seat: written, ...rest } = item;
    const next = seat(written, turn);
    return next === undefined ? rest : { ...rest, seat: next };
  });
  return { ...given, body };
}

describe('one canonical text per game', () => {
  it.each(EXAMPLES.map((text, index) => [index, text]))(
    'example %i: without letters, or with the turn player letter on every move, formats the same',
    (_, text) => {
      const canonical = formatRecord(record(text));
      const bare = reseat(record(text), () => undefined);
      // Letters on every move the canonical text leaves bare (those are the turn player's own).
      const lettered = reseat(record(canonical), (written, turn) => written ?? turn);
      expect(formatRecord(bare)).toBe(canonical);
      expect(formatRecord(lettered)).toBe(canonical);
      // And the canonical text is what the recorder writes: letters only on others' moves.
      expect(formatRecord(record(canonical))).toBe(canonical);
    },
  );

  it("writes the letters of other players' moves and drops the turn player's own", () => {
    const text = EXAMPLES[2] as string;
    // As written: the turn player's own letter on visit 1, none on the others' moves of visits 10 and 29.
    const changed = text.replace('1. A xa s5 e', '1. A Axa s5 Ae');
    const formatted = formatRecord(record(changed));
    expect(formatted).toContain('\n1.A xa s5 e ;');
    // In visit 10, A declines the second advance; in visit 29, B takes the card left.
    expect(formatted).toContain('\n10.B s8 bb2>Sh/Cr - A- e');
    expect(formatted).toContain('29.A s5 r3 wis di Bd? ki7 e');
    expect(formatted).not.toMatch(/ Ae\b/);
  });

  it('keeps the letters as written where the record cannot be replayed, and says from where', () => {
    const text = (EXAMPLES[0] as string).replace('5.A s4 r5 xa e', '5.A s4 r5 xa xa e');
    const given = reseat(record(text), (written, turn) => written ?? turn);
    const warnings: NotationError[] = [];
    const formatted = formatRecord(given, { onWarning: (warning) => warnings.push(warning) });
    expect(warnings.map(({ code, severity, line }) => ({ code, severity, line }))).toEqual([
      { code: 'seats-as-written', severity: 'warning', line: 19 },
    ]);
    expect(warnings[0]?.message).toContain('illegal-move');
    // Before the illegal move: canonical; from it on: as written.
    expect(formatted).toContain('\n4.D s2 bb3 xc e\n');
    expect(formatted).toContain('\n5.A s4 r5 xa Axa Ae\n');
    expect(canonicalSeats(given).warnings).toHaveLength(1);
  });

  it('with seats: as-written, keeps every letter and replays nothing', () => {
    const given = reseat(record(EXAMPLES[0] as string), (written, turn) => written ?? turn);
    expect(formatRecord(given, { seats: 'as-written' })).toContain('\n1.A As6 Ar2 Ae\n');
  });
});
