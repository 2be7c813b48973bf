import { describe, expect, it, vi } from 'vitest';
import { benchBotGame } from '../../__fixtures__/bot-games.js';
import { parseRecord } from '../../parse/parse-records.js';
import type { BodyItem, GameRecord, MoveItem } from '../../syntax/record.js';
import { replayRecord } from '../replay-record.js';
import type { SolvedBuilds } from './solve-builds.js';

// The solver, made to write a card the engine must refuse into its filling: the first card it
// fills is made the same as the second (one card cannot turn up twice).
const spoilt = vi.hoisted(() => ({ fillings: [] as SolvedBuilds[] }));
vi.mock('./solve-builds.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./solve-builds.js')>();
  return {
    ...actual,
    solveBuilds: (...args: Parameters<typeof actual.solveBuilds>) => {
      const solved = actual.solveBuilds(...args);
      if (solved === null) return null;
      const body = solved.record.body.slice();
      const filled = [...solved.items.keys()].map((item) => body.indexOf(item));
      const [first, second] = filled.map((at) => body[at] as MoveItem);
      if (first === undefined || second === undefined) throw new Error('fewer than two filled');
      if (first.move.type !== 'build' || second.move.type !== 'build') throw new Error('no build');
      body[filled[0] as number] = {
        ...first,
        move: { ...first.move, reveal: second.move.reveal ?? null },
      };
      const record: GameRecord = Object.create(solved.record, {
        body: { value: body as BodyItem[], enumerable: true },
      });
      const wrong = { ...solved, record };
      spoilt.fillings.push(wrong);
      return wrong;
    },
  };
});

/** Bot game 8 of bench/replay.mjs, every chance outcome written `?` (the search replays it too). */
function botGame8(): GameRecord {
  const record = parseRecord(benchBotGame(8).hidden).record;
  if (record === null) throw new Error('the record does not parse');
  return record;
}

describe('the solver of unseen Building Cards, refused', () => {
  it('falls back to the search when the engine refuses the filling: the same replay as solveBuilds: false', () => {
    const record = botGame8();
    const fallen = replayRecord(record);
    expect(spoilt.fillings).toHaveLength(1);
    // The spoilt filling alone does not replay: the engine refuses it.
    const filling = spoilt.fillings[0] as SolvedBuilds;
    expect(replayRecord(filling.record, { solveBuilds: false }).ok).toBe(false);
    const searched = replayRecord(record, { solveBuilds: false });
    expect(searched.ok).toBe(true);
    expect(fallen.ok).toBe(true);
    expect(fallen.moves).toEqual(searched.moves);
    expect(fallen.states).toEqual(searched.states);
    expect(fallen.errors).toEqual(searched.errors);
  });
});
