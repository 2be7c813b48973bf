interface KoaContext {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
  set(field: string, value: string): void;
}

/** Seconds a client is told to wait before it asks again while the store is away. */
export const STORE_RETRY_SECONDS = 5;

/** The body of a lobby answer the server could not give (a JSON object with a stable `code`). */
export interface LobbyFailure {
  /** `store-unavailable` (the store did not answer: try again later) or `internal-error`. */
  code: 'store-unavailable' | 'internal-error';
  /** What happened, in a sentence for people. */
  error: string;
  /** With `store-unavailable`: seconds to wait before trying again (also the `Retry-After` header). */
  retryAfterSeconds?: number;
}

/** An error of the store's client: Sequelize's (Postgres), or a refused or reset connection. */
export function isStoreFailure(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return (
    (typeof name === 'string' && name.startsWith('Sequelize')) ||
    (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/.test(code))
  );
}

/**
 * A koa middleware, first in the list, around every HTTP route (lobby API, record, page). While
 * the store is away boardgame.io's lobby routes threw the store's error, which koa answered with
 * a bare 500 and a stack trace on standard error. Now: 503 with a {@link LobbyFailure} body
 * (`store-unavailable`) and `Retry-After`, or 500 (`internal-error`) for any other unexpected
 * error, never a stack trace, and one log line naming the request. Errors the routes answer on
 * purpose (`ctx.throw(404, ...)` and the like carry a `status`) go on to koa as before.
 */
export function storeOutageAnswer(log: (line: string) => void) {
  return async (context: KoaContext, next: () => Promise<void>) => {
    try {
      await next();
    } catch (error) {
      if (typeof (error as { status?: unknown }).status === 'number') throw error;
      const away = isStoreFailure(error);
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      log(
        `${context.method} ${context.path.slice(0, 200)} failed${away ? ', the store is away' : ''}: ` +
          `${name ?? 'Error'}: ${String(message ?? error).slice(0, 200)}`,
      );
      const body: LobbyFailure = away
        ? {
            code: 'store-unavailable',
            error: 'The match store is not answering; try again shortly.',
            retryAfterSeconds: STORE_RETRY_SECONDS,
          }
        : { code: 'internal-error', error: 'The server could not answer this request.' };
      context.status = away ? 503 : 500;
      if (away) context.set('Retry-After', String(STORE_RETRY_SECONDS));
      context.type = 'application/json';
      context.body = body;
    }
  };
}
