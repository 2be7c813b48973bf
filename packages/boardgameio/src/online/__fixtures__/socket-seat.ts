// A seat played over boardgame.io's socket client by one of the project's bots, as a remote
// player would: it acts only when its G lists legal moves, moves to another server when its
// server goes away, and asks again (a new sync) when a move it sent got no answer or when the
// game has been silent for long.
import { type Bot, heuristicBot } from '@antarctica-game/bots';
import type { Move } from '@antarctica-game/engine';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { antarcticaGame } from '../../antarctica-game.js';
import { chooseMove } from '../../bot-class.js';
import type { AntarcticaClientG } from '../../client-state.js';
import { moveArguments } from '../../client-state.js';

export interface Frame {
  /** The player whose socket received it. */
  seat: string;
  event: string;
  args: unknown[];
}

export interface SeatOptions {
  servers: string[];
  matchID: string;
  playerID: string;
  credentials: string;
  seed: number;
  /** The bot of this seat, from its seed (default: the heuristic bot). */
  makeBot?: (seed: number) => Bot;
  /** Every frame this seat's sockets receive. */
  onFrame?: (frame: Frame) => void;
  /** Resync after this long without an answer to a move (ms). */
  stallMs?: number;
  /** Gives up after this long (ms). */
  timeoutMs?: number;
}

export interface SeatResult {
  /** The moves this seat sent that the server took, by the state id they were sent at. */
  accepted: Array<{ stateID: number; move: Move }>;
  final: { G: AntarcticaClientG; ctx: { gameover?: unknown }; _stateID: number };
  reconnections: number;
  /** The server it started at (its first connection). */
  firstServer: string;
  /** Latency of each accepted move: sent to the next state seen (ms). */
  latencies: number[];
}

type BgioClient = ReturnType<typeof Client>;

export function playSeat(options: SeatOptions): Promise<SeatResult> {
  const bot = (options.makeBot ?? ((seed) => heuristicBot({ seed })))(options.seed);
  const sent = new Map<number, { move: Move; at: number }>();
  const accepted: SeatResult['accepted'] = [];
  const latencies: number[] = [];
  // The seat starts at the first of its servers (playTable orders them per seat).
  let serverIndex = 0;
  let reconnections = 0;
  let client: BgioClient;
  let lastProgress = Date.now();
  let lastStateID = -1;
  let deciding = false;
  let done = false;

  return new Promise<SeatResult>((resolve, reject) => {
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearInterval(watchdog);
      const final = client.getState() as unknown as SeatResult['final'];
      client.stop();
      if (error) reject(error);
      else resolve({ accepted, final, reconnections, latencies, firstServer: options.servers[0]! });
    };
    const connect = () => {
      client = Client({
        game: antarcticaGame(),
        multiplayer: SocketIO({ server: options.servers[serverIndex]! }),
        matchID: options.matchID,
        playerID: options.playerID,
        credentials: options.credentials,
        numPlayers: 4,
      });
      client.subscribe((state) =>
        onState(state as unknown as SeatResult['final'] & { isConnected: boolean }),
      );
      client.start();
      const socket = (client as unknown as { transport: { socket?: FrameSocket } }).transport
        .socket;
      if (options.onFrame)
        socket?.onAny((event, ...args) =>
          options.onFrame!({ seat: options.playerID, event, args }),
        );
      socket?.on('disconnect', (reason: string) => {
        if (done || reason === 'io client disconnect') return;
        // The server went away: carry on at the next one.
        setTimeout(() => {
          if (done) return;
          client.stop();
          serverIndex = (serverIndex + 1) % options.servers.length;
          reconnections++;
          connect();
        }, 50);
      });
    };
    const onState = (state: (SeatResult['final'] & { isConnected: boolean }) | null) => {
      if (done || state === null || !state.G) return;
      if (state._stateID > lastStateID) {
        const mine = sent.get(state._stateID - 1);
        if (mine && lastStateID === state._stateID - 1) latencies.push(Date.now() - mine.at);
        lastStateID = state._stateID;
        lastProgress = Date.now();
      }
      if (state.ctx.gameover !== undefined) return finish();
      const G = state.G;
      if (G.legalMoves.length === 0 || deciding || sent.has(state._stateID)) return;
      deciding = true;
      const decidingClient = client;
      chooseMove(bot, G, options.playerID).then(
        (move) => {
          deciding = false;
          if (done) return;
          // Moved to another server meanwhile, or the state moved on: look again at where it is
          // now (updates that came while deciding were not looked at).
          if (client !== decidingClient || client.getState()?._stateID !== state._stateID) {
            onState(client.getState() as unknown as Parameters<typeof onState>[0]);
            return;
          }
          sent.set(state._stateID, { move, at: Date.now() });
          client.moves[move.type]!(moveArguments(move));
        },
        (error: Error) => finish(error),
      );
    };
    const watchdog = setInterval(() => {
      if (done) return;
      const now = Date.now();
      if (now - startedAt > (options.timeoutMs ?? 120_000)) {
        return finish(new Error(`seat ${options.playerID} of ${options.matchID} timed out`));
      }
      const state = client.getState() as unknown as SeatResult['final'] | null;
      const stallMs = options.stallMs ?? 3000;
      const waiting = now - lastProgress;
      // A move sent got no answer (the server dropped it as stale), or, when it is not this
      // seat's decision, nothing came for long: an instance killed after storing a move but
      // before announcing it leaves the other instance's clients one state behind, each
      // waiting for another. Either way: sync again and decide anew.
      const myDecision = (state?.G?.legalMoves.length ?? 0) > 0;
      if (state && (myDecision ? waiting > stallMs : waiting > 3 * stallMs)) {
        sent.delete(state._stateID);
        lastProgress = now;
        client.stop();
        reconnections++;
        connect();
      }
    }, 500);
    const startedAt = Date.now();
    connect();
  }).then((result) => {
    // The moves this seat sent that the game took: those whose state id came to follow.
    for (const [stateID, { move }] of sent) {
      if (stateID < result.final._stateID) accepted.push({ stateID, move });
    }
    return result;
  });
}

interface FrameSocket {
  onAny(listener: (event: string, ...args: unknown[]) => void): void;
  on(event: 'disconnect', listener: (reason: string) => void): void;
}

/**
 * Plays the four seats of a match, seats 0 and 2 starting on the first of `servers`, 1 and 3 on
 * the next (so that with two instances each game is played across both).
 */
export function playTable(
  servers: string[],
  table: { matchID: string; credentials: string[] },
  seedBase: number,
  options: Partial<SeatOptions> = {},
): Promise<SeatResult[]> {
  return Promise.all(
    [0, 1, 2, 3].map((seat) =>
      playSeat({
        servers: seat % 2 === 0 ? servers : [...servers].reverse(),
        matchID: table.matchID,
        playerID: String(seat),
        credentials: table.credentials[seat] ?? '',
        seed: seedBase * 10 + seat,
        ...options,
      }),
    ),
  );
}
