// Limits of the lobby: names of at most 40 characters, seats' data bounded.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, clientRoot: false, log: () => {} });
});
afterAll(() => server.close());

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/games/antarctica${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

it('takes names of at most 40 characters and bounded seat data', async () => {
  const { text } = await post('/create', { numPlayers: 2, setupData: {} });
  const { matchID } = JSON.parse(text) as { matchID: string };
  const long = await post(`/${matchID}/join`, { playerID: '0', playerName: 'x'.repeat(41) });
  expect(long).toEqual({ status: 400, text: 'a player name has at most 40 characters' });
  const data = await post(`/${matchID}/join`, {
    playerID: '0',
    playerName: 'Ada',
    data: { note: 'y'.repeat(2000) },
  });
  expect(data.status).toBe(400);
  const joined = await post(`/${matchID}/join`, { playerID: '0', playerName: 'é'.repeat(40) });
  expect(joined.status).toBe(200);
  const { playerCredentials } = JSON.parse(joined.text) as { playerCredentials: string };
  const renamed = await post(`/${matchID}/update`, {
    playerID: '0',
    credentials: playerCredentials,
    newName: 'z'.repeat(200_000),
  });
  expect(renamed.status).toBe(400);
  const { metadata } = await server.db.fetch(matchID, { metadata: true });
  expect(metadata?.players[0]?.name).toBe('é'.repeat(40));
});

it('lets one address create so many matches being played, then answers 429', async () => {
  const small = await startServer({
    port: 0,
    clientRoot: false,
    log: () => {},
    matchesPerAddress: 2,
  });
  const create = () =>
    fetch(`${small.url}/games/antarctica/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2 }),
    });
  expect((await create()).status).toBe(200);
  expect((await create()).status).toBe(200);
  const refused = await create();
  expect(refused.status).toBe(429);
  expect(await refused.text()).toBe(
    'at most 2 matches being played may be created from one address',
  );
  await small.close();
});
