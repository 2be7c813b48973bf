import type { Server, StorageAPI } from 'boardgame.io';
import type { BotKind } from '../../setup-data.js';

/** The name a bot seat has in the lobby. */
export function botSeatName(kind: BotKind): string {
  return kind === 'mcts' ? 'MCTS bot' : 'Heuristic bot';
}

/** A bot seat the store has just filled: who plays it, with which credentials. */
export interface SeatedBot {
  matchID: string;
  playerID: string;
  credentials: string;
  kind: BotKind;
  numPlayers: number;
}

/**
 * Makes the store seat the bots a match's setup data asks for (`setupData.bots`) as the match
 * is created: each bot seat gets its name, `data: { bot }` and credentials that only the server
 * knows, so the lobby lists it as taken and no client can play it. `onSeated` hears each bot
 * seat once the match is stored.
 */
export function seatBotsOnCreate<S extends StorageAPI.Sync | StorageAPI.Async>(
  storage: S,
  onSeated: (bot: SeatedBot) => void,
): S {
  const create = storage.createMatch.bind(storage) as (
    id: string,
    opts: StorageAPI.CreateMatchOpts,
  ) => unknown;
  (storage as { createMatch: unknown }).createMatch = (
    matchID: string,
    opts: StorageAPI.CreateMatchOpts,
  ) => {
    const metadata = opts.metadata;
    const bots = (metadata.setupData as { bots?: Record<string, BotKind> } | undefined)?.bots ?? {};
    const seated: SeatedBot[] = [];
    const players: Server.MatchData['players'] = { ...metadata.players };
    const numPlayers = Object.keys(players).length;
    for (const [playerID, kind] of Object.entries(bots)) {
      const seat = Number(playerID);
      const credentials = globalThis.crypto.randomUUID();
      players[seat] = { id: seat, name: botSeatName(kind), credentials, data: { bot: kind } };
      seated.push({ matchID, playerID, credentials, kind, numPlayers });
    }
    const result = create(matchID, { ...opts, metadata: { ...metadata, players } });
    const announce = () => {
      for (const bot of seated) onSeated(bot);
    };
    if (result instanceof Promise)
      return result.then((value) => {
        announce();
        return value;
      });
    announce();
    return result;
  };
  return storage;
}
