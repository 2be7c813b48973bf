import { applyMove, type GameState, type Move, newGame } from '@antarctica-game/engine';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antarcticaGame } from '../antarctica-game.js';
import { clientStateOf } from '../client-state.js';
import { storedStateOf } from '../stored-state.js';
import { createTable } from './__fixtures__/lobby.js';
import { replayStored } from './__fixtures__/replay.js';
import { type Frame, playTable } from './__fixtures__/socket-seat.js';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startServer({
    port: 0,
    log: (line) => logLines.push(line),
    // Every refusal's line, for the checks below (the server writes at most 20 a second).
    logLinesPerSecond: 100_000,
  });
});
afterAll(() => server.close());

const HIDDEN = new Set(['takeShipyardCard', 'draftPick', 'drawDraftCards']);

/** Every state of the stored game by state id (no move was refused: one id per move). */
function statesOf(seed: number, moves: Array<{ move: Move }>): GameState[] {
  const states = [newGame({ players: 4, seed })];
  for (const { move } of moves) states.push(applyMove(states[states.length - 1]!, move));
  return states;
}

describe('the server over sockets (in-memory store)', () => {
  it('a four-player bot game: every frame a client receives holds only what its player may see', async () => {
    const seed = 31;
    const table = await createTable(server.url, 4, { seed });
    const frames: Frame[][] = [[], [], [], []];
    const results = await playTable([server.url], table, 0, {
      onFrame: (frame) => frames[Number(frame.seat)]!.push(frame),
    });
    const { stored, replayed, moves } = await replayStored(server.db, table.matchID, seed, 4);
    expect(stored.G).toEqual(replayed);
    expect(stored.ctx.gameover).toBeDefined();
    const states = statesOf(seed, moves);
    for (let seat = 0; seat < 4; seat++) {
      expect(results[seat]!.final.G).toEqual(clientStateOf(stored.G, String(seat), []));
      let checked = 0;
      for (const { event, args } of frames[seat]!) {
        const text = JSON.stringify(args);
        // The random generator's state and whole piles never travel.
        expect(text).not.toContain('"rng"');
        expect(text).not.toContain('"resourcePile":[');
        if (event === 'sync') {
          const info = args[1] as {
            state: { G: unknown; _stateID: number };
            initialState: { G: unknown };
            log: LogLike[];
          };
          expect(info.initialState.G).toEqual(clientStateOf(storedStateOf(states[0]!), null, []));
          expect(info.state.G).toEqual(
            clientStateOf(storedStateOf(states[info.state._stateID]!), String(seat), []),
          );
          checkLog(info.log, seat);
          checked++;
        } else if (event === 'update') {
          const state = args[1] as { G: unknown; _stateID: number };
          expect(state.G).toEqual(
            clientStateOf(storedStateOf(states[state._stateID]!), String(seat), []),
          );
          checkLog(args[2] as LogLike[], seat);
          checked++;
        } else {
          expect(['matchData', 'chat']).toContain(event);
        }
      }
      expect(checked).toBeGreaterThan(moves.length / 2);
    }
  });

  it('hostile clients are refused, nothing changes, and the other games go on', async () => {
    const victim = await createTable(server.url, 4, { seed: 41 });
    const other = await createTable(server.url, 4, { seed: 42 });
    // The other game is played by bots all along.
    const playing = playTable([server.url], other, 1);
    const first = newGame({ players: 4, seed: 41 });
    const decider = String(
      (await server.db.fetch(victim.matchID, { state: true })).state!.ctx.activePlayers
        ? Object.keys(
            (await server.db.fetch(victim.matchID, { state: true })).state!.ctx.activePlayers!,
          )[0]
        : '0',
    );
    const seat = Number(decider);
    const client = Client({
      game: antarcticaGame(),
      multiplayer: SocketIO({ server: server.url }),
      matchID: victim.matchID,
      playerID: decider,
      credentials: victim.credentials[seat]!,
      numPlayers: 4,
    });
    client.start();
    await until(() => client.getState() !== null);
    // One legal move, to have a past move to replay.
    const legal = (client.getState()!.G as unknown as { legalMoves: Move[] }).legalMoves;
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[0]!;
    const { type, seat: _seat, ...args } = move;
    client.moves[type]!(args);
    await until(() => client.getState()!._stateID === 1);
    const before = (await server.db.fetch(victim.matchID, { state: true, log: true })) as Stored;
    const socket = (client as unknown as { transport: { socket: RawSocket } }).transport.socket;
    const moveAction = (payload: Record<string, unknown>) => ({ type: 'MAKE_MOVE', payload });
    const creds = victim.credentials[seat]!;
    // The decider now (the same seat after sailing), its credentials, and another seat.
    const now = String(Object.keys(before.state.ctx.activePlayers ?? { [decider]: null })[0]);
    const nowCreds = victim.credentials[Number(now)]!;
    const otherSeat = String((Number(now) + 1) % 4);
    const end = (payload: Record<string, unknown>) =>
      moveAction({ type: 'endTurn', args: [{}], ...payload });
    const sends: unknown[][] = [
      // moves for another seat: in its name with one's own credentials, or in one's own name for it
      [end({ playerID: otherSeat, credentials: nowCreds }), 1, victim.matchID, otherSeat],
      [end({ playerID: otherSeat, credentials: nowCreds }), 1, victim.matchID, now],
      [
        moveAction({
          type: 'endTurn',
          args: [{ seat: Number(otherSeat) }],
          playerID: now,
          credentials: nowCreds,
        }),
        1,
        victim.matchID,
        now,
      ],
      // forged credentials
      [end({ playerID: now, credentials: 'forged' }), 1, victim.matchID, now],
      [end({ playerID: now }), 1, victim.matchID, now],
      // malformed payloads: a whole forged state, a patch, events, arguments, garbage
      [
        {
          type: 'UPDATE',
          state: { G: {}, ctx: {}, _stateID: 1 },
          payload: { credentials: nowCreds },
        },
        1,
        victim.matchID,
        now,
      ],
      [
        {
          type: 'PATCH',
          patch: [{ op: 'replace', path: '/G/sun', value: 0 }],
          payload: { credentials: nowCreds },
        },
        1,
        victim.matchID,
        now,
      ],
      [
        {
          type: 'GAME_EVENT',
          payload: { type: 'endGame', args: [], playerID: now, credentials: nowCreds },
        },
        1,
        victim.matchID,
        now,
      ],
      [
        moveAction({ type: 'build', args: ['basic'], playerID: now, credentials: nowCreds }),
        1,
        victim.matchID,
        now,
      ],
      [
        moveAction({
          type: 'build',
          args: [{ deck: 'nonsense', track: 99 }],
          playerID: now,
          credentials: nowCreds,
        }),
        1,
        victim.matchID,
        now,
      ],
      [
        moveAction({ type: 'toString', args: [], playerID: now, credentials: nowCreds }),
        1,
        victim.matchID,
        now,
      ],
      [null, 1, victim.matchID, now],
      ['garbage', 'x', 42, {}],
      // the move already played, sent again at its old state id
      [
        moveAction({ type, args: [args], playerID: decider, credentials: creds }),
        0,
        victim.matchID,
        decider,
      ],
    ];
    for (const packet of sends) socket.emit('update', ...packet);
    // a flood: the same move, hundreds of times
    for (let i = 0; i < 500; i++)
      socket.emit(
        'update',
        moveAction({ type, args: [args], playerID: decider, credentials: creds }),
        0,
        victim.matchID,
        decider,
      );
    // At least 1.5 s for the server to go through the flood, and until it has logged both kinds
    // of refusal: on a loaded machine the logs could come after a fixed 1.5 s.
    const settled = new Promise((resolve) => setTimeout(resolve, 1500));
    await until(
      () =>
        logLines.some((line) => line.startsWith('refused update: an action that is not a move')) &&
        logLines.some((line) => line.includes('more than 50 moves in a second')),
      60_000,
    );
    await settled;
    const after = (await server.db.fetch(victim.matchID, { state: true, log: true })) as Stored;
    expect(after.state._stateID).toBe(1);
    expect(after.state.G).toEqual(before.state.G);
    expect(after.state.ctx).toEqual(before.state.ctx);
    expect(after.log).toEqual(before.log);
    expect(after.state.G).toEqual(storedStateOf(applyMove(first, move)));
    expect(
      logLines.some((line) => line.startsWith('refused update: an action that is not a move')),
    ).toBe(true);
    expect(logLines.some((line) => line.includes('more than 50 moves in a second'))).toBe(true);
    client.stop();
    // The other game went on and ended as the engine plays it.
    await playing;
    const { stored, replayed } = await replayStored(server.db, other.matchID, 42, 4);
    expect(stored.G).toEqual(replayed);
    expect(stored.ctx.gameover).toBeDefined();
  });
});

interface LogLike {
  action: { type: string; payload: { type: string; args: unknown; playerID: string } };
}
interface Stored {
  state: { G: unknown; ctx: { activePlayers: Record<string, unknown> | null }; _stateID: number };
  log: unknown[];
}
interface RawSocket {
  emit(event: string, ...args: unknown[]): void;
}

/** Moves whose arguments name a card hidden from the others reach the others without them. */
function checkLog(log: LogLike[] | undefined, seat: number) {
  for (const entry of log ?? []) {
    const { type, args, playerID } = entry.action.payload;
    if (entry.action.type === 'MAKE_MOVE' && HIDDEN.has(type) && Number(playerID) !== seat) {
      expect(args).toBeNull();
    }
  }
}

async function until(condition: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
