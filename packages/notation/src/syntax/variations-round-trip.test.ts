import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecord } from '../canonical/format-record.js';
import { recordFromJson, recordToJson } from '../json/record-json.js';
import { parseRecord } from '../parse/parse-records.js';
import type { BodyItem, GameRecord, MoveItem, NotationMove } from './record.js';
import { ANNOTATIONS } from './vocabulary.js';

// The examples without their text positions (as their JSON form has them).
const BASES = ['four-players.agn', 'three-players.agn', 'two-players-table.agn'].map((name) => {
  const text = readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');
  return recordToJson(parseRecord(text).record as GameRecord);
});
const AS_WRITTEN = { seats: 'as-written' } as const;

/** Every move of the examples, as the pool variations draw from. */
const POOL: NotationMove[] = BASES.flatMap((record) =>
  record.body.flatMap((item) => (item.kind === 'move' ? [item.move] : [])),
);

/** Text a comment can hold: no control characters, and for a brace comment no `}`. */
const plain = (brace: boolean) =>
  fc
    .string({ maxLength: 20 })
    .filter((text) =>
      [...text].every((char) => char >= ' ' && char !== '\u007f' && !(brace && char === '}')),
    );

const comment = fc.oneof(
  fc.tuple(plain(true), fc.boolean()).map(([text, clock]) => ({
    kind: 'comment' as const,
    style: 'brace' as const,
    text: clock ? `[%clk 0:0${text.length % 10}:12] ${text}` : text,
  })),
  plain(false).map((text) => ({ kind: 'comment' as const, style: 'line' as const, text })),
);

const move = (seats: number) =>
  fc
    .record(
      {
        move: fc.constantFrom(...POOL),
        seat: fc.nat(seats - 1),
        annotation: fc.constantFrom(...ANNOTATIONS),
        glyphs: fc.array(fc.integer({ min: 1, max: 255 }), { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ['move'] },
    )
    .map((fields): MoveItem => {
      const item: MoveItem = { kind: 'move', ...fields };
      if (item.move.type === 'drawDraftCards') delete item.annotation;
      return item;
    });

/** A line of play: moves, each with comments and variations after it, turn markers between. */
function line(seats: number, depth: number): fc.Arbitrary<BodyItem[]> {
  const variation: fc.Arbitrary<BodyItem[]> =
    depth === 0
      ? fc.constant([])
      : fc.array(
          line(seats, depth - 1).map((body): BodyItem => ({ kind: 'variation', body })),
          { maxLength: 2 },
        );
  const turn = fc.option(
    fc
      .record({ visit: fc.integer({ min: 1, max: 40 }), seat: fc.nat(seats - 1) })
      .map((marker): BodyItem => ({ kind: 'turn', ...marker })),
    { freq: 4 },
  );
  return fc
    .array(fc.tuple(turn, move(seats), fc.array(comment, { maxLength: 2 }), variation), {
      minLength: 1,
      maxLength: 4,
    })
    .map((segments) =>
      segments.flatMap(([marker, item, comments, variations]) => [
        ...(marker === null ? [] : [marker]),
        item,
        ...comments,
        ...variations,
      ]),
    );
}

/** An example record with variations inserted after random moves of its main line. */
const recordWithVariations = fc
  .nat(BASES.length - 1)
  .chain((which) => {
    const base = BASES[which] as GameRecord;
    const seats = base.header.filter(
      (item) => item.kind === 'tag' && /^[A-D]$/.test(item.name),
    ).length;
    const moves = base.body.flatMap((item, index) => (item.kind === 'move' ? [index] : []));
    return fc.tuple(
      fc.constant(base),
      fc.array(fc.tuple(fc.constantFrom(...moves), line(seats, 3)), { minLength: 1, maxLength: 4 }),
    );
  })
  .map(([base, inserts]) => {
    const body: BodyItem[] = [];
    base.body.forEach((item, index) => {
      body.push(item);
      for (const [at, variation] of inserts)
        if (at === index) body.push({ kind: 'variation', body: variation });
    });
    // Through recordFromJson, so that the comments get their commands as the parser gives them.
    const read = recordFromJson(JSON.parse(JSON.stringify({ header: base.header, body })));
    if (read.errors.length > 0) throw new Error(read.errors[0]?.message);
    return read.record as GameRecord;
  });

describe('records with random variations (property)', () => {
  it('come back the same through format and parse, and through JSON', () => {
    fc.assert(
      fc.property(recordWithVariations, (record) => {
        const text = formatRecord(record, AS_WRITTEN);
        const parsed = parseRecord(text);
        expect(parsed.errors).toEqual([]);
        const json = recordToJson(parsed.record as GameRecord);
        // Compared as text: the same items, fields and order (and much faster than toEqual).
        expect(JSON.stringify(json)).toBe(JSON.stringify(recordToJson(record)));
        expect(formatRecord(parsed.record as GameRecord, AS_WRITTEN)).toBe(text);
        const back = recordFromJson(JSON.parse(JSON.stringify(json)));
        expect(back.errors).toEqual([]);
        expect(formatRecord(back.record as GameRecord, AS_WRITTEN)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('format canonically to a fixed point (the main line replayed for its seat letters)', () => {
    fc.assert(
      fc.property(recordWithVariations, (record) => {
        const text = formatRecord(record);
        expect(formatRecord(parseRecord(text).record as GameRecord)).toBe(text);
      }),
      { numRuns: 40 },
    );
  });
});
