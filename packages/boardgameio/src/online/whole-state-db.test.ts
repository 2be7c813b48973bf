// The server's owner reads whole states from `server.db`: an unseeded game (the server drew a
// secret seed) replays from its stored initial state and log to its stored state.
import { randomBot } from '@antarctica-game/bots';
import { applyMove, type Move } from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
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
  const recordUrl = `${server.url}/games/antarctica/${table.matchID}/record.agn`;
  // The record is served once the game is over, and not for a match that does not exist.
  expect((await fetch(recordUrl)).status).toBe(409);
  expect((await fetch(`${server.url}/games/antarctica/none/record.agn`)).status).toBe(404);
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

  // The game's record: it replays through the engine to the stored state, and its text holds no
  // seed (the server's is secret) but the chance outcomes the table saw.
  const response = await fetch(recordUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="antarctica-${table.matchID}.agn"`,
  );
  const text = await response.text();
  expect(text).not.toMatch(/\[Seed /);
  const { record, errors } = parseRecord(text);
  expect(errors).toEqual([]);
  const replayed = replayRecord(record!);
  expect(replayed.errors).toEqual([]);
  // A table's record states what the table saw, not the piles' order or a generator: the board,
  // the hands and the scores are the stored game's.
  const end = storedStateOf(replayed.states.at(-1)!);
  const G = stored.state.G as typeof end;
  for (const part of ['areas', 'tracks', 'ships', 'phase', 'ended'] as const)
    expect(end[part], part).toEqual(G[part]);
  // Resource Cards by how many: a table does not tell two cards of one kind apart.
  const hands = (state: typeof end) =>
    state.players.map((player) => ({ ...player, resourceCards: player.resourceCards.length }));
  expect(hands(end)).toEqual(hands(G));
  expect(replayed.scores).toEqual(
    (stored.state.ctx.gameover as { scores: unknown } | undefined)?.scores,
  );
});
