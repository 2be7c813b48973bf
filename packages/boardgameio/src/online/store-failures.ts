import { socketEvent } from './credentials-check.js';

/** The part of a socket.io server socket that {@link guardStoreFailures} uses. */
export interface GuardedSocket {
  listeners(event: string): Array<(...args: unknown[]) => unknown>;
  off(event: string, listener: (...args: unknown[]) => unknown): unknown;
  on(event: string, listener: (...args: unknown[]) => unknown): unknown;
  /** The underlying connection: closing it makes the client reconnect (and sync) by itself. */
  conn?: { close(): unknown };
}

/** boardgame.io's socket handlers, each of which reads or writes the store. */
const HANDLED_EVENTS = ['update', 'sync', 'disconnect', 'chat'] as const;

/**
 * A socket.io connection listener, added after boardgame.io's own, that puts a guard around
 * boardgame.io's socket handlers. They `await` the store with nothing to catch its failure: with
 * Postgres away, the first move or sync rejected a promise nobody handled and ended the process.
 * Here a handler that fails is logged (one line naming the event and the match) and, for a
 * move or a sync, the client's connection is closed: boardgame.io's client shows itself
 * disconnected, socket.io reconnects by itself, and boardgame.io syncs on connecting, so the
 * client takes the game up where the store has it once the store is back. A move that failed
 * was not stored (boardgame.io's master announces a state only with its write, see
 * shared-backends.ts), so nothing is lost: the client sends it again on the state it syncs.
 */
export function guardStoreFailures(log: (line: string) => void) {
  return (socket: GuardedSocket) => {
    for (const event of HANDLED_EVENTS) {
      for (const listener of socket.listeners(event)) {
        socket.off(event, listener);
        socket.on(event, (...args: unknown[]) => {
          const failed = (error: unknown) => {
            const about =
              typeof matchID === 'string' && matchID !== ''
                ? ` of match ${matchID.slice(0, 64)}`
                : '';
            const resync = event === 'update' || event === 'sync';
            log(
              `${event}${about} failed${resync ? ', the client will sync again' : ''}: ${describe(error)}`,
            );
            if (resync) socket.conn?.close();
          };
          const matchID = event === 'update' ? args[2] : event === 'disconnect' ? '' : args[0];
          const context = {
            event,
            ...(typeof matchID === 'string' && matchID !== '' ? { matchID } : {}),
          };
          try {
            Promise.resolve(socketEvent.run(context, () => listener(...args))).catch(failed);
          } catch (error) {
            failed(error);
          }
        });
      }
    }
  };
}

function describe(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  return `${name ?? 'Error'}: ${String(message ?? error).slice(0, 200)}`;
}
