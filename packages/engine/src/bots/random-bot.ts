import { xorshift32 } from '@antarctica-game/foundation/random';
import { checkGameStateArgument, invalidArgument } from '../errors/argument-guards.js';
import { legalMoves } from '../legal-moves.js';
import { shipsLeft } from '../rules/board.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';

/**
 * Chooses a move for the player who must decide now, from the whole game state: a bot for
 * playouts, simulations and benchmarks, which may read everything (every hand, the piles' order).
 * Not the `Bot` of `@antarctica-game/bots`, an opponent shown only its player's view: the two
 * had one name until a program importing both packages met both (renamed from `Bot`).
 */
export type StateBot = (state: GameState, legal: readonly Move[]) => Move;

/**
 * The old name of {@link StateBot}, kept so that code written against it still compiles.
 *
 * @deprecated Use `StateBot`; `Bot` will be removed in the next major version.
 */
export type Bot = StateBot;

/**
 * A random number source for bots: returns an integer in [0, below). Bots keep their own
 * randomness, apart from the game's, so that a bot never changes the game's draws.
 */
export type BotRandom = (below: number) => number;

/** A small, fast seeded generator (xorshift32) for bots. */
export function botRandom(seed: number): BotRandom {
  if (typeof seed !== 'number') throw invalidArgument('botRandom', 'a number', seed);
  let state = seed >>> 0 || 0x9e3779b9;
  return (below) => {
    if (typeof below !== 'number') throw invalidArgument('a bot random', 'a count', below);
    state = xorshift32(state);
    return state % below;
  };
}

function checkRandom(random: unknown, fn: string): void {
  if (typeof random !== 'function')
    throw invalidArgument(fn, 'a BotRandom (see botRandom)', random);
}

/** A bot choosing uniformly among the legal moves: covers every move, but games may never end. */
export function uniformBot(random: BotRandom): StateBot {
  checkRandom(random, 'uniformBot');
  return (_, legal) => {
    if (!Array.isArray(legal)) throw invalidArgument('a bot', 'the list of legal moves', legal);
    return legal[random(legal.length)] as Move;
  };
}

/** The weight of each kind of move (a switch: a keyed lookup by type was a hot spot of the bench). */
function weightOf(type: Move['type']): number {
  switch (type) {
    case 'build':
      return 60;
    case 'research':
    case 'recruit':
      return 12;
    case 'buildShip':
      return 6;
    case 'playPlaceScientist':
      return 4;
    case 'playPlusTwoScientists':
    case 'playFastResearch':
      return 3;
    case 'playIcebreaker':
    case 'endTurn':
      return 2;
    default:
      return 1;
  }
}

/**
 * A random bot with a purpose: it prefers building, then the other actions, plays cards now and
 * then, rarely discards, and never discards a ship from the board, nor one that would leave it with fewer than three.
 * Games between such bots end, which makes it the bot for simulations and benchmarks.
 */
export function weightedRandomBot(random: BotRandom): StateBot {
  // Each move's weight is worked out once per choice, into a list kept between choices (its
  // first `legal.length` entries are this choice's).
  checkRandom(random, 'weightedRandomBot');
  const weights: number[] = [];
  return (state, legal) => {
    if (typeof state !== 'object' || state === null || !Array.isArray(legal))
      throw invalidArgument('a bot', 'a game state and its legal moves', [state, legal]);
    let total = 0;
    for (let index = 0; index < legal.length; index++) {
      const weight = randomMoveWeight(state.ships, legal[index] as Move);
      weights[index] = weight;
      total += weight;
    }
    let roll = random(Math.max(1, Math.floor(total * 1000))) / 1000;
    for (let index = 0; index < legal.length; index++) {
      roll -= weights[index] as number;
      if (roll < 0) return legal[index] as Move;
    }
    return legal[legal.length - 1] as Move;
  };
}

/**
 * How much {@link weightedRandomBot} likes a move, for random players of one's own (a player's
 * view has the same `ships`): building most, the other actions and the cards less, a discard
 * rarely, and never a ship on the board nor one of a seat's last three ships.
 *
 * @param ships - Where every ship is (`state.ships`, or `playerView(...).ships`).
 */
export function randomMoveWeight(ships: readonly number[], move: Move): number {
  if (typeof move !== 'object' || move === null || !Array.isArray(ships))
    throw invalidArgument('randomMoveWeight', 'where the ships are and a move', [ships, move]);
  const type = move.type;
  if (type !== 'discard') return weightOf(type);
  if (move.resource === 'boardShip') return 0;
  if (move.resource === 'availableShip' && shipsLeft(ships, move.seat) <= 3) return 0;
  return weightOf('discard');
}

/** Plays a whole game with one bot for every seat; returns the final state and the moves made. */
export function playOut(
  state: GameState,
  bot: StateBot,
  apply: (state: GameState, move: Move) => GameState,
  maxMoves = 10000,
): {
  /** The last state: the game's end, or where `maxMoves` stopped it. */
  state: GameState;
  /** Every move played, in order. */
  moves: Move[];
} {
  checkGameStateArgument(state, 'playOut');
  if (typeof bot !== 'function' || typeof apply !== 'function' || typeof maxMoves !== 'number')
    throw invalidArgument('playOut', 'a bot, an apply function and a move limit', [bot, apply]);
  const moves: Move[] = [];
  let current = state;
  while (moves.length < maxMoves) {
    const legal = legalMoves(current);
    if (legal.length === 0) break;
    const move = bot(current, legal);
    current = apply(current, move);
    moves.push(move);
  }
  return { state: current, moves };
}
