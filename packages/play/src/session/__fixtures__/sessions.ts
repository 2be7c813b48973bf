// Helpers of the session tests: a bot runner in this thread, and moves for people.
import type { Move } from '@antarctica-game/engine';
import { chooseBotMove } from '../choose-bot-move.js';
import {
  type BotRunner,
  type GameSession,
  playBotMove,
  playHumanMove,
  turnOf,
} from '../game-session.js';

/** The bots, run where the test runs. */
export const localRunner: BotRunner = (request) => chooseBotMove(request);

/** A person who plays the first legal move, except ending the turn while another move is left. */
export function firstMove(legal: readonly Move[]): Move {
  return (legal.find((move) => move.type !== 'endTurn' && move.type !== 'pass') ??
    legal[0]) as Move;
}

/** Plays on (people by `firstMove`, bots by the local runner) until `stop` or the end. */
export async function playOn(
  session: GameSession,
  stop: (session: GameSession) => boolean = () => false,
  limit = 5000,
): Promise<GameSession> {
  let current = session;
  for (let step = 0; step < limit && !stop(current); step++) {
    const turn = turnOf(current);
    if (turn.kind === 'over') return current;
    current =
      turn.kind === 'human'
        ? playHumanMove(current, firstMove(turn.legal))
        : await playBotMove(current, localRunner);
  }
  return current;
}
