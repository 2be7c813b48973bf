// Load on the server: BENCH_GAMES concurrent four-player bot games over sockets (default 200), on
// one instance and then on two sharing Postgres and Redis (seats spread over both), started here
// on loopback. Prints moves per second, the latency of each move (sent to the next state seen),
// and the memory per live game of each instance (its resident size at the peak of the run above
// what it held idle, over the games), and the processor time each instance spent per move (user
// and system, from /proc: a figure less bound to the machine's load than the wall clock's). The
// bots play at random (the engine's weights), so that the servers carry the load.
// Run: pnpm --filter @antarctica-game/boardgameio bench.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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

const GAMES = Number(process.env.BENCH_GAMES ?? 200);

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

async function run(instances: Instance[], firstSeed: number) {
  const servers = instances.map((instance) => instance.url);
  const idle = instances.map(rssKb);
  const peak = [...idle];
  const sampler = setInterval(() => {
    instances.forEach((instance, i) => {
      peak[i] = Math.max(peak[i] ?? 0, rssKb(instance));
    });
  }, 250);
  const tables = await createTables(servers, GAMES, (i) => ({ seed: firstSeed + i }));
  const cpuBefore = instances.map(cpuMs);
  const start = performance.now();
  const results = await Promise.all(
    tables.map((table, i) =>
      playTable(servers, table, i, {
        timeoutMs: 850_000,
        stallMs: 10_000,
        makeBot: (seed) => randomBot({ seed }),
      }),
    ),
  );
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const moves: number = results.reduce((sum, seats) => sum + (seats[0]?.final._stateID ?? 0), 0);
  const cpuPerMove = instances.map(
    (instance, i) => (cpuMs(instance) - (cpuBefore[i] ?? 0)) / moves,
  );
  const latencies = results
    .flat()
    .flatMap((seat) => seat.latencies)
    .sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  const perGame = instances.map(
    (_, i) => ((peak[i] ?? 0) - (idle[i] ?? 0)) / (GAMES / instances.length),
  );
  const resyncs = results.flat().reduce((sum, seat) => sum + seat.reconnections, 0);
  console.log(
    `${instances.length} instance(s), ${GAMES} games, ${moves} moves in ${seconds.toFixed(1)} s: ` +
      `${(moves / seconds).toFixed(0)} moves/s; latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
      `memory per live game ${perGame.map((kb) => `${(kb / 1024).toFixed(2)} MB`).join(' / ')} ` +
      `(peak RSS ${peak.map((kb) => `${(kb / 1024).toFixed(0)} MB`).join(' / ')}); ` +
      `processor time per move ${cpuPerMove.map((ms) => `${ms.toFixed(2)} ms`).join(' / ')}; resyncs ${resyncs}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
}

it('server load', async () => {
  const services = await startServices();
  const env = { DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl };
  const instances: Instance[] = [];
  try {
    console.log(
      `node ${process.version}, uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`,
    );
    instances.push(await startInstance(env));
    await run(instances, 1);
    instances.push(await startInstance(env));
    await run(instances, 100_000);
  } finally {
    for (const instance of instances) await stopInstance(instance);
    stopServices(services.dir);
  }
});
