import { finalScores, type GameState, type Move, stateHash } from '@antarctica-game/engine';
import { expect } from 'vitest';
import { formatRecord, parseRecord, recordGame, replayRecord } from '../index.js';
import { botGame } from './bot-games.js';

/** Fails with both sides shown when two plain values differ (compared as JSON, which is fast). */
function same(actual: unknown, expected: unknown, context: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    expect(actual, context).toEqual(expected);
}

/**
 * Plays seeded bot games `from` to `to` (2, 3 and 4 players in turn) and checks that each goes
 * through record → format → parse → replay unchanged: the same moves, the same stateHash after
 * every move, the same final scores; every twentieth game is also written as a table record (no
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
    const text = formatRecord(
      recordGame(game, { seed: game.seed, tags: { Event: `Round trip ${index}` } }),
    );
    const parsed = parseRecord(text);
    same(parsed.errors, [], text);
    const replay = replayRecord(parsed.record!);
    same(replay.errors, [], text);
    same(replay.moves, game.moves, `game ${index}`);
    if (replay.states.length !== game.states.length)
      expect.fail(`game ${index}: not as many states`);
    for (let step = 0; step < game.states.length; step++)
      if (stateHash(replay.states[step]!) !== stateHash(game.states[step]!))
        expect.fail(`game ${index}: the states differ after move ${step}\n${text}`);
    const final = game.states[game.states.length - 1] as GameState;
    same(replay.scores, finalScores(final), `game ${index}: final scores`);
    if (formatRecord(parsed.record!) !== text) expect(formatRecord(parsed.record!)).toBe(text);
    if (index % 20 === 0) {
      const table = formatRecord(recordGame(game));
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
