import type { Edition, Move } from '@antarctica-game/engine';
import { formatRecord, recordGame } from '@antarctica-game/notation';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { gameStateOf } from '../stored-state.js';

interface KoaContext {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
  set(field: string, value: string): void;
}

/**
 * A koa middleware that serves the record of a finished match (the project's `.agn` notation)
 * at `/games/<game>/<match id>/record.agn`: 404 for no such match, 409 while it is being played
 * (a record is complete only at the end). The record states the seed when the match's setup data
 * made it public, and otherwise the setup and each chance outcome as the table saw them (never
 * the server's secret seed). `store` must answer with whole states.
 */
export function recordRoute(
  gameName: string,
  store: StorageAPI.Sync | StorageAPI.Async,
  editions: readonly Edition[] = [],
) {
  const pattern = new RegExp(`^/games/${gameName}/([^/]{1,64})/record\\.agn$`);
  return async (context: KoaContext, next: () => Promise<void>) => {
    const found = pattern.exec(context.path);
    if (found === null || (context.method !== 'GET' && context.method !== 'HEAD')) return next();
    const matchID = decodeURIComponent(found[1] as string);
    const { state, log, initialState, metadata } = (await store.fetch(matchID, {
      state: true,
      log: true,
      initialState: true,
      metadata: true,
    })) as { state?: State; log?: LogEntry[]; initialState?: State; metadata?: Server.MatchData };
    const answer = (status: number, text: string) => {
      context.status = status;
      context.type = 'text/plain; charset=utf-8';
      context.body = text;
    };
    if (state === undefined || initialState === undefined)
      return answer(404, `no match ${matchID}\n`);
    if (state.ctx.gameover === undefined)
      return answer(409, 'the record is served once the game is over\n');
    const moves = (log ?? [])
      .filter((entry) => entry.action.type === 'MAKE_MOVE')
      .map((entry) => {
        const { type, args, playerID } = entry.action.payload;
        return { ...(args?.[0] ?? {}), type, seat: Number(playerID) } as Move;
      });
    const seed = (metadata?.setupData as { seed?: number | string } | undefined)?.seed;
    const record = recordGame(
      { initial: gameStateOf(initialState.G, editions), moves },
      {
        ...(seed !== undefined ? { seed } : {}),
        tags: { Event: 'Antarctica online' },
      },
    );
    answer(200, formatRecord(record));
    context.type = 'text/plain; charset=utf-8';
    context.set('Content-Disposition', `attachment; filename="antarctica-${matchID}.agn"`);
  };
}
