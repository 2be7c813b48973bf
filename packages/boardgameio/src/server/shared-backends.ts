import { RedisPubSub } from '@boardgame.io/redis-pubsub';
import redis from 'redis';
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
  const pubSub = new RedisPubSub(publisher, subscriber);
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
