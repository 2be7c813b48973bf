import { readFileSync } from 'node:fs';
import { legalMoves } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../parse/parse-records.js';
import type { BodyItem, GameRecord, MoveItem, RecordVariation } from '../syntax/record.js';
import { toNotationMove } from './line/convert-move.js';
import { replayRecord } from './replay-record.js';

// Variations are built by hand here, so that these tests do not depend on the parser reading
// `( ... )`: each is put after the move it replaces, as the parser puts it.

const FOUR = readFileSync(new URL('../../examples/four-players.agn', import.meta.url), 'utf8');

function parsed(): GameRecord {
  const result = parseRecord(FOUR);
  expect(result.errors).toEqual([]);
  return result.record as GameRecord;
}

/** The index in the body of the `n`th move item (from 0). */
function moveIndex(record: GameRecord, n: number): number {
  let seen = -1;
  return record.body.findIndex((item) => item.kind === 'move' && ++seen === n);
}

/** The record with `variation` inserted after its `n`th move. */
function withVariation(record: GameRecord, n: number, variation: RecordVariation): GameRecord {
  const body = record.body.slice();
  body.splice(moveIndex(record, n) + 1, 0, variation);
  return { ...record, body };
}

const move = (written: MoveItem['move'], offset?: number): MoveItem => ({
  kind: 'move',
  move: written,
  ...(offset === undefined ? {} : { offset }),
});

describe('variations', () => {
  it('replays a variation from the state before the move it replaces', () => {
    const record = parsed();
    const main = replayRecord(record);
    // Move 2 of the record (index 1) is A's research r2; the variation researches elsewhere.
    const before = main.states[1]!;
    const other = legalMoves(before).find(
      (candidate) => candidate.type !== main.moves[1]!.type && candidate.type !== 'endTurn',
    )!;
    const variation: RecordVariation = {
      kind: 'variation',
      body: [move(toNotationMove(before, other)), move({ type: 'endTurn' })],
    };
    const replay = replayRecord(withVariation(record, 1, variation));
    expect(replay.errors).toEqual([]);
    expect(replay.moves).toEqual(main.moves);
    expect(replay.variations).toHaveLength(1);
    const line = replay.variations[0]!;
    expect(line).toMatchObject({ parent: -1, from: 1, ok: true });
    expect(line.states[0]).toEqual(main.states[1]);
    expect(line.moves[0]).toEqual(other);
    expect(line.moves).toHaveLength(2);
  });

  it('reports an illegal move inside a variation with its line and column', () => {
    const record = parsed();
    // A variation of A's r2 (move 2) that sails again: illegal after the sail of move 1.
    const offset = FOUR.indexOf('2.B s1') + 4; // any offset in the text: its line and column
    const variation: RecordVariation = {
      kind: 'variation',
      body: [move({ type: 'sail', to: 3 }, offset)],
    };
    const replay = replayRecord(withVariation(record, 1, variation));
    expect(replay.ok).toBe(false);
    expect(replay.variations[0]!.ok).toBe(false);
    const error = replay.errors.find((entry) => entry.severity === 'error')!;
    expect(error).toMatchObject({ code: 'illegal-move', moveNumber: 2, line: 16, column: 5 });
    // The main line is untouched by its variation's error.
    expect(replay.scores).not.toBeNull();
  });

  it('replays nested variations from their own branch points', () => {
    const record = parsed();
    const main = replayRecord(record);
    const before = main.states[1]!;
    const others = legalMoves(before).filter(
      (candidate) => candidate.type !== main.moves[1]!.type && candidate.type !== 'endTurn',
    );
    const inner: RecordVariation = {
      kind: 'variation',
      body: [move({ type: 'endTurn' })],
    };
    // Replaces move 2 with another action, then (nested) replaces that action with ending the turn.
    const outer: RecordVariation = {
      kind: 'variation',
      body: [move(toNotationMove(before, others[0]!)), inner, move({ type: 'endTurn' })],
    };
    const replay = replayRecord(withVariation(record, 1, outer));
    expect(replay.errors).toEqual([]);
    expect(replay.variations.map((line) => [line.parent, line.from, line.ok])).toEqual([
      [-1, 1, true],
      [0, 1, true],
    ]);
    expect(replay.variations[1]!.states[0]).toEqual(main.states[1]);
  });

  it('refuses a variation with no move before it to replace', () => {
    const record = parsed();
    const body: BodyItem[] = [
      { kind: 'variation', body: [move({ type: 'sail', to: 5 })] },
      ...record.body,
    ];
    const replay = replayRecord({ ...record, body });
    expect(replay.ok).toBe(false);
    expect(replay.errors[0]!.message).toContain('a variation replaces the move before it');
  });
});
