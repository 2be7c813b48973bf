import { AsyncLocalStorage } from 'node:async_hooks';

/** The socket event being handled (set by the store guard around boardgame.io's handlers). */
export const socketEvent = new AsyncLocalStorage<{ event: string; matchID?: string }>();

/**
 * boardgame.io's check of a player's credentials (the same comparison as its default), with a
 * log line for each refusal: boardgame.io refuses a move or sync with forged credentials without
 * a word. Given to `Server({ authenticateCredentials })`, it is asked for every match, also one
 * where no seat is taken yet (boardgame.io's default let anyone move for a seat there).
 */
export function loggedCredentialsCheck(log: (line: string) => void) {
  return (credentials: unknown, player: { id?: number; credentials?: string } | undefined) => {
    const authentic =
      typeof credentials === 'string' &&
      credentials !== '' &&
      player !== undefined &&
      credentials === player.credentials;
    if (!authentic) {
      const context = socketEvent.getStore();
      const what = context ? `${context.event} of match ${context.matchID ?? '?'}` : 'a lobby call';
      log(`refused ${what}: wrong or missing credentials for seat ${player?.id ?? '(none)'}`);
    }
    return authentic;
  };
}
