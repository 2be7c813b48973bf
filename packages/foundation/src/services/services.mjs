// Postgres and Redis for the tests and benches that need them (boardgameio's operator tests, the
// bots' queue mode), on this machine only: installs
// Debian's postgresql and redis-server with apt-get when they are missing and this runs as root
// (as scripts/ensure-chromium.mjs does for Chromium), then starts each on a free loopback port
// in a temporary folder, and stops them. Nothing is left running or listening elsewhere.
//
//   node services.mjs start          prints {"databaseUrl","redisUrl","dir"} and leaves them running
//   node services.mjs start-redis    prints {"redisUrl","dir"}: Redis alone
//   node services.mjs stop <dir>
//
// Tests import startServices() / startRedisService() / stopServices() instead
// (`@antarctica-game/foundation/services`).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function which(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** initdb and pg_ctl: on the PATH, or in Debian's versioned folder. */
function postgresBin(name) {
  const onPath = which(name);
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort().reverse()) {
    const candidate = path.join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Installs what is missing of `names` (as root with apt-get), or says how. */
export function ensureInstalled(names = ['postgresql', 'redis-server']) {
  const missing = [];
  if (names.includes('postgresql') && (!postgresBin('initdb') || !postgresBin('pg_ctl'))) {
    missing.push('postgresql');
  }
  if (names.includes('redis-server') && !which('redis-server')) missing.push('redis-server');
  if (missing.length === 0) return;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${missing.join(' and ')} needed for the server tests; install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')})`,
    );
  }
  console.log(`Installing ${missing.join(' and ')} for the server tests (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command, as the postgres user when this runs as root (Postgres refuses root). */
function asPostgres(command, args) {
  const [file, rest] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Starts Postgres and Redis on free loopback ports in a new temporary folder. */
export async function startServices() {
  ensureInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), 'antarctica-services-'));
  chmodSync(dir, 0o755);
  const pgData = path.join(dir, 'pg');
  const [pgPort, redisPort] = [await freePort(), await freePort()];
  if (isRoot) {
    execFileSync('mkdir', ['-p', pgData]);
    const { uid, gid } = userIds('postgres');
    chownSync(pgData, uid, gid);
  }
  asPostgres(postgresBin('initdb'), ['-D', pgData, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  startPostgres(dir, pgPort);
  launchRedis(dir, redisPort);
  await waitForRedis(dir);
  return {
    dir,
    databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
  };
}

/** Starts Redis alone on a free loopback port in a new temporary folder (no Postgres needed). */
export async function startRedisService() {
  ensureInstalled(['redis-server']);
  const dir = mkdtempSync(path.join(tmpdir(), 'antarctica-redis-'));
  const port = await freePort();
  launchRedis(dir, port);
  await waitForRedis(dir);
  return { dir, redisUrl: `redis://127.0.0.1:${port}` };
}

function startPostgres(dir, pgPort) {
  const pgData = path.join(dir, 'pg');
  asPostgres(postgresBin('pg_ctl'), [
    '-D',
    pgData,
    '-l',
    path.join(pgData, 'log'),
    '-w',
    '-o',
    `-p ${pgPort} -k ${pgData} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
}

function launchRedis(dir, redisPort) {
  execFileSync(which('redis-server'), [
    '--port',
    String(redisPort),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--pidfile',
    path.join(dir, 'redis.pid'),
    '--logfile',
    path.join(dir, 'redis.log'),
    '--dir',
    dir,
  ]);
}

/**
 * Stops one of the services of `startServices()` (an outage: Postgres stopped at once, Redis
 * killed) and resolves once it is down; `restartService` starts it again on the same port.
 */
export async function stopService(services, name) {
  if (name === 'postgres') {
    asPostgres(postgresBin('pg_ctl'), [
      '-D',
      path.join(services.dir, 'pg'),
      '-m',
      'immediate',
      '-w',
      'stop',
    ]);
    return;
  }
  const pidFile = path.join(services.dir, 'redis.pid');
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  process.kill(pid, 'SIGKILL');
  rmSync(pidFile, { force: true });
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts again a service stopped by {@link stopService}, on its port. */
export async function restartService(services, name) {
  if (name === 'postgres') {
    startPostgres(services.dir, Number(new URL(services.databaseUrl).port));
    return;
  }
  launchRedis(services.dir, Number(new URL(services.redisUrl).port));
  await waitForRedis(services.dir);
}

/** Stops what startServices() started in `dir` and removes the folder. */
export function stopServices(dir) {
  const pgData = path.join(dir, 'pg');
  if (existsSync(path.join(pgData, 'postmaster.pid'))) {
    try {
      asPostgres(postgresBin('pg_ctl'), ['-D', pgData, '-m', 'immediate', '-w', 'stop']);
    } catch {}
  }
  const pidFile = path.join(dir, 'redis.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    try {
      process.kill(pid, 'SIGTERM');
      // Redis writes its log as it shuts down: the folder goes once it has exited.
      const pause = new Int32Array(new SharedArrayBuffer(4));
      for (let i = 0; i < 100; i++) {
        process.kill(pid, 0);
        Atomics.wait(pause, 0, 0, 50);
      }
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
}

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} user: is postgresql installed?`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function waitForRedis(dir) {
  for (let i = 0; i < 100; i++) {
    if (existsSync(path.join(dir, 'redis.pid'))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not start (see ${path.join(dir, 'redis.log')})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start') console.log(JSON.stringify(await startServices()));
  else if (command === 'start-redis') console.log(JSON.stringify(await startRedisService()));
  else if (command === 'stop' && dir) stopServices(dir);
  else {
    console.error('Usage: node services.mjs start | start-redis | stop <dir>');
    process.exit(2);
  }
}
