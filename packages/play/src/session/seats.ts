// The seats of a game at the play page: who sits where (a person, or a bot and how long it
// thinks). Kept free of the engine so that the seat picker loads without it.

/** A bot the page can seat: the heuristic bot, or MCTS with a time budget per move. */
export type BotChoice =
  | {
      /** The heuristic bot: picks the best move on a fixed evaluation, almost at once. */
      bot: 'heuristic';
    }
  | {
      /** Monte Carlo tree search, stronger the longer it thinks. */
      bot: 'mcts';
      /** Thinking time per move in milliseconds (more than 0, at most 60,000). */
      ms: number;
    };

/** One seat: a person at this device, or a bot. */
export type SeatSpec =
  | {
      /** A person who plays on this device. */
      kind: 'human';
    }
  | ({
      /** A bot, which `bot` names. */
      kind: 'bot';
    } & BotChoice);

/** The colours of seats A to D, in seating order (as the engine gives them). */
export const SEAT_COLORS = ['red', 'blue', 'green', 'yellow'] as const;

/** The MCTS thinking times the picker offers, in milliseconds. */
export const MCTS_BUDGETS: readonly number[] = [500, 1000, 2000, 5000];

/** The seat's name in the game and its record (`Red: you`, `Blue: heuristic bot`). */
export function seatName(seat: SeatSpec): string {
  if (seat.kind === 'human') return 'Human';
  return seat.bot === 'heuristic' ? 'Heuristic bot' : `MCTS bot (${seat.ms / 1000} s)`;
}

/**
 * Checks a list of seats read from a save or given by a caller: 2 to 4 seats, each a person or
 * a known bot (MCTS with a positive budget of at most a minute). Returns the problem, or null.
 */
export function seatsProblem(seats: unknown): string | null {
  if (!Array.isArray(seats)) return 'the seats are not a list';
  if (seats.length < 2 || seats.length > 4)
    return `a game has 2 to 4 seats, not ${String(seats.length)}`;
  for (const [index, seat] of seats.entries()) {
    const problem = seatProblem(seat);
    if (problem !== null) return `seat ${index + 1}: ${problem}`;
  }
  return null;
}

function seatProblem(seat: unknown): string | null {
  if (typeof seat !== 'object' || seat === null) return 'not a seat';
  const { kind, bot, ms } = seat as Record<string, unknown>;
  if (kind === 'human') return null;
  if (kind !== 'bot') return `unknown kind ${JSON.stringify(kind) ?? String(kind)}`;
  if (bot === 'heuristic') return null;
  if (bot !== 'mcts') return `unknown bot ${JSON.stringify(bot) ?? String(bot)}`;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0 || ms > 60_000)
    return 'an MCTS bot needs a thinking time from 1 to 60,000 ms';
  return null;
}
