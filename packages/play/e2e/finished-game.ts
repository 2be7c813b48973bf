// A finished game for the browser tests, played in Node by the same session code the page runs
// (the person's seat by the heuristic bot), and saved as the page saves a game.
import { heuristicBot } from '@antarctica-game/bots/browser';
import { playerView } from '@antarctica-game/engine';
import { chooseBotMove } from '../src/session/choose-bot-move.js';
import {
  newSession,
  playBotMove,
  playHumanMove,
  stateOf,
  turnOf,
} from '../src/session/game-session.js';
import { saveSession } from '../src/session/saved-session.js';
import type { SeatSpec } from '../src/session/seats.js';

/** The save of a whole game between a person (played by the heuristic bot) and the heuristic bot. */
export async function finishedGame(seed: number): Promise<string> {
  const seats: SeatSpec[] = [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }];
  let session = newSession(seats, seed);
  for (;;) {
    const turn = turnOf(session);
    if (turn.kind === 'over') return saveSession(session);
    if (turn.kind === 'bot') session = await playBotMove(session, chooseBotMove);
    else {
      const view = playerView(stateOf(session), turn.seat);
      session = playHumanMove(session, await heuristicBot({ seed }).chooseMove(view, turn.legal));
    }
  }
}
