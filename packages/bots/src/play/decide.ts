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
import { isOwnBot } from './own-bots.js';

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
  const given = legalForBot(turn.legal, bot);
  return checkAnswer(bot, turn, await bot.chooseMove(turn.view, given), given);
}

/**
 * {@link askBot} for bots that answer at once (all the bots of this package do).
 *
 * @throws {@link BotError} as {@link askBot}, and `async-bot` if the bot answers with a promise.
 */
export function askBotSync(bot: Bot, state: GameState): Move {
  const turn = requireTurn(state);
  const given = legalForBot(turn.legal, bot);
  const answer = bot.chooseMove(turn.view, given);
  if (isPromise(answer)) {
    throw new BotError('async-bot', `bot ${bot.name} answered with a promise; use askBot`);
  }
  return checkAnswer(bot, turn, answer as Move, given);
}

/** Whether a bot's answer is a promise (or any thenable). */
export function isPromise(answer: unknown): boolean {
  return (
    answer instanceof Promise ||
    (typeof answer === 'object' &&
      answer !== null &&
      typeof (answer as { then?: unknown }).then === 'function')
  );
}

function requireTurn(state: GameState): BotTurn {
  const turn = botTurn(state);
  if (turn === null) throw new BotError('no-decision', 'no player must decide now');
  return turn;
}

/**
 * The legal moves as `bot` is given them: its own array of its own move objects, so that nothing
 * the bot does to them (`shift`, `length = 0`, a move pushed or changed) reaches the driver's
 * list, which judges the answer and is handed to a fallback bot. The package's own bots, which
 * change neither (see `own-bots.ts`), are handed the driver's list itself.
 */
export function legalForBot(legal: readonly Move[], bot?: Bot): Move[] {
  if (bot !== undefined && isOwnBot(bot)) return legal as Move[];
  return legal.map(copyMove);
}

function copyMove(move: Move): Move {
  // The moves the engine lists, as literals of one shape each (V8 makes these fastest), when the
  // move has just the fields of its kind, each defined (as many fields, so no other); any other
  // move, with fields the engine never lists, by Object.assign, as it is. A draft draw's card list gets a copy of its own.
  const size = Object.keys(move).length;
  switch (move.type) {
    case 'sail':
      if (size === 3 && move.seat !== undefined && move.to !== undefined)
        return { type: 'sail', seat: move.seat, to: move.to };
      break;
    case 'discard':
      if (size === 3 && move.seat !== undefined && move.resource !== 'boardShip')
        return { type: 'discard', seat: move.seat, resource: move.resource };
      if (
        size === 4 &&
        move.seat !== undefined &&
        move.resource === 'boardShip' &&
        move.ship !== undefined
      )
        return { type: 'discard', seat: move.seat, resource: 'boardShip', ship: move.ship };
      break;
    case 'endTurn':
    case 'pass':
    case 'buildShip':
    case 'recruit':
    case 'playPlaceScientist':
    case 'playPlusTwoScientists':
      if (size === 2 && move.seat !== undefined) return { type: move.type, seat: move.seat };
      break;
    case 'moveShip':
      if (size === 4 && move.seat !== undefined && move.ship !== undefined && move.to !== undefined)
        return { type: 'moveShip', seat: move.seat, ship: move.ship, to: move.to };
      break;
    case 'build':
      if (
        size === 4 &&
        move.seat !== undefined &&
        move.deck !== undefined &&
        move.track !== undefined &&
        move.resourceCard === undefined
      )
        return { type: 'build', seat: move.seat, deck: move.deck, track: move.track };
      if (
        size === 5 &&
        move.seat !== undefined &&
        move.deck !== undefined &&
        move.track !== undefined &&
        move.resourceCard !== undefined
      )
        return {
          type: 'build',
          seat: move.seat,
          deck: move.deck,
          track: move.track,
          resourceCard: move.resourceCard,
        };
      break;
    case 'research':
    case 'advance':
    case 'playFastResearch':
      if (size === 3 && move.seat !== undefined && move.track !== undefined)
        return { type: move.type, seat: move.seat, track: move.track };
      break;
  }
  const copy = Object.assign({}, move);
  if (copy.type === 'drawDraftCards') copy.cards = [...copy.cards];
  return copy;
}

/**
 * The driver's own legal move equal to the bot's answer, or `undefined`: found at once when the
 * answer is the move at the same place of the bot's copy `given` (and still equal to it), else by
 * comparing fields.
 */
export function matchAnswer(
  legal: readonly Move[],
  answer: unknown,
  given?: readonly Move[],
): Move | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const at = given === undefined ? -1 : given.indexOf(answer as Move);
  const same = at >= 0 ? legal[at] : undefined;
  if (same !== undefined && sameMove(same, answer as Move)) return same;
  return legal.find((move) => sameMove(move, answer as Move));
}

/**
 * Returns the driver's legal move equal to the bot's answer, or throws. `given` is the copy the
 * bot was shown (see {@link legalForBot}).
 */
export function checkAnswer(bot: Bot, turn: BotTurn, answer: Move, given?: readonly Move[]): Move {
  const match = matchAnswer(turn.legal, answer, given);
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
  // Every own key of either move, without gathering them: the left's, then the right's others.
  for (const key in left)
    if (Object.hasOwn(left, key) && !sameField(left[key], right[key])) return false;
  for (const key in right)
    if (Object.hasOwn(right, key) && !Object.hasOwn(left, key) && !sameField(undefined, right[key]))
      return false;
  return true;
}

function sameField(x: unknown, y: unknown): boolean {
  if (Array.isArray(x) && Array.isArray(y)) {
    if (x.length !== y.length) return false;
    for (let index = 0; index < x.length; index++) if (x[index] !== y[index]) return false;
    return true;
  }
  return x === y;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
