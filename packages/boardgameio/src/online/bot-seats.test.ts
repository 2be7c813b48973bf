import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayStored } from './__fixtures__/replay.js';
import { playSeat } from './__fixtures__/socket-seat.js';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer;
let folder: string;
const logLines: string[] = [];
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'antarctica-page-'));
  const pageRoot = join(folder, 'page');
  await mkdir(pageRoot);
  await writeFile(join(folder, 'secret.txt'), 'not for the web');
  await writeFile(join(pageRoot, 'index.html'), '<!doctype html><title>page</title>');
  server = await startServer({ port: 0, clientRoot: pageRoot, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as never };
}

describe('bot seats played by the server', () => {
  it('seats the bots of setupData.bots at creation, keeps their credentials, and plays them to the end', async () => {
    const seed = 5;
    const created = await post('/games/antarctica/create', {
      numPlayers: 3,
      setupData: { seed, bots: { '1': 'heuristic', '2': 'heuristic' } },
    });
    expect(created.status).toBe(200);
    const { matchID } = created.body as { matchID: string };
    const listed = (await (await fetch(`${server.url}/games/antarctica/${matchID}`)).json()) as {
      players: Array<{ id: number; name?: string; data?: unknown; credentials?: string }>;
    };
    expect(listed.players).toEqual([
      { id: 0 },
      { id: 1, name: 'Heuristic bot', data: { bot: 'heuristic' } },
      { id: 2, name: 'Heuristic bot', data: { bot: 'heuristic' } },
    ]);
    // A bot's seat is taken: nobody can join it.
    const taken = await post(`/games/antarctica/${matchID}/join`, {
      playerID: '1',
      playerName: 'Mallory',
    });
    expect(taken.status).toBe(409);
    const joined = await post(`/games/antarctica/${matchID}/join`, {
      playerID: '0',
      playerName: 'Ada',
    });
    const credentials = (joined.body as { playerCredentials: string }).playerCredentials;
    const result = await playSeat({
      servers: [server.url],
      matchID,
      playerID: '0',
      credentials,
      seed: 1,
    });
    expect(result.final.ctx.gameover).toBeDefined();
    // Every move, the bots' too, went through the engine: the store replays to the same end.
    const { stored, replayed, moves } = await replayStored(server.db, matchID, seed, 3);
    expect(stored.G).toEqual(replayed);
    expect(new Set(moves.map(({ move }) => move.seat))).toEqual(new Set([0, 1, 2]));
    expect(logLines.filter((line) => line.startsWith('bot seat'))).toEqual([]);
  });

  it('plays an MCTS seat too (a quarter of a second a move)', async () => {
    const created = await post('/games/antarctica/create', {
      numPlayers: 2,
      setupData: { seed: 8, bots: { '0': 'mcts' } },
    });
    const { matchID } = created.body as { matchID: string };
    const joined = await post(`/games/antarctica/${matchID}/join`, {
      playerID: '1',
      playerName: 'Ada',
    });
    const credentials = (joined.body as { playerCredentials: string }).playerCredentials;
    const result = await playSeat({
      servers: [server.url],
      matchID,
      playerID: '1',
      credentials,
      seed: 2,
    });
    expect(result.final.ctx.gameover).toBeDefined();
    const { stored, replayed, moves } = await replayStored(server.db, matchID, 8, 2);
    expect(stored.G).toEqual(replayed);
    expect(moves.some(({ move }) => move.seat === 0)).toBe(true);
  });

  it('refuses a match whose bots leave no seat to a person', async () => {
    const refused = await post('/games/antarctica/create', {
      numPlayers: 2,
      setupData: { bots: { '0': 'heuristic', '1': 'mcts' } },
    });
    expect(refused.status).toBe(400);
  });
});

describe('the client page route', () => {
  it('serves the page at / and leaves the lobby API and unknown paths alone', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>page</title>');
    expect((await fetch(`${server.url}/games`)).status).toBe(200);
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    // No way out of the page's folder.
    expect((await fetch(`${server.url}/..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/%2e%2e%2fsecret.txt`)).status).toBe(404);
    expect(server.pageUrl).toBe(`${server.url}/`);
  });
});
