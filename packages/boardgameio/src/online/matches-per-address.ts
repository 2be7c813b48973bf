interface KoaContext {
  method: string;
  path: string;
  ip: string;
  status: number;
  type: string;
  body: unknown;
}

/**
 * A koa middleware that lets one client address have at most `limit` matches being played that
 * it created through the lobby's `create` (a match counts until it is over or gone): anonymous
 * creates with bot seats held sockets, memory and processor time without bound. Beyond it,
 * `create` answers 429 with the reason.
 */
export function matchesPerAddress(
  gameName: string,
  limit: number,
  playing: (matchID: string) => Promise<boolean>,
) {
  const created = new Map<string, Set<string>>();
  const path = `/games/${gameName}/create`;
  return async (context: KoaContext, next: () => Promise<void>) => {
    if (context.method !== 'POST' || context.path !== path) return next();
    const address = context.ip;
    const mine = created.get(address) ?? new Set<string>();
    for (const matchID of mine) if (!(await playing(matchID))) mine.delete(matchID);
    if (mine.size >= limit) {
      context.status = 429;
      context.type = 'text/plain; charset=utf-8';
      context.body = `at most ${limit} matches being played may be created from one address`;
      return;
    }
    await next();
    const matchID = (context.body as { matchID?: unknown } | undefined)?.matchID;
    if (context.status === 200 && typeof matchID === 'string') {
      mine.add(matchID);
      created.set(address, mine);
    }
    if (mine.size === 0) created.delete(address);
  };
}
