#!/usr/bin/env node
// `pnpm serve`: boardgame.io's server with the lobby, on this machine only.
import { parseArgs } from 'node:util';

// boardgame.io checks every state for JSON-safety and logs every refused action unless told it
// runs in production: a third of the server's time at load (see docs/online.md).
process.env.NODE_ENV ??= 'production';
const { startServer } = await import('./server/start-server.js');

const HELP = `Usage: antarctica-serve [--port <n>] [--host <address>]

Starts boardgame.io's server for Antarctica with its lobby API and prints its URL.

  --port <n>         the port (default 8000, or the next free one; 0 for any free port)
  --host <address>   the interface to listen on (default 127.0.0.1, this machine only)
  --help             print this help

Storage: boardgame.io's in-memory store (matches end with the process), unless DATABASE_URL
(Postgres) and REDIS_URL are both set: then matches are stored in Postgres and several
instances serve the same matches.
Exit codes: 0 stopped by a signal, 1 could not start, 2 bad options.`;

function fail(message: string): never {
  process.stderr.write(`antarctica-serve: ${message} (see --help)\n`);
  process.exit(2);
}

// An option is never taken as another option's value (`--port --host` is an error).
const argv = process.argv.slice(2);
for (const [index, arg] of argv.entries()) {
  if ((arg === '--port' || arg === '--host') && (argv[index + 1] ?? '--').startsWith('--')) {
    fail(`option ${arg} needs a value`);
  }
}

let values: { port?: string; host?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail((error as Error).message.split('\n')[0] ?? 'bad options');
}
if (values.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
const portGiven = values.port !== undefined;
const port = portGiven ? Number(values.port) : 8000;
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be 0-65535, not ${values.port}`);

// A closed standard output (`antarctica-serve | head -c 0`) must not stop the server.
process.stdout.on('error', () => {});

const env = process.env;
try {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  // Without --port, take the next free port after 8000, as `pnpm start` does.
  for (let attempt = 0; server === undefined; attempt++) {
    try {
      server = await startServer({
        port: port === 0 ? 0 : port + attempt,
        ...(values.host !== undefined ? { host: values.host } : {}),
        ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
        ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'EADDRINUSE' || portGiven || attempt >= 20) throw error;
    }
  }
  const running = server;
  process.stdout.write(
    `Antarctica on boardgame.io: ${running.url} (lobby API ${running.url}/games/antarctica, storage ${running.storage})\n`,
  );
  const stop = () => {
    // Open sockets can hold a clean close back: give it two seconds.
    setTimeout(() => process.exit(0), 2000).unref();
    running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  process.stderr.write(`antarctica-serve: could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
