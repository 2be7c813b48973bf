import { RedisPubSub } from '@boardgame.io/redis-pubsub';
import redis from 'redis';
import { announcedState } from './announced-state.js';
import { LeanPostgresStore } from './lean-postgres-store.js';

/**
 * Postgres storage (`bgio-postgres`, its queries made lean: {@link LeanPostgresStore}) and Redis pub/sub (`@boardgame.io/redis-pubsub`) shared by
 * several server instances. The pub/sub adapter is written for the `redis` client 3.x (its
 * `message` events and `subscribe(channel)`), which 4.x no longer has.
 */
export async function sharedBackends(databaseUrl: string, redisUrl: string) {
  const db = new LeanPostgresStore(databaseUrl, { logging: false });
  const publisher = redis.createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  const ready = (client: redis.RedisClient) =>
    new Promise<void>((resolve, reject) => {
      client.once('ready', () => resolve());
      client.once('error', reject);
    });
  await Promise.all([ready(publisher), ready(subscriber)]);
  // Later connection errors are retried by the client; log them rather than crash.
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => process.stderr.write(`redis: ${error.message}\n`));
  }
  const pubSub = new WrittenFirstPubSub(publisher, subscriber, db);
  return {
    db,
    pubSub,
    close: async () => {
      await new Promise<void>((resolve) => publisher.quit(() => resolve()));
      await new Promise<void>((resolve) => subscriber.quit(() => resolve()));
      await db.sequelize.close();
    },
  };
}

/**
 * Redis pub/sub that announces a new state only once the store has written it, and not at all
 * when the store kept another one. boardgame.io's master announces a move (`sendAll`) just before
 * it writes it: a client could then move on a state that the store, where any instance reads
 * it, did not hold yet (the move was dropped as stale and the client had to sync again), and a
 * crash or a second instance writing the same state id could show clients a state never stored.
 * Announcements of a match keep their order.
 */
class WrittenFirstPubSub extends RedisPubSub<unknown> {
  readonly #store: LeanPostgresStore;
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(
    publisher: redis.RedisClient,
    subscriber: redis.RedisClient,
    store: LeanPostgresStore,
  ) {
    super(publisher, subscriber);
    this.#store = store;
  }

  override publish(channelId: string, payload: unknown): void {
    const announce = () => {
      // The master calls setState just after sendAll, in the same turn: look it up a turn later.
      const ctx = announcedState(payload)?.ctx;
      const written = ctx === undefined ? undefined : this.#store.written(ctx);
      return written === undefined
        ? super.publish(channelId, payload)
        : written.then((done) => {
            if (done) super.publish(channelId, payload);
          });
    };
    const queued = (this.#queues.get(channelId) ?? Promise.resolve()).then(announce, announce);
    this.#queues.set(channelId, queued);
    queued.finally(() => {
      if (this.#queues.get(channelId) === queued) this.#queues.delete(channelId);
    });
  }
}
