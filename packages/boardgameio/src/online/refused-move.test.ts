// Moves the server refuses: a move the engine refuses is not announced to every client again
// (its state did not change), and a move with forged credentials leaves a log line.
import type { Move } from '@antarctica-game/engine';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { antarcticaGame } from '../antarctica-game.js';
import type { AntarcticaClientG } from '../client-state.js';
import { createTable } from './__fixtures__/lobby.js';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({
    port: 0,
    clientRoot: false,
    log: (line) => logLines.push(line),
    logLinesPerSecond: 100_000,
  });
});
afterAll(() => server.close());

interface RawSocket {
  emit(event: string, ...args: unknown[]): void;
  onAny(listener: (event: string, ...args: unknown[]) => void): void;
}

async function until(condition: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out: ${logLines.join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('refused moves send no frame to anyone, and forged credentials are logged', async () => {
  const table = await createTable(server.url, 2, { seed: 5 });
  const clients = ['0', '1'].map((playerID) => {
    const client = Client({
      game: antarcticaGame(),
      multiplayer: SocketIO({ server: server.url }),
      matchID: table.matchID,
      playerID,
      credentials: table.credentials[Number(playerID)]!,
      numPlayers: 2,
    });
    client.start();
    return client;
  });
  await until(() => clients.every((client) => client.getState() !== null));
  const frames = [0, 0];
  for (const [seat, client] of clients.entries()) {
    const socket = (client as unknown as { transport: { socket: RawSocket } }).transport.socket;
    socket.onAny((event) => {
      if (event === 'update') {
        frames[seat]!++;
      }
    });
  }
  const G = (seat: number) => clients[seat]!.getState()!.G as unknown as AntarcticaClientG;
  const decider = G(0).legalMoves.length > 0 ? 0 : 1;
  const legal: Move = G(decider).legalMoves[0]!;
  // Forty moves the engine refuses (a sail to no area), then one it takes.
  for (let i = 0; i < 40; i++) clients[decider]!.moves.sail!({ to: 99 });
  const { type, seat: _seat, ...args } = legal;
  clients[decider]!.moves[type]!(args);
  await until(() => clients.every((client) => client.getState()!._stateID === 1));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(logLines.filter((line) => line.startsWith('refused move sail')).length).toBeGreaterThan(0);
  expect(frames).toEqual([1, 1]);
  // A move with forged credentials: refused, and said so.
  const socket = (clients[1]! as unknown as { transport: { socket: RawSocket } }).transport.socket;
  const seat = String(Object.keys(clients[1]!.getState()!.ctx.activePlayers ?? { 0: null })[0]);
  socket.emit(
    'update',
    {
      type: 'MAKE_MOVE',
      payload: { type: 'pass', args: [], playerID: seat, credentials: 'forged' },
    },
    1,
    table.matchID,
    seat,
  );
  await until(() =>
    logLines.some(
      (line) =>
        line ===
        `refused update of match ${table.matchID}: wrong or missing credentials for seat ${seat}`,
    ),
  );
  expect(clients[1]!.getState()!._stateID).toBe(1);
  for (const client of clients) client.stop();
});

it('syncs and chat messages beyond five a second are refused and said so', async () => {
  const table = await createTable(server.url, 2, { seed: 6 });
  const client = Client({
    game: antarcticaGame(),
    multiplayer: SocketIO({ server: server.url }),
    matchID: table.matchID,
    playerID: '0',
    credentials: table.credentials[0]!,
    numPlayers: 2,
  });
  client.start();
  await until(() => client.getState() !== null);
  const socket = (client as unknown as { transport: { socket: RawSocket } }).transport.socket;
  const received = { sync: 0, chat: 0 };
  socket.onAny((event) => {
    if (event === 'sync' || event === 'chat') received[event]++;
  });
  for (let i = 0; i < 50; i++) {
    socket.emit('sync', table.matchID, '0', table.credentials[0]);
    socket.emit(
      'chat',
      table.matchID,
      { id: String(i), sender: '0', payload: 'hello' },
      table.credentials[0],
    );
  }
  await until(() =>
    ['syncs', 'chat messages'].every((kind) =>
      logLines.includes(
        `refused ${kind === 'syncs' ? 'sync' : 'chat'}: more than 5 ${kind} in a second`,
      ),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  // At most two seconds' worth (the 50 may straddle a second's end).
  expect(received.sync).toBeGreaterThan(0);
  expect(received.sync).toBeLessThanOrEqual(10);
  expect(received.chat).toBeGreaterThan(0);
  expect(received.chat).toBeLessThanOrEqual(10);
  client.stop();
});
