import { movePace } from './move-pace.js';

/** The part of a socket.io server socket the filter uses. */
export interface FilteredSocket {
  /** Adds a middleware that sees every incoming packet and calls `next` to let it through or `next(error)` to drop it. */
  use(middleware: (packet: unknown[], next: (error?: Error) => void) => void): void;
  /** The underlying connection: closing it makes the client reconnect (and sync) by itself. */
  conn?: {
    /** Closes the connection. */
    close(): unknown;
  };
  /** Told when the socket goes away. */
  on?(event: 'disconnect', listener: () => void): unknown;
}

/** What the packet filter refused: the server logs it. */
export interface RefusedPacket {
  /** The socket.io event (`update`, `sync`, `chat`...). */
  event: string;
  /** Why, in a few words. */
  reason: string;
}

/** Limits of {@link packetFilter}. */
export interface PacketFilterOptions {
  /** The names of the game's moves. */
  moveNames: readonly string[];
  /** Whether a match exists (a `sync` of an unknown match is refused rather than creating it). */
  matchExists: (matchID: string) => Promise<boolean>;
  /**
   * Moves a socket may send per second (default 50): the next ones wait, in order, for the
   * following seconds.
   */
  movesPerSecond?: number;
  /**
   * Moves of a socket that may wait so (default: a second's worth, `movesPerSecond`): a move
   * beyond those is refused and the socket's connection closed, so that the client syncs again.
   */
  heldMoves?: number;
  /**
   * Syncs (each sends the whole state and log back) a socket may send per second (default 5);
   * the rest of that second is refused.
   */
  syncsPerSecond?: number;
  /** Chat messages a socket may send per second (default 5); the rest of that second is refused. */
  chatsPerSecond?: number;
  /** Told of each refused packet. */
  onRefused?: (refused: RefusedPacket) => void;
  /** Told when a socket's moves start to wait (once a second at most). */
  onHeld?: (held: { matchID: string; playerID: string }) => void;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

/**
 * A socket.io packet middleware (`socket.use`) in front of boardgame.io's socket handlers.
 * boardgame.io 0.50's master dispatches whatever action a client sends to its reducer: besides
 * moves, a player whose turn it is could send `UPDATE`, `SYNC` or `PATCH` actions that replace
 * or patch the whole server state, or events (`endGame`, `setActivePlayers`) that the game has
 * disabled only in the client's API. This lets through only well-formed moves of the game in
 * the player's own name, at a bounded rate, and connections to matches that exist.
 */
export function packetFilter(options: PacketFilterOptions) {
  const moves = new Set(options.moveNames);
  const perSecond = options.movesPerSecond ?? 50;
  const maxHeld = options.heldMoves ?? perSecond;
  return (socket: FilteredSocket) => {
    const pace = movePace(perSecond, maxHeld);
    const syncs = perSecondLimit(options.syncsPerSecond ?? 5);
    const chats = perSecondLimit(options.chatsPerSecond ?? 5);
    socket.on?.('disconnect', () => pace.stop());
    let heldToldAt = Number.NEGATIVE_INFINITY;
    socket.use((packet, next) => {
      const [event, ...args] = packet as [string, ...unknown[]];
      const refuse = (reason: string) => options.onRefused?.({ event, reason });
      if (event === 'update') {
        const reason = checkUpdate(args, moves);
        if (reason !== null) return refuse(reason);
        const [matchID, playerID] = [args[2] as string, args[3] as string];
        const paced = pace.admit(() => next());
        if (paced === 'held' && Date.now() - heldToldAt >= 1000) {
          heldToldAt = Date.now();
          options.onHeld?.({ matchID, playerID });
        }
        if (paced === 'refused') {
          // A flood: tell the client by closing its connection (it reconnects and syncs).
          refuse(
            `more than ${perSecond} moves in a second and ${maxHeld} waiting, from seat ${playerID} of match ${matchID}; the client will sync again`,
          );
          socket.conn?.close();
        }
        return;
      }
      if (event === 'sync') {
        if (!syncs()) return refuse(`more than ${options.syncsPerSecond ?? 5} syncs in a second`);
        const [matchID, playerID, credentials] = args;
        if (!isId(matchID)) return refuse('a sync without a match id');
        if (playerID !== null && playerID !== undefined && !isId(playerID))
          return refuse('a sync with a malformed player id');
        // A spectator has no credentials: socket.io sends its `undefined` as `null`.
        if (credentials !== undefined && credentials !== null && typeof credentials !== 'string')
          return refuse('a sync with malformed credentials');
        options.matchExists(matchID).then(
          (exists) => (exists ? next() : refuse(`a sync of an unknown match ${matchID}`)),
          () => {
            // The store is away: a sync dropped without a word would leave the client waiting
            // for ever. Closing the connection tells it; socket.io reconnects and syncs again.
            refuse('the match could not be looked up (the store is away)');
            socket.conn?.close();
          },
        );
        return;
      }
      if (event === 'chat') {
        if (!chats())
          return refuse(`more than ${options.chatsPerSecond ?? 5} chat messages in a second`);
        const [matchID, message] = args;
        if (!isId(matchID) || !isObject(message) || JSON.stringify(message).length > 2000)
          return refuse('a malformed or long chat message');
        return next();
      }
      return refuse(`an unknown event ${String(event).slice(0, 40)}`);
    });
  };
}

function checkUpdate(args: unknown[], moves: ReadonlySet<string>): string | null {
  const [action, stateID, matchID, playerID] = args;
  if (!isObject(action) || action.type !== 'MAKE_MOVE') return 'an action that is not a move';
  const payload = action.payload;
  if (!isObject(payload)) return 'a move without a payload';
  if (typeof payload.type !== 'string' || !moves.has(payload.type)) return 'an unknown move';
  if (payload.args !== undefined && !(Array.isArray(payload.args) && payload.args.length <= 1))
    return 'move arguments that are not one object';
  if (!isId(playerID) || payload.playerID !== playerID) return 'a move in another player’s name';
  if (payload.credentials !== undefined && typeof payload.credentials !== 'string')
    return 'malformed credentials';
  if (!Number.isSafeInteger(stateID) || (stateID as number) < 0) return 'a malformed state id';
  if (!isId(matchID)) return 'a malformed match id';
  if (JSON.stringify(action).length > 4000) return 'a move too large';
  return null;
}

/** A counter of one kind of packet: true while fewer than `limit` came in the current second. */
function perSecondLimit(limit: number): () => boolean {
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      count = 0;
    }
    return ++count <= limit;
  };
}
