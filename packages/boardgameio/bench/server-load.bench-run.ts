// Load on the server: BENCH_GAMES concurrent four-player games over sockets (default: 32, then
// 200), each count played on a fresh `antarctica-serve` instance (in-memory store) by bots
// playing at random (the engine's weights), then, in the same run, on a fresh boardgame.io
// server of a trivial counter game (bench/counter-game.mjs: 270 moves, the same transport and
// store), so that the project's share of a move's cost is known. Prints for each: moves per
// second, the latency of each move (sent to the next state seen) p50 and p99, the processor time
// (user + system, from /proc) the server process spent per move, and its peak resident size.
// BENCH_SHARED=1 adds the earlier runs: one instance, then two, on Postgres and Redis (started
// here on loopback by scripts/services.mjs).
// Run: pnpm --filter @antarctica-game/boardgameio bench (after a build).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomBot } from '@antarctica-game/bots';
import { it } from 'vitest';
import { startServices, stopServices } from '../scripts/services.mjs';
import {
  type Instance,
  startInstance,
  stopInstance,
} from '../src/online/__fixtures__/instances.js';
import { createTables } from '../src/online/__fixtures__/lobby.js';
import { playTable } from '../src/online/__fixtures__/socket-seat.js';
import { playCounterSeat } from './counter-seat.js';

const COUNTS = (process.env.BENCH_GAMES ?? '32,200').split(',').map(Number);
const COUNTER_SERVE = fileURLToPath(new URL('./counter-serve.mjs', import.meta.url));
const TIMEOUT_MS = 1_500_000;

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const rssKb = (instance: Instance) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(instance.process.pid)], {
      encoding: 'utf8',
    }).trim(),
  );

/** Processor time (user + system) of an instance so far, in ms (Linux /proc; clock ticks of 10 ms). */
const cpuMs = (instance: Instance) => {
  const fields =
    readFileSync(`/proc/${instance.process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

interface Played {
  moves: number;
  latencies: number[];
  resyncs: number;
}

/** Plays `count` Antarctica games with seats alternating over `servers`. */
async function playAntarctica(servers: string[], count: number, firstSeed: number) {
  const tables = await createTables(servers, count, (i) => ({ seed: firstSeed + i }));
  return async (): Promise<Played> => {
    const results = await Promise.all(
      tables.map((table, i) =>
        playTable(servers, table, i, {
          timeoutMs: TIMEOUT_MS,
          stallMs: 10_000,
          makeBot: (seed) => randomBot({ seed }),
        }),
      ),
    );
    return {
      moves: results.reduce((sum, seats) => sum + (seats[0]?.final._stateID ?? 0), 0),
      latencies: results.flat().flatMap((seat) => seat.latencies),
      resyncs: results.flat().reduce((sum, seat) => sum + seat.reconnections, 0),
    };
  };
}

/** Plays `count` counter games on `server`. */
async function playCounter(server: string, count: number, run: string) {
  return async (): Promise<Played> => {
    const seats = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        Promise.all(
          [0, 1, 2, 3].map((seat) =>
            playCounterSeat(server, `${run}-${i}`, String(seat), TIMEOUT_MS),
          ),
        ),
      ),
    );
    return {
      moves: seats.reduce((sum, table) => sum + (table[0]?.finalStateID ?? 0), 0),
      latencies: seats.flat().flatMap((seat) => seat.latencies),
      resyncs: seats.flat().reduce((sum, seat) => sum + seat.resyncs, 0),
    };
  };
}

/** Runs `play` (made ready by `prepare`) against `instances` and prints one line of figures. */
async function measure(
  label: string,
  instances: Instance[],
  count: number,
  prepare: () => Promise<() => Promise<Played>>,
) {
  const play = await prepare();
  const idle = instances.map(rssKb);
  const peak = [...idle];
  const sampler = setInterval(() => {
    instances.forEach((instance, i) => {
      peak[i] = Math.max(peak[i] ?? 0, rssKb(instance));
    });
  }, 250);
  const cpuBefore = instances.map(cpuMs);
  const start = performance.now();
  const { moves, latencies, resyncs } = await play();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const cpuPerMove = instances.map(
    (instance, i) => (cpuMs(instance) - (cpuBefore[i] ?? 0)) / moves,
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  console.log(
    `${label}, ${count} games: ${moves} moves in ${seconds.toFixed(1)} s, ` +
      `${(moves / seconds).toFixed(0)} moves/s; latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
      `server processor time per move ${cpuPerMove.map((ms) => `${ms.toFixed(3)} ms`).join(' / ')}; ` +
      `peak RSS ${peak.map((kb) => `${(kb / 1024).toFixed(0)} MB`).join(' / ')}; resyncs ${resyncs}; ` +
      `uptime at the end: ${uptime()}`,
  );
}

/** One fresh instance of `args` (default: antarctica-serve) for the length of `body`. */
async function withInstance(
  body: (instance: Instance) => Promise<void>,
  args?: readonly string[],
  env: Record<string, string> = {},
) {
  const instance = await startInstance(env, args);
  try {
    await body(instance);
  } finally {
    await stopInstance(instance);
  }
}

it(
  'server load',
  async () => {
    console.log(`node ${process.version}, uptime at the start: ${uptime()}`);
    for (const count of COUNTS) {
      await withInstance((instance) =>
        measure('Antarctica, 1 instance, in memory', [instance], count, () =>
          playAntarctica([instance.url], count, 1),
        ),
      );
      await withInstance(
        (instance) =>
          measure('counter game, 1 instance, in memory', [instance], count, () =>
            playCounter(instance.url, count, `c${count}`),
          ),
        [COUNTER_SERVE],
      );
    }
    if (process.env.BENCH_SHARED !== '1') return;
    const services = await startServices();
    const env = { DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl };
    const instances: Instance[] = [];
    try {
      const count = COUNTS[0] ?? 32;
      instances.push(await startInstance(env));
      await measure('Antarctica, 1 instance, Postgres + Redis', instances, count, () =>
        playAntarctica(
          instances.map((instance) => instance.url),
          count,
          1,
        ),
      );
      instances.push(await startInstance(env));
      await measure('Antarctica, 2 instances, Postgres + Redis', instances, count, () =>
        playAntarctica(
          instances.map((instance) => instance.url),
          count,
          100_000,
        ),
      );
    } finally {
      for (const instance of instances) await stopInstance(instance);
      stopServices(services.dir);
    }
  },
  3 * 3_600_000,
);
