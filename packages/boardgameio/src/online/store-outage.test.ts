// Operator test: Postgres, then Redis, stopped for 10 s in the middle of games played on two
// instances. No instance exits, the games end, and each stored log replays to the stored state.
import { PostgresStore } from 'bgio-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  restartService,
  type Services,
  startServices,
  stopService,
  stopServices,
} from '../../scripts/services.mjs';
import { type Instance, startInstance, stopInstance } from './__fixtures__/instances.js';
import { checkGames, midGame, playGames } from './__fixtures__/operator-games.js';

const GAMES = 2;
const OUTAGE_MS = 10_000;
/** Two games take well under a minute beside the outage; the seats give up after two. */
const SEAT_TIMEOUT_MS = 120_000;

let services: Services;
let db: PostgresStore;
const instances: Instance[] = [];
const servers = () => instances.map((instance) => instance.url);

/** Fails at once, rather than at the seats' time limit, when an instance is gone. */
function expectInstancesRunning() {
  for (const instance of instances) {
    if (instance.process.exitCode !== null || instance.process.signalCode !== null)
      throw new Error(`an instance exited: ${instance.output.join('').slice(-3000)}`);
  }
}

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

describe.each(['postgres', 'redis'] as const)('%s away for 10 s mid-game', (service) => {
  it(
    'no instance exits, the games end, the stored logs replay to the stored states',
    async () => {
      const seed = service === 'postgres' ? 7000 : 8000;
      const { tables, results } = await playGames(
        servers(),
        GAMES,
        seed,
        async (frames) => {
          await midGame(frames, SEAT_TIMEOUT_MS);
          await stopService(services, service);
          await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
          expectInstancesRunning();
          await restartService(services, service);
        },
        SEAT_TIMEOUT_MS,
      );
      expectInstancesRunning();
      await checkGames(db, tables, results, seed);
      expect(instances.map((instance) => instance.output.join('')).join('')).toContain(
        service === 'postgres' ? 'failed, the client will sync again: Sequelize' : 'redis',
      );
    },
    SEAT_TIMEOUT_MS + 60_000,
  );
});
