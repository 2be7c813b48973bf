// The set-up of the operator tests: Postgres and Redis (scripts/services.mjs, on loopback),
// `antarctica-serve` instances sharing them, and a store of the test's own to read what they
// stored; all started before the file's tests and stopped after them.
import { PostgresStore } from 'bgio-postgres';
import { afterAll, beforeAll } from 'vitest';
import { type Services, startServices, stopServices } from '../../../scripts/services.mjs';
import { type Instance, startInstance, stopInstance } from './instances.js';

export interface SharedInstances {
  /** Postgres and Redis (set once `beforeAll` has run). */
  services: Services;
  /** The test's own store on that Postgres. */
  db: PostgresStore;
  /** The instances, in the order they started (a test may stop one). */
  instances: Instance[];
  /** Their URLs. */
  servers(): string[];
  /** Fails at once, rather than at the seats' time limit, when an instance is gone. */
  expectRunning(): void;
}

/** Registers the file's `beforeAll` and `afterAll` for `count` instances sharing Postgres and Redis. */
export function sharedInstances(count = 2): SharedInstances {
  const shared = {
    instances: [] as Instance[],
    servers: () => shared.instances.map((instance) => instance.url),
    expectRunning: () => {
      for (const instance of shared.instances) {
        if (instance.process.exitCode !== null || instance.process.signalCode !== null)
          throw new Error(`an instance exited: ${instance.output.join('').slice(-3000)}`);
      }
    },
  } as SharedInstances;
  beforeAll(async () => {
    shared.services = await startServices();
    const env = { DATABASE_URL: shared.services.databaseUrl, REDIS_URL: shared.services.redisUrl };
    for (let i = 0; i < count; i++) shared.instances.push(await startInstance(env));
    shared.db = new PostgresStore(shared.services.databaseUrl, { logging: false });
    await shared.db.connect();
  }, 360_000);
  afterAll(async () => {
    for (const instance of shared.instances) await stopInstance(instance);
    await shared.db?.sequelize.close();
    if (shared.services) stopServices(shared.services.dir);
  });
  return shared;
}
