// Games of the operator tests: four-player games of random bots over sockets, seats spread over
// the instances, and the checks that every stored game is the engine's replay of its log.
import { randomBot } from '@antarctica-game/bots';
import type { StorageAPI } from 'boardgame.io';
import { expect } from 'vitest';
import { clientStateOf } from '../../client-state.js';
import { createTables } from './lobby.js';
import { replayStored } from './replay.js';
import { playTable, type SeatResult } from './socket-seat.js';

/**
 * Limits for hangs, not for speed: about 6 s of a shared two-core machine per game, at least
 * 5 min (16 games took 129 s to 173 s in `pnpm test` beside the browser tests, load 15).
 */
export const timeoutOf = (games: number) => Math.max(300_000, games * 6_000);

/**
 * Plays `count` games with seats alternating between the `servers`; returns each table's seats.
 * `during` is given, per table and seat, the number of frames the seat's sockets received so far.
 */
export async function playGames(
  servers: string[],
  count: number,
  firstSeed: number,
  during?: (frames: number[][]) => Promise<void>,
  timeoutMs = timeoutOf(count),
) {
  const tables = await createTables(servers, count, (i) => ({ seed: firstSeed + i }));
  const frames = tables.map(() => [0, 0, 0, 0]);
  // Bots playing at random (the engine's weights): a move in well under a millisecond, so that
  // the servers, not the bots, are what the test loads.
  const playing = Promise.all(
    tables.map((table, i) =>
      playTable(servers, table, firstSeed + i, {
        timeoutMs,
        makeBot: (seed) => randomBot({ seed }),
        onFrame: (frame) => {
          const seats = frames[i]!;
          seats[Number(frame.seat)]!++;
        },
      }),
    ),
  );
  await during?.(frames);
  return { tables, results: await playing };
}

/** Waits until the seats at the first instance (0 and 2) of every table had ten frames from it. */
export async function midGame(frames: number[][], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!frames.every((seats) => seats[0]! >= 10 && seats[2]! >= 10)) {
    if (Date.now() > deadline) throw new Error(`the games never got going: ${frames}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every game as stored equals the engine replaying its log, and every seat's moves are in it once. */
export async function checkGames(
  db: StorageAPI.Async,
  tables: Array<{ matchID: string }>,
  results: SeatResult[][],
  firstSeed: number,
) {
  for (const [i, table] of tables.entries()) {
    // The clients may have seen the end a moment before the store holds it.
    let stored: Awaited<ReturnType<typeof replayStored>>;
    const deadline = Date.now() + 60_000;
    do stored = await replayStored(db, table.matchID, firstSeed + i, 4);
    while (stored.stored.ctx.gameover === undefined && Date.now() < deadline);
    const { stored: state, replayed, moves } = stored;
    expect(state.G).toEqual(replayed);
    expect(state.ctx.gameover).toBeDefined();
    // One log entry per state id: no move lost, none applied twice.
    expect(moves.map((entry) => entry.stateID)).toEqual(moves.map((_, k) => k));
    expect(state._stateID).toBe(moves.length);
    for (const [seat, result] of results[i]!.entries()) {
      expect(result.final.G).toEqual(clientStateOf(state.G, String(seat), []));
      for (const { stateID, move } of result.accepted) {
        expect(moves[stateID]?.move).toEqual(move);
      }
    }
  }
}
