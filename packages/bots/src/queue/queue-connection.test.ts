import { freePort } from '@antarctica-game/foundation/services';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage-error.js';
import { checkReachable, readQueueAddress, withoutPassword } from './queue-connection.js';
import { queueStatus } from './queue-status.js';

describe('the queue address', () => {
  it('takes redis:// and rediss:// URLs and a plain queue name, and refuses the rest', () => {
    expect(readQueueAddress('redis://127.0.0.1:6379')).toEqual({
      url: 'redis://127.0.0.1:6379',
      name: 'antarctica-sim',
    });
    expect(readQueueAddress('rediss://host/2', 'study-1').name).toBe('study-1');
    expect(() => readQueueAddress('http://host:6379')).toThrow(UsageError);
    expect(() => readQueueAddress('not a url')).toThrow(/--queue must be a redis:\/\/ URL/);
    expect(() => readQueueAddress('redis://host', 'a:b')).toThrow(/--queue-name/);
  });

  it('never prints a password of the URL', async () => {
    expect(withoutPassword('redis://:s3cret@10.0.0.5:6379')).toBe('redis://:***@10.0.0.5:6379');
    expect(withoutPassword('rediss://user:s3cret@host/2')).toBe('rediss://user:***@host/2');
    expect(withoutPassword('redis://host:6379')).toBe('redis://host:6379');
    expect(() => readQueueAddress('http://:s3cret@host')).toThrow(/^(?!.*s3cret)/);
    const address = readQueueAddress(`redis://:s3cret@127.0.0.1:${await freePort()}`);
    const error = await checkReachable(address).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/cannot reach Redis at redis:\/\/:\*\*\*@127/);
    expect(String(error)).not.toMatch(/s3cret/);
  }, 30_000);

  it('a Redis that nobody runs is said at once, not retried for ever', async () => {
    // A port free now: nothing listens there.
    const address = readQueueAddress(`redis://127.0.0.1:${await freePort()}`);
    await expect(checkReachable(address)).rejects.toThrow(/^cannot reach Redis at redis:\/\/127/);
    await expect(queueStatus(address)).rejects.toThrow(UsageError);
  }, 30_000);
});
