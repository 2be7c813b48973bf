// A finished game for the browser tests, played in Node by the same session code the page runs
// (every seat's move chosen by the heuristic bot, whoever the save says sits there), and saved as
// the page saves a game.
import { heuristicBot } from '@antarctica-game/bots/browser';
import { playerView } from '@antarctica-game/engine';
import { chooseBotMove } from '../src/session/choose-bot-move.js';
import {
  type BotRunner,
  newSession,
  playBotMove,
  playHumanMove,
  stateOf,
  turnOf,
} from '../src/session/game-session.js';
import { saveSession } from '../src/session/saved-session.js';
import type { SeatSpec } from '../src/session/seats.js';

/** The bots' seats of the fixture think as the heuristic bot does: at once, even an MCTS seat. */
const quickly: BotRunner = (request) => chooseBotMove({ ...request, choice: { bot: 'heuristic' } });

/**
 * The save of a whole game between the seats (by default a person and the heuristic bot). The
 * moves of every seat are the heuristic bot's, so a game with an MCTS seat is made in a second,
 * and its final scores name the seats as the page names them.
 */
export async function finishedGame(
  seed: number,
  seats: readonly SeatSpec[] = [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
): Promise<string> {
  let session = newSession(seats, seed);
  for (;;) {
    const turn = turnOf(session);
    if (turn.kind === 'over') return saveSession(session);
    if (turn.kind === 'bot') session = await playBotMove(session, quickly);
    else {
      const view = playerView(stateOf(session), turn.seat);
      session = playHumanMove(session, await heuristicBot({ seed }).chooseMove(view, turn.legal));
    }
  }
}
