// Operator test: every HTTP route that reads the store, while Postgres is away answers 503 with a JSON body, a stable
// code and a retry hint (no stack trace), and a log line; with Redis away the lobby answers as
// usual; once Postgres is back, the lobby works again. Postgres and Redis are the real ones of
// scripts/services.mjs, stopped and started again.
import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  restartService,
  type Services,
  startServices,
  stopService,
  stopServices,
} from '../../scripts/services.mjs';
import { lobbyProblem } from '../page/lobby-problem.js';
import { type RunningServer, startServer } from './start-server.js';

let services: Services;
let server: RunningServer;
const lines: string[] = [];
let matchID = '';
let credentials = '';

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { response, text: await response.text() };
}

/** Every HTTP route of the server that reads the store, with a body each would take. */
const routes = () =>
  [
    ['GET', '/games/antarctica'],
    ['GET', `/games/antarctica/${matchID}`],
    ['GET', `/games/antarctica/${matchID}/record.agn`],
    ['POST', '/games/antarctica/create', { numPlayers: 2 }],
    ['POST', `/games/antarctica/${matchID}/join`, { playerID: '1', playerName: 'Bea' }],
    ['POST', `/games/antarctica/${matchID}/update`, { playerID: '0', credentials, newName: 'Al' }],
    ['POST', `/games/antarctica/${matchID}/rename`, { playerID: '0', credentials, newName: 'Al' }],
    ['POST', `/games/antarctica/${matchID}/leave`, { playerID: '0', credentials }],
    ['POST', `/games/antarctica/${matchID}/playAgain`, { playerID: '0', credentials }],
  ] as const;

beforeAll(async () => {
  services = await startServices();
  server = await startServer({
    port: 0,
    clientRoot: false,
    databaseUrl: services.databaseUrl,
    redisUrl: services.redisUrl,
    log: (line) => lines.push(line),
  });
  const created = await call('POST', '/games/antarctica/create', { numPlayers: 2 });
  matchID = (JSON.parse(created.text) as { matchID: string }).matchID;
  const joined = await call('POST', `/games/antarctica/${matchID}/join`, {
    playerID: '0',
    playerName: 'Ann',
  });
  credentials = (JSON.parse(joined.text) as { playerCredentials: string }).playerCredentials;
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (services) stopServices(services.dir);
});

describe('the lobby while the store is away', () => {
  it('with Redis away every route answers as usual', async () => {
    await stopService(services, 'redis');
    try {
      for (const [method, path] of [...routes().slice(0, 2), ['GET', '/games']] as const) {
        expect((await call(method, path)).response.status, `${method} ${path}`).toBe(200);
      }
    } finally {
      await restartService(services, 'redis');
    }
  }, 60_000);

  it('with Postgres away every route answers 503 store-unavailable, then works again', async () => {
    await stopService(services, 'postgres');
    try {
      for (const [method, path, body] of routes()) {
        const before = lines.length;
        const { response, text } = await call(method, path, body);
        expect(response.status, `${method} ${path}: ${text}`).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(JSON.parse(text)).toEqual({
          code: 'store-unavailable',
          error: 'The match store is not answering; try again shortly.',
          retryAfterSeconds: 5,
        });
        expect(text).not.toMatch(/\bat \S+:\d+/);
        expect(lines.slice(before).join('\n')).toContain(
          `${method} ${path} failed, the store is away: Sequelize`,
        );
      }
      // The client page, through boardgame.io's lobby client, shows the server's sentence.
      const failed = await new LobbyClient({ server: server.url })
        .createMatch('antarctica', { numPlayers: 2 })
        .catch((error: unknown) => error);
      expect(lobbyProblem(failed)).toBe('The match store is not answering; try again shortly.');
      // The list of games needs no store.
      expect((await call('GET', '/games')).text).toBe('["antarctica"]');
    } finally {
      await restartService(services, 'postgres');
    }
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await call('POST', '/games/antarctica/create', { numPlayers: 2 })).response.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await call('GET', `/games/antarctica/${matchID}`)).response.status).toBe(200);
  }, 120_000);
});
