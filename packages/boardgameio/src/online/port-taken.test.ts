import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from './start-server.js';

describe('startServer on a port that is taken', () => {
  it('rejects with EADDRINUSE instead of an unhandled error event', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      await expect(startServer({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
