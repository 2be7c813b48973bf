import {
  applyMove,
  botRandom,
  type GameState,
  legalMoves,
  MOVE_TYPES,
  type Move,
  newGame,
  playMove,
  playOut,
  startTimeline,
  stateHash,
  tableSetupOf,
  uniformBot,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { formatRecord } from '../canonical/format-record.js';
import { parseRecord } from '../parse/parse-records.js';
import { replayRecord } from '../replay/replay-record.js';
import { recordGame } from './record-game.js';

function replayed(text: string) {
  const parsed = parseRecord(text);
  expect(parsed.errors).toEqual([]);
  return replayRecord(parsed.record!);
}

function hashesOf(states: readonly GameState[]): string[] {
  return states.map(stateHash);
}

describe('recordGame', () => {
  it('writes a game from a Timeline as from its first state and moves', () => {
    const initial = newGame({ players: 3, seed: 'timeline' });
    let timeline = startTimeline(initial);
    const bot = weightedRandomBot(botRandom(3));
    for (let step = 0; step < 60; step++) {
      const state = timeline.states[timeline.states.length - 1]!;
      timeline = playMove(timeline, bot(state, legalMoves(state)));
    }
    const fromTimeline = formatRecord(recordGame(timeline, { seed: 'timeline' }));
    expect(fromTimeline).toBe(
      formatRecord(recordGame({ initial, moves: timeline.moves }, { seed: 'timeline' })),
    );
    expect(fromTimeline).toContain('[Result "*"]');
    expect(hashesOf(replayed(fromTimeline).states)).toEqual(hashesOf(timeline.states));
  });

  it('covers every kind of move: games of the uniform bot (ships discarded from the board, moved, passes) with other rule readings', () => {
    const kinds = new Set<string>();
    const rules = [
      {},
      { shipyardCardChoice: 'optional', icebreakerBinding: 'area', turnShipDiscard: 'never' },
      { newCubeSpace: 'firstSpace', firstPlaceRankings: 'areasAndTracks' },
    ] as const;
    for (let index = 0; index < 120; index++) {
      const players = (2 + (index % 3)) as 2 | 3 | 4;
      const seed = `uniform-${index}`;
      const initial = newGame({
        players,
        seed,
        rules: rules[index % 3] ?? {},
        ...(index % 2 === 0 ? { shipPlacement: 'free' as const } : {}),
      });
      const states = [initial];
      const { moves } = playOut(
        initial,
        uniformBot(botRandom(index + 1)),
        (state, move) => {
          const next = applyMove(state, move);
          states.push(next);
          return next;
        },
        150 + index,
      );
      for (const move of moves)
        kinds.add(move.type === 'discard' ? `discard ${move.resource}` : move.type);
      const text = formatRecord(recordGame({ initial, moves }, { seed }));
      const replay = replayed(text);
      expect(
        replay.errors.filter((error) => error.severity === 'error'),
        text,
      ).toEqual([]);
      expect(replay.moves).toEqual(moves);
      expect(hashesOf(replay.states)).toEqual(hashesOf(states));
      expect(replay.states[0]!.rules).toEqual(initial.rules);
    }
    // Every move type (drawn draft cards come only from table games: the next test), and the
    // three kinds of discard.
    const expected = MOVE_TYPES.filter((type) => type !== 'drawDraftCards' && type !== 'discard');
    for (const kind of [...expected, 'discard cube', 'discard availableShip', 'discard boardShip'])
      expect(kinds, kind).toContain(kind);
  }, 300_000);

  it('writes a game set up from a table with its chance outcomes, which replays to the same moves', () => {
    let found = false;
    for (let index = 0; index < 40 && !found; index++) {
      const seeded = newGame({ players: 4, seed: `table-${index}` });
      const initial = newGame({ players: 4, setup: tableSetupOf(seeded) });
      const { moves } = playOut(initial, weightedRandomBot(botRandom(index)), applyMove);
      const draws = moves.filter((move: Move) => move.type === 'drawDraftCards');
      if (draws.length === 0) continue;
      found = true;
      const text = formatRecord(recordGame({ initial, moves }, { tags: { Event: 'Table' } }));
      expect(text).not.toContain('[Seed');
      expect(text).toMatch(/ w[ispf]+ /);
      const replay = replayed(text);
      expect(replay.errors).toEqual([]);
      expect(replay.moves).toEqual(moves);
    }
    expect(found).toBe(true);
  });

  it('refuses a seed that does not start the game', () => {
    const initial = newGame({ players: 2, seed: 'one' });
    expect(() => recordGame({ initial, moves: [] }, { seed: 'two' })).toThrow(
      /does not start this game/,
    );
  });
});

describe('recordGame and names people typed', () => {
  it('writes control characters and line breaks in names and tags as spaces, so the record reads back', () => {
    const initial = newGame({
      players: [
        { color: 'red', name: 'Ann\u0007\nLee' },
        { color: 'blue', name: 'Bo "B" \\' },
      ],
      seed: 'names',
    });
    const text = formatRecord(
      recordGame({ initial, moves: [] }, { seed: 'names', tags: { Event: 'line\r\nbreak' } }),
    );
    const parsed = parseRecord(text);
    expect(parsed.errors).toEqual([]);
    expect(text).toContain('[A "red Ann  Lee"]');
    expect(text).toContain('[B "blue Bo \\"B\\" \\\\"]');
    expect(text).toContain('[Event "line  break"]');
  });
});
