import { xorshift32 } from '@antarctica-game/foundation/random';
import { EngineError } from '../errors/engine-error.js';
import { type IllegalMoveCode, IllegalMoveError } from '../errors/illegal-move-error.js';
import { InvalidSavedGameError } from '../save/serialize.js';
import type { GameState } from '../state/state.js';
import { visitGame } from './varied-games.js';

/** The codes the docs list. */
export const ILLEGAL_MOVE_CODES: readonly IllegalMoveCode[] = [
  'game-over',
  'not-your-decision',
  'wrong-decision',
  'not-allowed',
  'malformed',
];
export const ENGINE_ERROR_CODES: readonly string[] = [
  'invalid-options',
  'invalid-state',
  'invalid-argument',
  'nothing-to-undo',
];

/** Whether an error is one the docs promise, with a documented code and a message. */
export function isDocumentedError(error: unknown): boolean {
  if (error instanceof IllegalMoveError)
    return ILLEGAL_MOVE_CODES.includes(error.code) && typeof error.message === 'string';
  if (error instanceof InvalidSavedGameError)
    return (
      error.code === 'invalid-state' &&
      error.issues.length > 0 &&
      error.issues.every(
        (issue) => typeof issue.path === 'string' && typeof issue.message === 'string',
      )
    );
  if (error instanceof EngineError)
    return ENGINE_ERROR_CODES.includes(error.code) && error.message.length > 0;
  return false;
}

/** A small deterministic generator (xorshift), cheap enough for a million draws. */
export function fuzzRandom(seed: number): {
  below: (count: number) => number;
  pick: <T>(items: readonly T[]) => T;
} {
  let state = seed >>> 0 || 1;
  const below = (count: number) => {
    state = xorshift32(state);
    return state % count;
  };
  return { below, pick: (items) => items[below(items.length)] as (typeof items)[number] };
}

/** Freezes a value and everything in it (as immer, Redux Toolkit and boardgame.io states are). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

const cyclic: Record<string, unknown> = { type: 'endTurn', seat: 0 };
cyclic.self = cyclic;
const throwingGetter = Object.defineProperty({}, 'seat', {
  enumerable: true,
  get() {
    throw new Error('a getter that throws');
  },
});

/** Values of every odd kind, for fields and whole inputs. */
export const ODD_VALUES: readonly unknown[] = [
  -1,
  0,
  1,
  2,
  3,
  4,
  5,
  7,
  8,
  11,
  12,
  24,
  31,
  32,
  99,
  1e9,
  -0,
  0.5,
  -2.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  '',
  '0',
  '3',
  'sail',
  'cube',
  'boardShip',
  'basic',
  'icebreaker',
  'red',
  '__proto__',
  'x'.repeat(10_000),
  null,
  undefined,
  true,
  false,
  [],
  [0],
  ['icebreaker', 'icebreaker'],
  new Array(3),
  {},
  Object.freeze({ type: 'pass', seat: 0 }),
  10n,
  Symbol('odd'),
  () => 1,
  cyclic,
  throwingGetter,
  Buffer.from('endTurn'),
  new Date(0),
  new Map(),
];

/** States of random games of every kind (player counts, placements, readings, table setups). */
export function gameStates(games: number, every: number, maxMoves = 400): GameState[] {
  const states: GameState[] = [];
  for (let index = 0; index < games; index++)
    visitGame(index, every, (state) => states.push(state), maxMoves);
  return states;
}
