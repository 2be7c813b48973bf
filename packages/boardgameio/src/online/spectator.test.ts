// A client with no player id and no credentials watches a game: it receives, at every state,
// what every player sees (the spectator view).
import { randomBot } from '@antarctica-game/bots';
import { applyMove, newGame } from '@antarctica-game/engine';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { antarcticaGame } from '../antarctica-game.js';
import { type AntarcticaClientG, clientStateOf } from '../client-state.js';
import { storedStateOf } from '../stored-state.js';
import { createTable } from './__fixtures__/lobby.js';
import { replayStored } from './__fixtures__/replay.js';
import { playTable } from './__fixtures__/socket-seat.js';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({ port: 0, clientRoot: false, log: (line) => logLines.push(line) });
});
afterAll(() => server.close());

it('a spectator sees every state of a game as every player sees it', async () => {
  const seed = 77;
  const table = await createTable(server.url, 4, { seed });
  const spectator = Client({
    game: antarcticaGame(),
    multiplayer: SocketIO({ server: server.url }),
    matchID: table.matchID,
    numPlayers: 4,
  });
  const seen = new Map<number, AntarcticaClientG>();
  spectator.subscribe((state) => {
    if (state) seen.set(state._stateID, state.G as unknown as AntarcticaClientG);
  });
  spectator.start();
  await playTable([server.url], table, 3, { makeBot: (botSeed) => randomBot({ seed: botSeed }) });
  const { stored, moves } = await replayStored(server.db, table.matchID, seed, 4);
  const end = Date.now() + 10_000;
  while (!seen.has(stored._stateID) && Date.now() < end)
    await new Promise((resolve) => setTimeout(resolve, 20));
  spectator.stop();
  let state = newGame({ players: 4, seed });
  const states = [state];
  for (const { move } of moves) {
    state = applyMove(state, move);
    states.push(state);
  }
  expect(seen.size).toBeGreaterThan(moves.length / 2);
  for (const [stateID, G] of seen) {
    expect(G.view?.viewer).toBe(-1);
    expect(G).toEqual(clientStateOf(storedStateOf(states[stateID]!), null, []));
  }
  expect(seen.get(stored._stateID)).toEqual(clientStateOf(stored.G, null, []));
  expect(logLines.filter((line) => line.includes('sync'))).toEqual([]);
});
