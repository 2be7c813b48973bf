#!/usr/bin/env node
// `pnpm serve`: boardgame.io's server with the lobby, on this machine only.
import { readServeOptions } from './serve-options.js';

// boardgame.io checks every state for JSON-safety and logs every refused action unless told it
// runs in production: a third of the server's time at load (see docs/online.md).
process.env.NODE_ENV ??= 'production';
const { startServer } = await import('./online/start-server.js');

const HELP = `Usage: antarctica-serve [--port <n>] [--host <address>] [--bot-pause <ms>]
                        [--matches-per-address <n>]

Starts boardgame.io's server for Antarctica with its lobby API and the client page, and prints
the page's URL.

  --port <n>         the port (default 8000, or the next free one; 0 for any free port)
  --host <address>   the interface to listen on (default 127.0.0.1, this machine only)
  --bot-pause <ms>   the bots' pause before each move (default 400; 0 plays at once)
  --matches-per-address <n>
                     matches being played that one client address may create (default 20)
  --help             print this help

Bot seats are played in this process by the project's bots, through boardgame.io's client.

Storage: boardgame.io's in-memory store (matches end with the process), unless DATABASE_URL
(Postgres) and REDIS_URL are both set: then matches are stored in Postgres and several
instances serve the same matches.
Exit codes: 0 stopped by a signal, 1 could not start, 2 bad options.`;

/** One line naming the mistake and --help, exit code 2 (the project's CLIs all do so). */
function fail(message: string): never {
  process.stderr.write(`antarctica-serve: ${message} (see --help)\n`);
  process.exit(2);
}

const read = readServeOptions(process.argv.slice(2));
if ('error' in read) fail(read.error);
if (read.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
const values = read;
const portGiven = values.port !== undefined;
const port = portGiven ? Number(values.port) : 8000;
if (portGiven && (!/^[0-9]{1,5}$/.test(values.port ?? '') || port > 65535))
  fail(`option --port takes a port number 0-65535, not ${JSON.stringify(values.port)}`);
const pauseText = values['bot-pause'] ?? '400';
if (!/^[0-9]{1,5}$/.test(pauseText))
  fail(`option --bot-pause takes milliseconds 0-99999, not ${JSON.stringify(pauseText)}`);
const botPauseMs = Number(pauseText);
const perAddressText = values['matches-per-address'] ?? '20';
if (!/^[1-9][0-9]{0,6}$/.test(perAddressText))
  fail(
    `option --matches-per-address takes a number 1-9999999, not ${JSON.stringify(perAddressText)}`,
  );

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
        botPauseMs,
        matchesPerAddress: Number(perAddressText),
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
  const page = running.pageUrl ?? 'no client page: build it with `pnpm build`';
  process.stdout.write(
    `Antarctica on boardgame.io: ${page} (lobby API ${running.url}/games/antarctica, storage ${running.storage})\n`,
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
