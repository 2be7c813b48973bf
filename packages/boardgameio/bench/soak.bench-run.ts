// Soak: SOAK_GAMES games (default 1,000) one after another on one server instance (in-memory
// store, bench/soak-server.mjs), each a game of SOAK_PLAYERS bots (default 2) playing at random
// over sockets. Every SOAK_EVERY games (default 50) the server collects its garbage and reports
// its heap: the bench prints it, and at the end the slope of the heap after GC over the games
// (least squares, all samples and the second half), which stays near zero unless matches leak.
// Finished matches leave the store SOAK_FINISHED_MS after their end (default 10 s; the server's
// default is 10 min), so that they are not what the heap holds.
// Run: pnpm --filter @antarctica-game/boardgameio bench:soak (after a build).
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBot } from '@antarctica-game/bots';
import { it } from 'vitest';
import { createTable } from '../src/online/__fixtures__/lobby.js';
import { playSeat } from '../src/online/__fixtures__/socket-seat.js';

const GAMES = Number(process.env.SOAK_GAMES ?? 1000);
const EVERY = Number(process.env.SOAK_EVERY ?? 50);
const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 2);
const FINISHED_MS = Number(process.env.SOAK_FINISHED_MS ?? 10_000);

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

function ask<T>(child: ChildProcess, message: string, isAnswer: (m: unknown) => boolean) {
  return new Promise<T>((resolve) => {
    const listener = (answer: unknown) => {
      if (!isAnswer(answer)) return;
      child.off('message', listener);
      resolve(answer as T);
    };
    child.on('message', listener);
    if (message) child.send(message);
  });
}

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

it(
  'soak',
  async () => {
    console.log(`node ${process.version}, start: ${uptime()}`);
    const child = fork(fileURLToPath(new URL('./soak-server.mjs', import.meta.url)), [], {
      execArgv: ['--expose-gc'],
      env: { ...process.env, NODE_ENV: 'production', SOAK_FINISHED_MS: String(FINISHED_MS) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const heap = () =>
      ask<{ heapUsed: number; rss: number }>(
        child,
        'heap',
        (m) => typeof m === 'object' && m !== null && 'heapUsed' in m,
      );
    try {
      const { url } = await ask<{ url: string }>(
        child,
        '',
        (m) => typeof m === 'object' && m !== null && 'url' in m,
      );
      const samples: Array<[number, number]> = [];
      const first = await heap();
      samples.push([0, first.heapUsed]);
      console.log(
        `games 0: heap after GC ${(first.heapUsed / 2 ** 20).toFixed(2)} MB, rss ${(first.rss / 2 ** 20).toFixed(0)} MB`,
      );
      const started = performance.now();
      let moves = 0;
      for (let game = 1; game <= GAMES; game++) {
        const table = await createTable(url, PLAYERS, { seed: game });
        const seats = await Promise.all(
          table.credentials.map((credentials, seat) =>
            playSeat({
              servers: [url],
              matchID: table.matchID,
              playerID: String(seat),
              credentials,
              seed: game * 10 + seat,
              makeBot: (seed) => randomBot({ seed }),
              timeoutMs: 600_000,
              stallMs: 10_000,
            }),
          ),
        );
        moves += seats[0]?.final._stateID ?? 0;
        if (game % EVERY === 0 || game === GAMES) {
          const { heapUsed, rss } = await heap();
          samples.push([game, heapUsed]);
          const seconds = (performance.now() - started) / 1000;
          console.log(
            `games ${game}: heap after GC ${(heapUsed / 2 ** 20).toFixed(2)} MB, rss ${(rss / 2 ** 20).toFixed(0)} MB, ` +
              `${moves} moves in ${seconds.toFixed(0)} s`,
          );
        }
      }
      // Wait for the last finished matches to leave the store, then look once more.
      await new Promise((resolve) =>
        setTimeout(resolve, FINISHED_MS + Math.min(FINISHED_MS, 60_000) + 1000),
      );
      const after = await heap();
      const kb = (bytes: number) => (bytes / 1024).toFixed(2);
      const half = samples.filter(([game]) => game >= GAMES / 2);
      console.log(
        `after the last matches left the store: heap after GC ${(after.heapUsed / 2 ** 20).toFixed(2)} MB; ` +
          `slope ${kb(slope(samples))} KB a game over all samples, ${kb(slope(half))} KB a game over the second half; ` +
          `first sample to last ${kb(after.heapUsed - first.heapUsed)} KB`,
      );
      console.log(`end: ${uptime()}`);
    } finally {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  },
  6 * 3_600_000,
);
