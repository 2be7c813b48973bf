// The server's owner reads whole states from `server.db`: an unseeded game (the server drew a
// secret seed) replays from its stored initial state and log to its stored state.
import { randomBot } from '@antarctica-game/bots';
import { applyMove, type Move } from '@antarctica-game/engine';
import type { LogEntry, State } from 'boardgame.io';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gameStateOf, storedStateOf } from '../stored-state.js';
import { createTable } from './__fixtures__/lobby.js';
import { playTable } from './__fixtures__/socket-seat.js';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, clientRoot: false, log: () => {} });
});
afterAll(() => server.close());

it('an unseeded in-memory game replays from server.db to its stored state', async () => {
  const table = await createTable(server.url, 4, {});
  await playTable([server.url], table, 11, { makeBot: (seed) => randomBot({ seed }) });
  const stored = (await server.db.fetch(table.matchID, {
    state: true,
    log: true,
    initialState: true,
  })) as { state: State; log: LogEntry[]; initialState: State };
  expect(stored.state.ctx.gameover).toBeDefined();
  // The whole first state: the piles in order and the random generator.
  let game = gameStateOf(stored.initialState.G, []);
  expect(Array.isArray(game.piles.basic)).toBe(true);
  for (const entry of stored.log) {
    if (entry.action.type !== 'MAKE_MOVE') continue;
    const { type, args, playerID } = entry.action.payload;
    game = applyMove(game, { ...(args?.[0] ?? {}), type, seat: Number(playerID) } as Move);
  }
  expect(storedStateOf(game)).toEqual(stored.state.G);
});
