// A fast honest client, one that answers each state at once and never asks again, over the
// move limit: its moves wait in order rather than being dropped, and the game ends.
import type { Move } from '@antarctica-game/engine';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { antarcticaGame } from '../antarctica-game.js';
import { type AntarcticaClientG, moveArguments } from '../client-state.js';
import { createTable } from './__fixtures__/lobby.js';
import { replayStored } from './__fixtures__/replay.js';
import { type RunningServer, startServer } from './start-server.js';

// One move a second for each socket: a client answers each state at once, so a seat's second move
// of a turn comes within the second unless a round trip takes a whole second. A higher limit let a
// client slowed by a loaded machine (load 40) stay under it, and nothing was held to check.
const MOVES_PER_SECOND = 1;
let server: RunningServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({
    port: 0,
    clientRoot: false,
    movesPerSecond: MOVES_PER_SECOND,
    log: (line) => logLines.push(line),
  });
});
afterAll(() => server.close());

it('a client answering each state at once over the limit is slowed, not stalled', async () => {
  const seed = 9;
  const table = await createTable(server.url, 2, { seed });
  const clients = ['0', '1'].map((playerID) => {
    const client = Client({
      game: antarcticaGame(),
      multiplayer: SocketIO({ server: server.url }),
      matchID: table.matchID,
      playerID,
      credentials: table.credentials[Number(playerID)]!,
      numPlayers: 2,
    });
    let sentAt = -1;
    client.subscribe((state) => {
      const G = state?.G as unknown as AntarcticaClientG | undefined;
      if (!state || !G || state.ctx.gameover !== undefined || state._stateID === sentAt) return;
      const move: Move | undefined =
        G.legalMoves[state._stateID % Math.max(1, G.legalMoves.length)];
      if (move === undefined) return;
      sentAt = state._stateID;
      client.moves[move.type]!(moveArguments(move));
    });
    client.start();
    return client;
  });
  const deadline = Date.now() + 120_000;
  let over = false;
  while (!over && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    over = clients.every((client) => client.getState()?.ctx.gameover !== undefined);
  }
  for (const client of clients) client.stop();
  const { stored } = await replayStored(server.db, table.matchID, seed, 2);
  expect(stored.ctx.gameover, `stood still at state ${stored._stateID}`).toBeDefined();
  // The game went faster than the limit allows one socket: moves were held, and said so.
  expect(
    logLines.some((line) =>
      new RegExp(
        `^moves of seat [01] of match ${table.matchID} over ${MOVES_PER_SECOND} a second: held`,
      ).test(line),
    ),
  ).toBe(true);
  expect(logLines.filter((line) => line.startsWith('refused'))).toEqual([]);
}, 180_000);
