// Operator tests: two server instances sharing Postgres and Redis (started here, on loopback,
// by scripts/services.mjs), bots playing over sockets with their seats spread over both.
import { describe, expect, it } from 'vitest';
import { stopInstance } from './__fixtures__/instances.js';
import { checkGames, midGame, playGames, timeoutOf } from './__fixtures__/operator-games.js';
import { sharedInstances } from './__fixtures__/shared-instances.js';

/**
 * Concurrent four-player games: 8 in `pnpm test` (which runs the other packages' tests beside
 * it), 200 in `pnpm test:server` (SERVER_TEST_GAMES); 4 in the kill test
 * (SERVER_TEST_KILL_GAMES). See docs/online.md.
 */
const GAMES = Number(process.env.SERVER_TEST_GAMES ?? 8);
const KILL_GAMES = Number(process.env.SERVER_TEST_KILL_GAMES ?? 4);

const shared = sharedInstances(2);

describe('two instances sharing Postgres and Redis', () => {
  it(
    `${GAMES} concurrent four-player bot games over sockets end as the engine replays them`,
    async () => {
      const { tables, results } = await playGames(shared.servers(), GAMES, 1000);
      await checkGames(shared.db, tables, results, 1000);
      // Each game was played on both instances: seats 0 and 2 on one, 1 and 3 on the other.
      for (const seats of results) {
        expect(new Set(seats.map((seat) => seat.firstServer)).size).toBe(shared.instances.length);
      }
    },
    timeoutOf(GAMES) + 60_000,
  );

  it(
    'an instance killed mid-game: its clients go on at the other, no accepted move lost or doubled',
    async () => {
      const count = KILL_GAMES;
      const { tables, results } = await playGames(shared.servers(), count, 5000, async (frames) => {
        // Mid-game, whatever the machine's speed: a fixed 1.5 s could come before a loaded
        // machine's clients were even connected, or after a fast machine's games had ended.
        await midGame(frames, timeoutOf(count));
        await stopInstance(shared.instances[0]!, 'SIGKILL');
      });
      expect(results.flat().some((result) => result.reconnections > 0)).toBe(true);
      await checkGames(shared.db, tables, results, 5000);
    },
    timeoutOf(KILL_GAMES) + 60_000,
  );
});
