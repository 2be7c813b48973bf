import { applyMove, type GameState, legalMoves, type Move } from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { createRandom } from '../random.js';
import { BotError } from './bot-error.js';
import { botTurn, checkAnswer, isPromise, legalForBot } from './decide.js';
import { tellGameOver } from './game-over.js';

/** Options of {@link playGame} and {@link playGameSync}. */
export interface PlayGameOptions {
  /** Stop with a `too-many-moves` error after this many moves (default 5,000). */
  maxMoves?: number;
  /** Called after every move with the move and the state it led to. */
  onMove?: (move: Move, state: GameState) => void;
  /**
   * Chooses the chance outcomes of a game set up from a table (the cards turned up for a
   * Shipyard draft); a seeded game never needs it. The default picks at random with seed 0.
   */
  chance?: (state: GameState, legal: readonly Move[]) => Move;
}

/** A finished game: the final state and every move made, first first. */
export interface PlayedGame {
  /** The state at the end. */
  state: GameState;
  /** Every move, first first. */
  moves: Move[];
}

/**
 * Plays a game to its end with one bot per seat (`bots[seat]`), each shown only its own view.
 * Waits for bots that answer with a promise. At the end, tells the bots that have a `gameOver`
 * method (see {@link tellGameOver}).
 *
 * @throws {@link BotError} `illegal-move` if a bot answers with a move that is not legal,
 * `too-many-moves` if the game does not end within `maxMoves`.
 */
export async function playGame(
  state: GameState,
  bots: readonly Bot[],
  options: PlayGameOptions = {},
): Promise<PlayedGame> {
  return drive(state, bots, options, async (bot, turn) => {
    const given = legalForBot(turn.legal, bot);
    return checkAnswer(bot, turn, await bot.chooseMove(turn.view, given), given);
  });
}

/**
 * {@link playGame} for bots that answer at once, without promises: fast enough for simulations.
 *
 * @throws {@link BotError} as {@link playGame}, and `async-bot` if a bot answers with a promise.
 */
export function playGameSync(
  state: GameState,
  bots: readonly Bot[],
  options: PlayGameOptions = {},
): PlayedGame {
  const maxMoves = options.maxMoves ?? 5000;
  const chance = options.chance ?? randomChance();
  const moves: Move[] = [];
  let current = state;
  while (true) {
    const move = nextMoveSync(current, bots, chance);
    if (move === null) break;
    if (moves.length >= maxMoves) throw tooMany(maxMoves);
    current = applyMove(current, move);
    moves.push(move);
    options.onMove?.(move, current);
  }
  tellGameOver(bots, current);
  return { state: current, moves };
}

function nextMoveSync(
  state: GameState,
  bots: readonly Bot[],
  chance: (state: GameState, legal: readonly Move[]) => Move,
): Move | null {
  const turn = botTurn(state);
  if (turn === null) {
    const legal = legalMoves(state);
    return legal.length === 0 ? null : chance(state, legal);
  }
  const bot = botOf(bots, turn.seat);
  // The bot gets its own copy of the legal moves (the package's own bots excepted); the driver
  // judges with its own list.
  const given = legalForBot(turn.legal, bot);
  const answer = bot.chooseMove(turn.view, given);
  if (isPromise(answer)) {
    throw new BotError('async-bot', `bot ${bot.name} answered with a promise; use playGame`);
  }
  return checkAnswer(bot, turn, answer as Move, given);
}

async function drive(
  state: GameState,
  bots: readonly Bot[],
  options: PlayGameOptions,
  ask: (bot: Bot, turn: NonNullable<ReturnType<typeof botTurn>>) => Promise<Move>,
): Promise<PlayedGame> {
  const maxMoves = options.maxMoves ?? 5000;
  const chance = options.chance ?? randomChance();
  const moves: Move[] = [];
  let current = state;
  while (true) {
    const turn = botTurn(current);
    let move: Move;
    if (turn === null) {
      const legal = legalMoves(current);
      if (legal.length === 0) break;
      move = chance(current, legal);
    } else {
      move = await ask(botOf(bots, turn.seat), turn);
    }
    if (moves.length >= maxMoves) throw tooMany(maxMoves);
    current = applyMove(current, move);
    moves.push(move);
    options.onMove?.(move, current);
  }
  tellGameOver(bots, current);
  return { state: current, moves };
}

function botOf(bots: readonly Bot[], seat: number): Bot {
  const bot = bots[seat];
  if (bot === undefined) throw new BotError('invalid-options', `no bot for seat ${seat}`);
  return bot;
}

function tooMany(maxMoves: number): BotError {
  return new BotError('too-many-moves', `the game did not end within ${maxMoves} moves`);
}

function randomChance(): (state: GameState, legal: readonly Move[]) => Move {
  const random = createRandom(0);
  return (_, legal) => legal[random.below(legal.length)] as Move;
}
