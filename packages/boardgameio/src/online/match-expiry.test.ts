// Matches end on their own: nobody joined, idle, finished (each with its time, short here).
import { randomBot } from '@antarctica-game/bots';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTable } from './__fixtures__/lobby.js';
import { playTable } from './__fixtures__/socket-seat.js';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({
    port: 0,
    clientRoot: false,
    log: (line) => logLines.push(line),
    // Wide apart, so that a loaded machine's slow join cannot look like an unjoined match; the
    // test waits for each end by polling rather than for a fixed time.
    matchExpiry: { unjoinedMs: 1500, idleMs: 5000, finishedMs: 300, sweepMs: 100 },
  });
});
afterAll(() => server.close());

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/games/antarctica${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, string>;
}
const stored = async (matchID: string) =>
  (await server.db.fetch(matchID, { metadata: true })).metadata !== undefined;
/** Waits until the match has left the store (a load-proof wait, within `timeout` ms). */
const gone = (matchID: string, timeout: number) =>
  expect.poll(() => stored(matchID), { timeout, interval: 100 }).toBe(false);

it('a match nobody joined ends, a joined one lives until idle', async () => {
  const { matchID: unjoined } = await post('/create', {
    numPlayers: 2,
    setupData: { bots: { '1': 'heuristic' } },
  });
  const { matchID: joined } = await post('/create', { numPlayers: 2, setupData: {} });
  await post(`/${joined}/join`, { playerID: '0', playerName: 'Ada' });
  await gone(unjoined!, 30_000);
  expect(logLines).toContain(`match ${unjoined} unjoined: it ends here`);
  expect(await stored(joined!)).toBe(true);
  await gone(joined!, 30_000);
  expect(logLines).toContain(`match ${joined} idle: it ends here`);
});

it('a finished match leaves the in-memory store, its first state and log too', async () => {
  const table = await createTable(server.url, 4, { seed: 3 });
  await playTable([server.url], table, 4, { makeBot: (seed) => randomBot({ seed }) });
  await gone(table.matchID, 30_000);
  // boardgame.io's wipe kept these for ever (about 70 KB a match).
  const left = await server.db.fetch(table.matchID, { initialState: true, log: true });
  expect(left.initialState).toBeUndefined();
  expect(left.log ?? []).toEqual([]);
  expect(logLines).toContain(`match ${table.matchID} finished: it ends here`);
});
