// A game at the play page as plain data: its seats, its seed and the engine's timeline (every
// state and move, and how many moves can be undone). Every operation returns a new session and
// leaves the old one as it was; a refused one throws a PlayError and changes nothing.
import {
  canUndo,
  currentDecision,
  currentState,
  type Decision,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  type PlayerView,
  playerView,
  playMove,
  startTimeline,
  type Timeline,
  undoMove,
} from '@antarctica-game/engine';
import { PlayError } from './play-error.js';
import { type BotChoice, SEAT_COLORS, type SeatSpec, seatName, seatsProblem } from './seats.js';

/** A game in progress (or over) at the play page. */
export interface GameSession {
  /** Who sits at each seat, A first. */
  readonly seats: readonly SeatSpec[];
  /** The engine's seed: the setup and every draw follow from it. */
  readonly seed: number;
  /** The engine's timeline: the states, the moves, what can be undone. */
  readonly timeline: Timeline;
}

/** Who the game waits for now. */
export type Turn =
  | {
      /** The game has ended: nobody decides. */
      kind: 'over';
    }
  | {
      /** A person at this device decides: the page waits for their move. */
      kind: 'human';
      /** The deciding seat (0 is A, seats in seating order). */
      seat: number;
      /** What the seat must decide, as the engine gives it. */
      decision: Decision;
      /** The moves that seat may make now (never empty). */
      legal: Move[];
    }
  | {
      /** A bot decides: the session asks its runner for the move. */
      kind: 'bot';
      /** The deciding seat (0 is A, seats in seating order). */
      seat: number;
      /** What the seat must decide, as the engine gives it. */
      decision: Decision;
      /** Which bot plays the seat, and how long it may think. */
      choice: BotChoice;
    };

/** What a bot is asked: its player's view, the legal moves, its kind and a seed. */
export interface BotRequest {
  /** What the deciding player may see. */
  view: PlayerView;
  /** The legal moves now (never empty). */
  legal: Move[];
  /** Which bot decides, and how long it may think. */
  choice: BotChoice;
  /** A seed for the bot's own draws, from the game's seed, the seat and the move count. */
  seed: number;
}

/** Runs a bot somewhere (a Web Worker on the page, the same thread in tests) and answers its move. */
export type BotRunner = (request: BotRequest) => Promise<Move>;

/**
 * Starts a game for the seats (2 to 4, colours red, blue, green, yellow in order) from a seed.
 *
 * @throws {@link PlayError} `invalid-seats`.
 */
export function newSession(seats: readonly SeatSpec[], seed: number): GameSession {
  const problem = seatsProblem(seats);
  if (problem !== null) throw new PlayError('invalid-seats', problem);
  if (!Number.isSafeInteger(seed))
    throw new PlayError('invalid-seats', 'the seed is not an integer');
  const state = newGame({
    players: seats.map((seat, index) => ({
      color: SEAT_COLORS[index] as (typeof SEAT_COLORS)[number],
      name: seatName(seat),
    })),
    seed,
  });
  return { seats: [...seats], seed, timeline: startTimeline(state) };
}

/** The current state of the game. */
export const stateOf = (session: GameSession): GameState => currentState(session.timeline);

/** Who decides now: a person (with the legal moves), a bot, or nobody (the game is over). */
export function turnOf(session: GameSession): Turn {
  const state = stateOf(session);
  const decision = currentDecision(state);
  if (decision.kind === 'gameOver') return { kind: 'over' };
  const seat = decision.seat;
  const spec = session.seats[seat];
  if (spec === undefined || spec.kind === 'human')
    return { kind: 'human', seat, decision, legal: legalMoves(state) };
  const { kind: _, ...choice } = spec;
  return { kind: 'bot', seat, decision, choice };
}

/**
 * Plays a person's move (from the board's `antarctica-move` event).
 *
 * @throws {@link PlayError} `game-over`, `not-a-human-decision` (a bot decides now) or
 * `illegal-move`.
 */
export function playHumanMove(session: GameSession, move: Move): GameSession {
  const turn = turnOf(session);
  if (turn.kind === 'over') throw new PlayError('game-over', 'the game is over');
  if (turn.kind === 'bot')
    throw new PlayError('not-a-human-decision', `seat ${turn.seat + 1} is a bot's to decide`);
  return played(session, move);
}

/**
 * Asks the bot that decides now for its move and plays it. The bot's answer is checked by the
 * engine like any move.
 *
 * @throws {@link PlayError} `game-over`, `not-a-bot-decision` or `illegal-move` (the bot's answer).
 */
export async function playBotMove(session: GameSession, runner: BotRunner): Promise<GameSession> {
  const turn = turnOf(session);
  if (turn.kind === 'over') throw new PlayError('game-over', 'the game is over');
  if (turn.kind === 'human')
    throw new PlayError('not-a-bot-decision', `seat ${turn.seat + 1} is a person's to decide`);
  const state = stateOf(session);
  const move = await runner({
    view: playerView(state, turn.seat),
    legal: legalMoves(state),
    choice: turn.choice,
    seed: botSeed(session.seed, turn.seat, session.timeline.moves.length),
  });
  return played(session, move);
}

/** Whether the person deciding now can take back their last move (the engine's undo rule). */
export function canUndoSession(session: GameSession): boolean {
  return turnOf(session).kind === 'human' && canUndo(session.timeline);
}

/**
 * Takes back the last move of the person deciding now, within their turn, as far as the engine
 * allows (nothing revealed, no other player's decision in between).
 *
 * @throws {@link PlayError} `nothing-to-undo`.
 */
export function undoSession(session: GameSession): GameSession {
  if (!canUndoSession(session))
    throw new PlayError(
      'nothing-to-undo',
      'nothing to undo: the last move revealed something, ended the turn or was not yours',
    );
  return { ...session, timeline: undoMove(session.timeline) };
}

/**
 * Whose view the board shows: the person deciding now; while a bot decides, the first person's
 * seat; null (everything shown) when the game is over or no person plays.
 */
export function viewerOf(session: GameSession): number | null {
  const turn = turnOf(session);
  if (turn.kind === 'over') return null;
  if (turn.kind === 'human') return turn.seat;
  const human = session.seats.findIndex((seat) => seat.kind === 'human');
  return human < 0 ? null : human;
}

function played(session: GameSession, move: Move): GameSession {
  try {
    return { ...session, timeline: playMove(session.timeline, move) };
  } catch (error) {
    throw new PlayError('illegal-move', `not a legal move now: ${(error as Error).message}`);
  }
}

/** A 32-bit seed for a bot's move, different for every seat and move of the game. */
function botSeed(seed: number, seat: number, moves: number): number {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  for (const part of [seat, moves]) hash = Math.imul(hash ^ part, 0x85ebca6b) >>> 0;
  return hash;
}
