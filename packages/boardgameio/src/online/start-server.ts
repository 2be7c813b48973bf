import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Edition } from '@antarctica-game/engine';
import type { Game, StorageAPI } from 'boardgame.io';
import { antarcticaGame } from '../antarctica-game.js';
import { Origins, Server, SocketIO } from '../boardgameio/boardgameio-server.js';
import { type BotSeat, playBotSeat } from './bot-seats/play-seat.js';
import { seatBotsOnCreate } from './bot-seats/seat-on-create.js';
import { builtClientRoot, clientPage } from './client-page.js';
import { loggedCredentialsCheck } from './credentials-check.js';
import { hideInitialState, wholeStateStore } from './hide-initial-state.js';
import { MATCH_EXPIRY_DEFAULTS, type MatchExpiry, sweepMatches } from './match-expiry.js';
import { matchesPerAddress } from './matches-per-address.js';
import { NewStatesPubSub } from './new-states-pub-sub.js';
import { type FilteredSocket, packetFilter, type RefusedPacket } from './packet-filter.js';
import { limitPlayerNames } from './player-limits.js';
import { rateLimitedLog } from './rate-limited-log.js';
import { recordRoute } from './record-route.js';
import { sharedBackends } from './shared-backends.js';
import { type GuardedSocket, guardStoreFailures } from './store-failures.js';
import { storeOutageAnswer } from './store-outage-answer.js';
import { wipeWholly } from './whole-wipe.js';

/** What {@link startServer} takes. */
export interface ServerOptions {
  /** The port (default 8000; 0 for any free port). */
  port?: number;
  /** The interface to listen on (default `127.0.0.1`, this machine only). */
  host?: string;
  /**
   * A Postgres URL (`postgres://user@host:port/db`): matches are stored there (`bgio-postgres`),
   * so that several instances serve the same matches. Needs `redisUrl` too.
   */
  databaseUrl?: string;
  /** A Redis URL (`redis://host:port`): instances tell each other of updates through it. */
  redisUrl?: string;
  /** Editions besides the default one. */
  editions?: readonly Edition[];
  /** Origins allowed to call the lobby API and connect from a browser (default: localhost). */
  origins?: Array<string | RegExp>;
  /**
   * Moves one socket may send per second (default 50); the next ones wait, in order, for the
   * following seconds, and a line names the match and seat.
   */
  movesPerSecond?: number;
  /**
   * Moves of one socket that may wait so (default: `movesPerSecond`); a move beyond them is
   * refused and the connection closed, so that the client syncs again.
   */
  heldMoves?: number;
  /** Syncs one socket may send per second (default 5); the rest of that second is refused. */
  syncsPerSecond?: number;
  /** Chat messages one socket may send per second (default 5); the rest are refused. */
  chatsPerSecond?: number;
  /** Where to write a line for each refused move or packet (default: standard error). */
  log?: (line: string) => void;
  /** Lines written a second at most (default 20); the rest are counted in one line. */
  logLinesPerSecond?: number;
  /**
   * The folder of the browser client page to serve at `/` (default: the page built beside the
   * server, `dist/client`; `false`: no page, the lobby API and sockets only).
   */
  clientRoot?: string | false;
  /**
   * Play the bot seats a match's setup data asks for (`setupData.bots`) in this process
   * (default `true`); `false` leaves them to the caller.
   */
  playBots?: boolean;
  /** A pause before each bot move (ms, default 0), so that people see the bots' moves one by one. */
  botPauseMs?: number;
  /**
   * When matches end on their own: nobody joined, idle, finished (see {@link MatchExpiry}, whose
   * fields give their defaults).
   */
  matchExpiry?: MatchExpiry;
  /**
   * Matches being played that one client address may have created (default 20); `create`
   * answers 429 beyond it.
   */
  matchesPerAddress?: number;
}

/** A running server. */
export interface RunningServer {
  /** Its address, such as `http://127.0.0.1:8000`. */
  url: string;
  /** `memory` (boardgame.io's in-memory store) or `postgres+redis`. */
  storage: 'memory' | 'postgres+redis';
  /** The address of the client page (`url` + `/`), or `undefined` when none is served. */
  pageUrl: string | undefined;
  /** The game it serves (with its `onRefusal` logger). */
  game: Game;
  /** boardgame.io's store of the matches (whole states and logs, for audits and replays). */
  db: StorageAPI.Sync | StorageAPI.Async;
  /** Stops listening and closes the store and Redis connections. */
  close(): Promise<void>;
}

/**
 * Starts boardgame.io's `Server` with the Antarctica game and its lobby API: on boardgame.io's
 * in-memory store by default, or on Postgres (`bgio-postgres`) with Redis pub/sub
 * (`@boardgame.io/redis-pubsub`) when `databaseUrl` and `redisUrl` are given, so that several
 * instances serve the same matches. Listens on 127.0.0.1 unless told otherwise.
 *
 * @example
 * ```ts
 * const server = await startServer({ port: 0 });
 * console.log(server.url); // http://127.0.0.1:PORT, lobby API at /games/antarctica
 * await server.close();
 * ```
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = rateLimitedLog(
    options.log ?? ((line: string) => process.stderr.write(`${line}\n`)),
    options.logLinesPerSecond ?? 20,
  );
  const game = antarcticaGame({
    ...(options.editions ? { editions: options.editions } : {}),
    onRefusal: (refusal) =>
      log(
        `refused move ${refusal.type} of player ${String(refusal.playerID)}: ${refusal.code} (${refusal.reason})`,
      ),
  });
  if ((options.databaseUrl === undefined) !== (options.redisUrl === undefined)) {
    throw new Error('DATABASE_URL and REDIS_URL go together: give both or neither');
  }
  const shared =
    options.databaseUrl !== undefined && options.redisUrl !== undefined
      ? await sharedBackends(options.databaseUrl, options.redisUrl)
      : undefined;
  const boardgameio = Server({
    games: [game],
    ...(shared ? { db: shared.db } : {}),
    transport: lateRoutesTransport({
      pubSub: (shared ? shared.pubSub : new NewStatesPubSub()) as PubSubOption,
    }),
    origins: options.origins ?? [Origins.LOCALHOST],
    authenticateCredentials: loggedCredentialsCheck(log),
  });
  const db = limitPlayerNames(
    hideInitialState(wipeWholly(boardgameio.db as StorageAPI.Sync | StorageAPI.Async), game),
  );
  // Bot seats are played by boardgame.io clients of this very server (see bot-seats/play-seat.ts).
  let selfUrl = '';
  const botSeats = new Map<BotSeat, string>();
  let botSeed = 0;
  if (options.playBots !== false)
    seatBotsOnCreate(db, (bot) => {
      const seat = playBotSeat({
        ...bot,
        serverUrl: selfUrl,
        game,
        seed: ++botSeed,
        pauseMs: options.botPauseMs ?? 0,
        log,
      });
      botSeats.set(seat, bot.matchID);
      seat.done.then(() => botSeats.delete(seat));
    });

  // boardgame.io's run() listens on every interface: give koa's listen the host.
  const host = options.host ?? '127.0.0.1';
  const app = boardgameio.app as unknown as KoaLike;
  const listen = app.listen.bind(app);
  // boardgame.io's run() never rejects when the port is taken: the listen error is an 'error'
  // event nobody handles, which would end the caller's process. Turn it into a rejection.
  let failListen: (error: Error) => void = () => {};
  const listenFailed = new Promise<never>((_, reject) => {
    failListen = reject;
  });
  listenFailed.catch(() => {});
  app.listen = (port: unknown, callback: unknown) => {
    const httpServer = listen(port, host, callback) as HttpServer;
    httpServer.once('error', failListen);
    return httpServer;
  };

  // First in the list: around every route, the lobby's (added by run()) included.
  app.use(storeOutageAnswer(log) as KoaLike['middleware'][number]);
  const clientRoot =
    options.clientRoot === false ? undefined : (options.clientRoot ?? (await builtClientRoot()));
  if (clientRoot !== undefined) app.use(clientPage(clientRoot) as KoaLike['middleware'][number]);
  app.use(
    matchesPerAddress(game.name as string, options.matchesPerAddress ?? 20, async (matchID) => {
      const { metadata } = await db.fetch(matchID, { metadata: true });
      return metadata !== undefined && (metadata.gameover ?? null) === null;
    }) as KoaLike['middleware'][number],
  );
  app.use(
    recordRoute(
      game.name as string,
      wholeStateStore(db),
      options.editions,
    ) as KoaLike['middleware'][number],
  );

  const refused = (packet: RefusedPacket) => log(`refused ${packet.event}: ${packet.reason}`);
  // After boardgame.io's own connection listener (added by Server() above): its handlers exist.
  app._io.of(game.name as string).on('connection', guardStoreFailures(log));
  app._io.of(game.name as string).on(
    'connection',
    packetFilter({
      moveNames: Object.keys(game.moves ?? {}),
      matchExists: async (matchID) => {
        const { metadata } = await db.fetch(matchID, { metadata: true });
        return metadata !== undefined;
      },
      ...(options.movesPerSecond !== undefined ? { movesPerSecond: options.movesPerSecond } : {}),
      ...(options.heldMoves !== undefined ? { heldMoves: options.heldMoves } : {}),
      ...(options.syncsPerSecond !== undefined ? { syncsPerSecond: options.syncsPerSecond } : {}),
      ...(options.chatsPerSecond !== undefined ? { chatsPerSecond: options.chatsPerSecond } : {}),
      onRefused: refused,
      onHeld: ({ matchID, playerID }) =>
        log(
          `moves of seat ${playerID} of match ${matchID} over ${options.movesPerSecond ?? 50} a second: held, in order, for the next second`,
        ),
    }),
  );

  const { appServer } = await Promise.race([
    boardgameio.run({ port: options.port ?? 8000 }),
    listenFailed,
  ]);
  const address = appServer.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;
  // A server listening on every interface is still reached by its own bots on loopback.
  selfUrl = /^(0\.0\.0\.0|::)$/.test(address.address) ? `http://127.0.0.1:${address.port}` : url;
  // Matches end on their own (see match-expiry.ts): their bot seats stop, and an in-memory
  // store lets them go. With Postgres only the matches of this instance's bot seats are looked at.
  const expiry = { ...MATCH_EXPIRY_DEFAULTS, ...options.matchExpiry };
  let sweep = Promise.resolve();
  const sweeping = setInterval(() => {
    sweep = sweep.then(() =>
      sweepMatches(
        wholeStateStore(db),
        game.name as string,
        expiry,
        !shared,
        (matchID, why) => {
          log(`match ${matchID} ${why}: it ends here`);
          for (const [seat, id] of botSeats) if (id === matchID) seat.stop();
        },
        shared ? [...new Set(botSeats.values())] : undefined,
      ).catch((error: Error) => log(`the matches could not be looked at: ${error.message}`)),
    );
  }, expiry.sweepMs);
  sweeping.unref?.();
  return {
    url,
    storage: shared ? 'postgres+redis' : 'memory',
    pageUrl: clientRoot === undefined ? undefined : `${url}/`,
    game,
    // The owner's store answers with whole states (the clients' store hides the first one).
    db: wholeStateStore(db),
    close: async () => {
      clearInterval(sweeping);
      for (const seat of botSeats.keys()) seat.stop();
      await new Promise<void>((resolve) => {
        appServer.close(() => resolve());
        (app._io as unknown as { close?: () => void }).close?.();
        (appServer as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await shared?.close();
    },
  };
}

/** The pub/sub the socket transport takes (boardgame.io types its payloads; the adapter does not). */
type PubSubOption = NonNullable<NonNullable<ConstructorParameters<typeof SocketIO>[0]>['pubSub']>;

interface KoaLike {
  listen: (...args: unknown[]) => unknown;
  middleware: Array<(context: unknown, next: () => Promise<void>) => Promise<void> | void>;
  use(middleware: KoaLike['middleware'][number]): void;
  _io: IoLike;
}

/**
 * boardgame.io's socket transport, whose `init` first puts in a middleware that runs koa's
 * middleware list as it is at each request. The HTTP server is made (by koa-socket-2, in
 * `Server()`) with koa's request handler of that moment, and koa-compose 4.2 copies the list:
 * without this, the lobby routes that `run()` adds later answer 404.
 */
function lateRoutesTransport(options: ConstructorParameters<typeof SocketIO>[0]) {
  const transport = new SocketIO(options);
  const init = transport.init.bind(transport);
  transport.init = (app, games, origins) => {
    const koa = app as unknown as KoaLike;
    const run = (index: number, context: unknown): Promise<void> => {
      const middleware = koa.middleware[index];
      return middleware
        ? Promise.resolve(middleware(context, () => run(index + 1, context)))
        : Promise.resolve();
    };
    koa.use((context, next) => run(1, context).then(next));
    init(app, games, origins);
  };
  return transport;
}

interface IoLike {
  of(name: string): {
    on(event: 'connection', listener: (socket: FilteredSocket & GuardedSocket) => void): void;
  };
}
