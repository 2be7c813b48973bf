// Games in progress for the browser tests, found in Node with the same session code the page
// runs: the person's seat is played by a heuristic bot (keeping any Icebreaker it is offered)
// until the position looked for comes, then saved as the page saves a game.
import { heuristicBot } from '@antarctica-game/bots/browser';
import { type Move, playerView } from '@antarctica-game/engine';
import { chooseBotMove } from '../src/session/choose-bot-move.js';
import {
  type GameSession,
  newSession,
  playBotMove,
  playHumanMove,
  stateOf,
  turnOf,
} from '../src/session/game-session.js';
import { saveSession } from '../src/session/saved-session.js';
import type { SeatSpec } from '../src/session/seats.js';

/** A saved game where a person decides, with the legal moves of that decision. */
export interface FoundPosition {
  /** The save, as the page keeps it in localStorage. */
  saved: string;
  /** The person's seat. */
  seat: number;
  /** The person's legal moves there. */
  legal: Move[];
}

const keepsIcebreakers = (legal: readonly Move[]): Move | undefined =>
  legal.find(
    (move) =>
      (move.type === 'takeShipyardCard' || move.type === 'draftPick') && move.card === 'icebreaker',
  );

/**
 * Plays games from seeds 1, 2, … until a person's decision where `wanted` holds for the legal
 * moves; throws if none comes within `seeds` games.
 */
export async function findPosition(
  seats: readonly SeatSpec[],
  wanted: (legal: readonly Move[]) => boolean,
  seeds = 40,
): Promise<FoundPosition> {
  for (let seed = 1; seed <= seeds; seed++) {
    let session: GameSession = newSession(seats, seed);
    for (;;) {
      const turn = turnOf(session);
      if (turn.kind === 'over') break;
      if (turn.kind === 'bot') {
        session = await playBotMove(session, chooseBotMove);
        continue;
      }
      if (wanted(turn.legal))
        return { saved: saveSession(session), seat: turn.seat, legal: turn.legal };
      const view = playerView(stateOf(session), turn.seat);
      const move =
        keepsIcebreakers(turn.legal) ?? (await heuristicBot({ seed }).chooseMove(view, turn.legal));
      session = playHumanMove(session, move);
    }
  }
  throw new Error(`no such position in ${seeds} games`);
}
