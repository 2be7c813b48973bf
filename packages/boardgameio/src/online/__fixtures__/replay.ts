// The engine's own replay of a stored match: the store's log (every move with its arguments)
// replayed from a new game of the same options must give the stored state.
import { applyMove, type Move, newGame } from '@antarctica-game/engine';
import type { LogEntry, StorageAPI } from 'boardgame.io';
import { storedStateOf } from '../../stored-state.js';

export async function replayStored(
  db: StorageAPI.Sync | StorageAPI.Async,
  matchID: string,
  seed: number,
  players: 2 | 3 | 4,
) {
  const { state, log } = await db.fetch(matchID, { state: true, log: true });
  if (!state || !log) throw new Error(`match ${matchID} is not stored`);
  const moves = (log as LogEntry[])
    .filter((entry) => entry.action.type === 'MAKE_MOVE')
    .map((entry) => {
      const { type, args, playerID } = entry.action.payload as {
        type: string;
        args: [Record<string, unknown>?];
        playerID: string;
      };
      return {
        stateID: entry._stateID,
        move: { ...(args?.[0] ?? {}), type, seat: Number(playerID) } as Move,
      };
    });
  let game = newGame({ players, seed });
  for (const { move } of moves) game = applyMove(game, move);
  return { stored: state, replayed: storedStateOf(game), moves };
}
