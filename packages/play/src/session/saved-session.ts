// A game session as text for localStorage: the seats, the seed and the moves. Loading replays
// the moves through the engine, so a save that was cut short or edited by hand is refused with
// what is wrong and where, and the undo that was possible before a reload is possible after it.
import type { Move } from '@antarctica-game/engine';
import { playMove } from '@antarctica-game/engine';
import { type GameSession, newSession } from './game-session.js';
import { PlayError } from './play-error.js';
import { type SeatSpec, seatsProblem } from './seats.js';

/** The JSON document of a saved session. */
export interface SavedSession {
  /** Says what the document is. */
  format: 'antarctica-play';
  /** The version of this layout. */
  version: 1;
  /** Who sits at each seat. */
  seats: SeatSpec[];
  /** The engine's seed of the game. */
  seed: number;
  /** Every move played, in order. */
  moves: Move[];
}

/** The session as JSON text. */
export function saveSession(session: GameSession): string {
  const saved: SavedSession = {
    format: 'antarctica-play',
    version: 1,
    seats: [...session.seats],
    seed: session.seed,
    moves: [...session.timeline.moves],
  };
  return JSON.stringify(saved);
}

/**
 * Loads a session saved by {@link saveSession}, replaying its moves.
 *
 * @throws {@link PlayError} `damaged-save`, saying what is wrong (and at which move).
 */
export function restoreSession(text: string): GameSession {
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (error) {
    throw damaged(`not JSON (${(error as Error).message})`);
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved))
    throw damaged('not a saved game');
  const { format, version, seats, seed, moves } = saved as Record<string, unknown>;
  if (format !== 'antarctica-play') throw damaged('not a saved game of the play page');
  if (version !== 1) throw damaged(`version ${String(version)} is not readable; this page reads 1`);
  const problem = seatsProblem(seats);
  if (problem !== null) throw damaged(problem);
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed))
    throw damaged('the seed is not an integer');
  if (!Array.isArray(moves)) throw damaged('the moves are not a list');
  let session = newSession(seats as SeatSpec[], seed);
  for (const [index, move] of moves.entries()) {
    try {
      session = { ...session, timeline: playMove(session.timeline, move as Move) };
    } catch (error) {
      throw damaged(
        `move ${index + 1} of ${moves.length} cannot be played: ${(error as Error).message}`,
      );
    }
  }
  return session;
}

function damaged(problem: string): PlayError {
  return new PlayError('damaged-save', `the saved game is damaged: ${problem}`);
}
