import { finalScores, type GameState, type Move, stateHash } from '@antarctica-game/engine';
import { expect } from 'vitest';
import { formatRecord, parseRecord, recordGame, replayRecord } from '../index.js';
import { botGame } from './bot-games.js';

/**
 * Whether two values write the same JSON: equal leaves, the same keys in the same order, the
 * edition by its id. Two states for which this holds have the same `stateHash` (the hash of that
 * JSON), and this is several times cheaper than hashing both, which matters over 10,000 games.
 * `before` holds the previous states of both games, already found the same: a part that neither
 * game changed since (the engine shares unchanged parts between consecutive states) is the same
 * again without looking into it.
 */
function sameJson(a: unknown, b: unknown, before?: readonly [unknown, unknown]): boolean {
  if (a === b) return true;
  if (before !== undefined && a === before[0] && b === before[1]) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const inside = (key: string | number): readonly [unknown, unknown] | undefined => {
    if (before === undefined) return undefined;
    const [x, y] = before as [
      Record<string | number, unknown> | null,
      Record<string | number, unknown> | null,
    ];
    return typeof x === 'object' && x !== null && typeof y === 'object' && y !== null
      ? [x[key], y[key]]
      : undefined;
  };
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++)
      if (!sameJson(a[index], b[index], inside(index))) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = Object.keys(a);
  const right = Object.keys(b);
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) {
    const key = left[index] as string;
    if (key !== right[index]) return false;
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (key === 'edition' && (x as { id?: unknown })?.id === (y as { id?: unknown })?.id) continue;
    if (x === undefined || y === undefined ? x !== y : !sameJson(x, y, inside(key))) return false;
  }
  return true;
}

/** Fails with both sides shown when two plain values differ (compared as JSON, which is fast). */
function same(actual: unknown, expected: unknown, context: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    expect(actual, context).toEqual(expected);
}

/**
 * Plays seeded bot games `from` to `to` (2, 3 and 4 players in turn) and checks that each goes
 * through record → format → parse → replay unchanged: the same moves, the same state (so the same
 * stateHash) after every move, the same final scores; every twentieth game is also written as a table record (no
 * seed, every card stated) and must replay to the same moves and scores.
 */
export function checkRoundTrips(
  from: number,
  to: number,
): { games: number; moves: number; bytes: number; json: number } {
  let moves = 0;
  let bytes = 0;
  let json = 0;
  for (let index = from; index < to; index++) {
    const players = (2 + (index % 3)) as 2 | 3 | 4;
    const game = botGame(players, index, { free: index % 7 === 0 });
    // The recorder's letters as it writes them; the canonical format below (which replays) must
    // give the same text.
    const text = formatRecord(
      recordGame(game, { seed: game.seed, tags: { Event: `Round trip ${index}` } }),
      { seats: 'as-written' },
    );
    const parsed = parseRecord(text);
    same(parsed.errors, [], text);
    const replay = replayRecord(parsed.record!);
    same(replay.errors, [], text);
    same(replay.moves, game.moves, `game ${index}`);
    if (replay.states.length !== game.states.length)
      expect.fail(`game ${index}: not as many states`);
    for (let step = 0; step < game.states.length; step++)
      if (
        !sameJson(
          replay.states[step],
          game.states[step],
          step === 0 ? undefined : [replay.states[step - 1], game.states[step - 1]],
        )
      )
        expect.fail(`game ${index}: the states differ after move ${step}\n${text}`);
    // (Said with the engine's hash too, for the last state.)
    if (stateHash(replay.states.at(-1)!) !== stateHash(game.states.at(-1)!))
      expect.fail(`game ${index}: the final state hashes differ`);
    const final = game.states[game.states.length - 1] as GameState;
    same(replay.scores, finalScores(final), `game ${index}: final scores`);
    if (formatRecord(parsed.record!) !== text) expect(formatRecord(parsed.record!)).toBe(text);
    if (index % 20 === 0) {
      const table = formatRecord(recordGame(game), { seats: 'as-written' });
      const tableReplay = replayRecord(parseRecord(table).record!);
      same(tableReplay.errors, [], table);
      // Resource Cards alike (two Labs) are told apart only by what they stand in for at a table.
      const kind = (move: Move) =>
        move.type === 'build' && move.resourceCard !== undefined
          ? { ...move, resourceCard: final.edition.resourceCards[move.resourceCard]?.grants }
          : move;
      same(
        tableReplay.moves.filter((move) => move.type !== 'drawDraftCards').map(kind),
        game.moves.map(kind),
        table,
      );
      same(tableReplay.scores?.standings, replay.scores?.standings, table);
    }
    moves += game.moves.length;
    bytes += text.length;
    json += JSON.stringify(game.moves).length;
  }
  return { games: to - from, moves, bytes, json };
}
