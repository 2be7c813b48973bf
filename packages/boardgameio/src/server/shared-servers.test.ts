// Operator tests: two server instances sharing Postgres and Redis (started here, on loopback,
// by scripts/services.mjs), bots playing over sockets with their seats spread over both.
import { randomBot } from '@antarctica-game/bots';
import { PostgresStore } from 'bgio-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Services, startServices, stopServices } from '../../scripts/services.mjs';
import { clientStateOf } from '../client-state.js';
import { type Instance, startInstance, stopInstance } from './__fixtures__/instances.js';
import { createTables } from './__fixtures__/lobby.js';
import { replayStored } from './__fixtures__/replay.js';
import { playTable, type SeatResult } from './__fixtures__/socket-seat.js';

/**
 * Concurrent four-player games: 8 in `pnpm test` (which runs the other packages' tests beside
 * it), 200 in `pnpm test:server` (SERVER_TEST_GAMES); 4 in the kill test
 * (SERVER_TEST_KILL_GAMES). See docs/online.md.
 */
const GAMES = Number(process.env.SERVER_TEST_GAMES ?? 8);
const KILL_GAMES = Number(process.env.SERVER_TEST_KILL_GAMES ?? 4);
/**
 * Limits for hangs, not for speed: about 6 s of a shared two-core machine per game, at least
 * 5 min (16 games took 129 s to 173 s in `pnpm test` beside the browser tests, load 15).
 */
const timeoutOf = (games: number) => Math.max(300_000, games * 6_000);

let services: Services;
let db: PostgresStore;
const instances: Instance[] = [];

beforeAll(async () => {
  services = await startServices();
  const env = { DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl };
  instances.push(await startInstance(env));
  instances.push(await startInstance(env));
  db = new PostgresStore(services.databaseUrl, { logging: false });
  await db.connect();
}, 180_000);

afterAll(async () => {
  for (const instance of instances) await stopInstance(instance);
  await db?.sequelize.close();
  if (services) stopServices(services.dir);
});

/**
 * Plays `count` games with seats alternating between the instances; returns each table's seats.
 * `during` is given, per table and seat, the number of frames the seat's sockets received so far.
 */
async function playGames(
  count: number,
  firstSeed: number,
  during?: (frames: number[][]) => Promise<void>,
) {
  const servers = instances.map((instance) => instance.url);
  const tables = await createTables(servers, count, (i) => ({ seed: firstSeed + i }));
  const frames = tables.map(() => [0, 0, 0, 0]);
  // Bots playing at random (the engine's weights): a move in well under a millisecond, so that
  // the servers, not the bots, are what the test loads.
  const playing = Promise.all(
    tables.map((table, i) =>
      playTable(servers, table, firstSeed + i, {
        timeoutMs: timeoutOf(count),
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

/** Every game as stored equals the engine replaying its log, and every seat's moves are in it once. */
async function checkGames(
  tables: Array<{ matchID: string }>,
  results: SeatResult[][],
  firstSeed: number,
) {
  for (const [i, table] of tables.entries()) {
    // boardgame.io announces a move before its store has written it: the clients may have seen
    // the end a moment before the store holds it.
    let stored: Awaited<ReturnType<typeof replayStored>>;
    const deadline = Date.now() + 15_000;
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

describe('two instances sharing Postgres and Redis', () => {
  it(
    `${GAMES} concurrent four-player bot games over sockets end as the engine replays them`,
    async () => {
      const { tables, results } = await playGames(GAMES, 1000);
      await checkGames(tables, results, 1000);
      // Each game was played on both instances: seats 0 and 2 on one, 1 and 3 on the other.
      for (const seats of results) {
        expect(new Set(seats.map((seat) => seat.firstServer)).size).toBe(instances.length);
      }
    },
    timeoutOf(GAMES) + 60_000,
  );

  it(
    'an instance killed mid-game: its clients go on at the other, no accepted move lost or doubled',
    async () => {
      const count = KILL_GAMES;
      const { tables, results } = await playGames(count, 5000, async (frames) => {
        // Mid-game, whatever the machine's speed: once the seats at the first instance (0 and 2)
        // of every table had ten frames from it (a fixed 1.5 s could come before a loaded
        // machine's clients were even connected, or after a fast machine's games had ended).
        const deadline = Date.now() + timeoutOf(count);
        while (!frames.every((seats) => seats[0]! >= 10 && seats[2]! >= 10)) {
          if (Date.now() > deadline) throw new Error(`the games never got going: ${frames}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await stopInstance(instances[0]!, 'SIGKILL');
      });
      expect(results.flat().some((result) => result.reconnections > 0)).toBe(true);
      await checkGames(tables, results, 5000);
    },
    timeoutOf(KILL_GAMES) + 60_000,
  );
});
