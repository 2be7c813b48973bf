import {
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  type PlayerView,
  playerView,
} from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { BotError } from './bot-error.js';

/** What a bot is shown at a decision: the deciding seat, its view and the legal moves. */
export interface BotTurn {
  /** The seat that must decide now. */
  seat: number;
  /** What that seat may see. */
  view: PlayerView;
  /** Every legal move of that seat now. */
  legal: Move[];
}

/**
 * The decision the game waits for, as a bot would be shown it, or `null` when the game is over
 * or waits for a chance outcome rather than a player (a Shipyard draft at a table).
 */
export function botTurn(state: GameState): BotTurn | null {
  const decision = currentDecision(state);
  if (decision.kind === 'gameOver' || (decision.kind as string) === 'draftDraw') return null;
  const legal = legalMoves(state);
  if (legal.length === 0) return null;
  return { seat: decision.seat, view: playerView(state, decision.seat), legal };
}

/**
 * Asks `bot` for the move of the seat that must decide now, showing it only that seat's view
 * and the legal moves. Checks that the answer is one of the legal moves.
 *
 * @throws {@link BotError} `no-decision` when no player must decide now, `illegal-move` when the
 * bot answers with a move that is not legal.
 */
export async function askBot(bot: Bot, state: GameState): Promise<Move> {
  const turn = requireTurn(state);
  return checkAnswer(bot, turn, await bot.chooseMove(turn.view, turn.legal));
}

/**
 * {@link askBot} for bots that answer at once (all the bots of this package do).
 *
 * @throws {@link BotError} as {@link askBot}, and `async-bot` if the bot answers with a promise.
 */
export function askBotSync(bot: Bot, state: GameState): Move {
  const turn = requireTurn(state);
  const answer = bot.chooseMove(turn.view, turn.legal);
  if (answer instanceof Promise || typeof (answer as { then?: unknown }).then === 'function') {
    throw new BotError('async-bot', `bot ${bot.name} answered with a promise; use askBot`);
  }
  return checkAnswer(bot, turn, answer as Move);
}

function requireTurn(state: GameState): BotTurn {
  const turn = botTurn(state);
  if (turn === null) throw new BotError('no-decision', 'no player must decide now');
  return turn;
}

/** Returns the legal move equal to the bot's answer, or throws. */
export function checkAnswer(bot: Bot, turn: BotTurn, answer: Move): Move {
  const match = turn.legal.find((move) => sameMove(move, answer));
  if (match === undefined) {
    throw new BotError(
      'illegal-move',
      `bot ${bot.name} chose a move that is not legal: ${safeJson(answer)}`,
    );
  }
  return match;
}

/** Whether two moves are the same: the same fields with the same values (undefined counts as absent). */
export function sameMove(a: Move, b: Move): boolean {
  if (a === b) return true;
  if (typeof b !== 'object' || b === null) return false;
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const x = left[key];
    const y = right[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((item, index) => item !== y[index])) return false;
    } else if (x !== y) return false;
  }
  return true;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
