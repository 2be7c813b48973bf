// The server of the soak (bench/soak.bench-run.ts): `startServer` of the built package on the
// in-memory store, in its own process, run with --expose-gc. It sends its URL to its parent and
// answers each `heap` message with its heap after a full collection.
import { startServer } from '../dist/server.js';

const finishedMs = Number(process.env.SOAK_FINISHED_MS ?? 10_000);
const server = await startServer({
  port: 0,
  clientRoot: false,
  matchesPerAddress: 1_000_000,
  // Finished matches leave the store soon, so that what stays after them is what leaks.
  matchExpiry: { finishedMs, sweepMs: Math.min(finishedMs, 60_000) },
  log: () => {},
});
process.send?.({ url: server.url });
process.on('message', (message) => {
  if (message === 'heap') {
    globalThis.gc?.();
    globalThis.gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ heapUsed, rss });
  } else if (message === 'stop') {
    server.close().then(() => process.exit(0));
  }
});
