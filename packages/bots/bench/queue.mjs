// antarctica-sim on a BullMQ queue against the same study run here, in one run (docs/simulation.md,
// "On a cluster"). Redis is started on loopback by the foundation's services script; every
// command is the built CLI in a process of its own, as on a cluster. Run after a build:
//
//   node bench/queue.mjs speed   games/s: --workers 2 here, then the queue with 1, 2 and 4 worker
//                                processes; then the overhead per job (the same games in jobs of
//                                1 game and of BENCH_QUEUE_BIG games, 1 worker)
//   node bench/queue.mjs kill    2 workers, one SIGKILLed every BENCH_KILL_EVERY s (default 5)
//                                for BENCH_KILL_FOR s (default 60) and started again; the result
//                                must equal the run here byte for byte
//
// BENCH_QUEUE_GAMES (default 200) sets the study (two heuristic bots), BENCH_QUEUE_JOB the job
// size (default 20). Each way runs once: the figures vary with the machine's load, printed too.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startRedisService, stopServices } from '@antarctica-game/foundation/services';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const games = Number(process.env.BENCH_QUEUE_GAMES ?? 200);
const jobGames = Number(process.env.BENCH_QUEUE_JOB ?? 20);
const mode = process.argv[2] ?? 'speed';

function command(args) {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const done = new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

async function timed(args) {
  const began = performance.now();
  const { code, stdout, stderr } = await command(args).done;
  if (code !== 0) throw new Error(`antarctica-sim ${args.join(' ')}: exit ${code}\n${stderr}`);
  return { seconds: (performance.now() - began) / 1000, stdout };
}

const study = (n, seed = 'queue-bench') => [
  '--games',
  String(n),
  '--bots',
  'heuristic',
  '--seed',
  seed,
  '--json',
  '--quiet',
];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const redis = await startRedisService();
const queue = (name, size) => [
  '--queue',
  redis.redisUrl,
  '--queue-name',
  name,
  '--job-games',
  String(size),
];
const workers = [];
function startWorkers(count, name, stalled = 30) {
  for (let i = 0; i < count; i++)
    workers.push(
      command([
        'worker',
        '--queue',
        redis.redisUrl,
        '--queue-name',
        name,
        '--stalled-seconds',
        String(stalled),
        '--quiet',
      ]).child,
    );
}
/** Waits until `count` workers are connected (so that their start-up is not timed). */
async function workersReady(name, count) {
  for (;;) {
    const { stdout } = await command([
      'status',
      '--queue',
      redis.redisUrl,
      '--queue-name',
      name,
      '--json',
    ]).done;
    if (JSON.parse(stdout).workers.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
async function stopWorkers() {
  const exits = workers.map((child) =>
    child.exitCode === null && child.signalCode === null
      ? new Promise((resolve) => child.on('exit', resolve))
      : null,
  );
  for (const child of workers) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(exits);
  workers.length = 0;
}

try {
  console.log(`${new Date().toISOString()} load ${load()}; ${games} games, jobs of ${jobGames}`);
  const here = await timed([...study(games), '--workers', '2']);
  console.log(
    `here --workers 2: ${(games / here.seconds).toFixed(1)} games/s (${here.seconds.toFixed(1)} s)`,
  );
  if (mode === 'speed') {
    for (const count of [1, 2, 4]) {
      const name = `bench-${count}`;
      startWorkers(count, name);
      await workersReady(name, count);
      const run = await timed([...study(games), ...queue(name, jobGames)]);
      await stopWorkers();
      const same = run.stdout === here.stdout ? 'same result' : 'RESULT DIFFERS';
      console.log(
        `queue, ${count} worker process${count > 1 ? 'es' : ''}: ${(games / run.seconds).toFixed(1)} games/s (${run.seconds.toFixed(1)} s, ${(here.seconds / run.seconds).toFixed(2)}x of here), ${same}`,
      );
    }
    // Overhead per job: the same games in jobs of 1 and of `big` games, on one worker.
    const big = Number(process.env.BENCH_QUEUE_BIG ?? 50);
    const small = Math.min(games, 100);
    startWorkers(1, 'bench-overhead');
    await workersReady('bench-overhead', 1);
    const ones = await timed([...study(small, 'overhead'), ...queue('bench-overhead', 1)]);
    const bigs = await timed([...study(small, 'overhead'), ...queue('bench-overhead', big)]);
    await stopWorkers();
    const jobsSaved = small - Math.ceil(small / big);
    const perJob = (ones.seconds - bigs.seconds) / jobsSaved;
    const perGame = bigs.seconds / small;
    console.log(
      `overhead: ${small} games in jobs of 1: ${ones.seconds.toFixed(1)} s, of ${big}: ${bigs.seconds.toFixed(1)} s -> ${(perJob * 1000).toFixed(1)} ms per job, ${(perGame * 1000).toFixed(1)} ms per game; under 5 % from ${Math.max(1, Math.ceil(perJob / (0.05 * perGame)))} games per job`,
    );
  } else {
    const every = Number(process.env.BENCH_KILL_EVERY ?? 5);
    const during = Number(process.env.BENCH_KILL_FOR ?? 60);
    startWorkers(2, 'bench-kill', 5);
    await workersReady('bench-kill', 2);
    const began = performance.now();
    const submitted = command([...study(games), ...queue('bench-kill', jobGames)]);
    let kills = 0;
    let finished = false;
    submitted.done.then(() => {
      finished = true;
    });
    while (!finished && performance.now() - began < during * 1000) {
      await new Promise((resolve) => setTimeout(resolve, every * 1000));
      if (finished) break;
      const victim = workers.shift();
      victim.kill('SIGKILL');
      kills++;
      startWorkers(1, 'bench-kill', 5);
    }
    const { code, stdout } = await submitted.done;
    const seconds = (performance.now() - began) / 1000;
    await stopWorkers();
    console.log(
      `kill test: ${kills} workers SIGKILLed, study done in ${seconds.toFixed(1)} s (exit ${code}), ${stdout === here.stdout ? 'byte-identical to the run here' : 'RESULT DIFFERS'}`,
    );
    if (stdout !== here.stdout) process.exitCode = 1;
  }
  console.log(`${new Date().toISOString()} load ${load()}`);
} finally {
  await stopWorkers();
  stopServices(redis.dir);
}
