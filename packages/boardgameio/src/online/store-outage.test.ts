// Operator test: Postgres, then Redis, stopped for 10 s in the middle of games played on two
// instances. No instance exits, the games end, and each stored log replays to the stored state.
import { describe, expect, it } from 'vitest';
import { restartService, stopService } from '../../scripts/services.mjs';
import { checkGames, midGame, playGames } from './__fixtures__/operator-games.js';
import { sharedInstances } from './__fixtures__/shared-instances.js';

const GAMES = 2;
const OUTAGE_MS = 10_000;
/** Two games take well under a minute beside the outage; the seats give up after two. */
const SEAT_TIMEOUT_MS = 120_000;

const shared = sharedInstances(2);

describe.each(['postgres', 'redis'] as const)('%s away for 10 s mid-game', (service) => {
  it(
    'no instance exits, the games end, the stored logs replay to the stored states',
    async () => {
      const seed = service === 'postgres' ? 7000 : 8000;
      const { tables, results } = await playGames(
        shared.servers(),
        GAMES,
        seed,
        async (frames) => {
          await midGame(frames, SEAT_TIMEOUT_MS);
          await stopService(shared.services, service);
          await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
          shared.expectRunning();
          await restartService(shared.services, service);
        },
        SEAT_TIMEOUT_MS,
      );
      shared.expectRunning();
      await checkGames(shared.db, tables, results, seed);
      expect(shared.instances.map((instance) => instance.output.join('')).join('')).toContain(
        service === 'postgres' ? 'failed, the client will sync again: Sequelize' : 'redis',
      );
    },
    SEAT_TIMEOUT_MS + 60_000,
  );
});
