import { Redis } from 'ioredis';
import { UsageError } from '../usage-error.js';

/** The queue that `antarctica-sim` submits to and its workers take jobs from, by default. */
export const DEFAULT_QUEUE_NAME = 'antarctica-sim';

/** Where the queue is: a Redis URL and the queue's name. */
export interface QueueAddress {
  /** `redis://[user:password@]host[:port][/db]` or `rediss://…` (TLS). */
  url: string;
  /** The BullMQ queue's name (default {@link DEFAULT_QUEUE_NAME}). */
  name: string;
}

/**
 * Checks `--queue URL` (and `--queue-name NAME`).
 *
 * @throws {@link UsageError} for a URL that is not `redis://` or `rediss://`, or a bad name.
 */
export function readQueueAddress(url: string, name = DEFAULT_QUEUE_NAME): QueueAddress {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(
      `--queue must be a redis:// URL, not "${withoutPassword(url).slice(0, 80)}"`,
    );
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new UsageError(
      `--queue must be a redis:// or rediss:// URL, not "${withoutPassword(url).slice(0, 80)}"`,
    );
  if (!/^[\w.-]{1,100}$/.test(name))
    throw new UsageError(
      `--queue-name must be 1 to 100 letters, digits, '.', '-' or '_', not "${name.slice(0, 80)}"`,
    );
  return { url, name };
}

/**
 * A Redis URL fit for a message or a log: its password (`redis://user:secret@host`) replaced by
 * `***`, since error lines end up in terminals, CI logs and bug reports.
 */
export function withoutPassword(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');
}

/** The connection options BullMQ's queues and workers are given. */
export interface QueueConnection {
  /** The Redis URL. */
  url: string;
  /** No limit on a command's retries: BullMQ's blocking commands wait as long as they must. */
  maxRetriesPerRequest: null;
}

/**
 * The connection options BullMQ is given: blocking commands wait as long as they must
 * (`maxRetriesPerRequest: null`, which BullMQ's workers need).
 */
export function connectionOf(address: QueueAddress): QueueConnection {
  return { url: address.url, maxRetriesPerRequest: null };
}

/**
 * Connects to the queue's Redis once, so that a wrong URL or a Redis that is down is said at once
 * instead of being retried for ever.
 *
 * @throws {@link UsageError} `cannot reach Redis at URL: why`.
 */
export async function checkReachable(address: QueueAddress): Promise<void> {
  const client = new Redis(address.url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new UsageError(
      `cannot reach Redis at ${withoutPassword(address.url)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    client.disconnect();
  }
}
