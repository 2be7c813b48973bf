import { describe, expect, it } from 'vitest';
import { isDocumentedError } from './__fixtures__/fuzz.js';
import * as helpers from './helpers.js';
import * as headless from './index.js';
import * as machine from './machine.js';

// Every function of every public entry point, called with bad arguments: each either returns or
// throws an EngineError or IllegalMoveError with a documented code (never a TypeError from deep
// inside). Bots made by the bot factories are walked the same way.

const game = headless.newGame({ players: 3, seed: 1 });
const timeline = headless.startTimeline(game);
const frozenTimeline = Object.freeze({ states: [game], moves: [], undoable: 0 });
const cyclic: Record<string, unknown> = {};
cyclic.self = cyclic;

/** Bad values, alone and after a good first argument. */
const BAD: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  Number.NaN,
  'text',
  true,
  10n,
  Symbol('s'),
  {},
  [],
  new Array(3),
  cyclic,
  () => 0,
  { states: null },
  { states: [], moves: [], undoable: 0 },
  { ...game, players: null },
  Object.create(game),
];

const argumentLists: unknown[][] = [
  [],
  ...BAD.map((value) => [value]),
  ...BAD.map((value) => [value, value]),
  ...BAD.map((value) => [game, value]),
  ...BAD.map((value) => [timeline, value]),
  ...BAD.map((value) => [value, headless.legalMoves(game)]),
  [frozenTimeline],
];

/** Classes are exported too: only their documented use is called, not `Class(...)`. */
const CLASSES = new Set<unknown>([
  headless.EngineError,
  headless.IllegalMoveError,
  headless.InvalidSavedGameError,
]);

function functionsOf(entry: Record<string, unknown>): [string, (...args: unknown[]) => unknown][] {
  return Object.entries(entry).filter(
    (pair): pair is [string, (...args: unknown[]) => unknown] =>
      typeof pair[1] === 'function' && !CLASSES.has(pair[1]),
  );
}

function outcome(fn: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  try {
    const value = fn(...args);
    // Stop any actor a call started.
    (value as { stop?: () => void } | null)?.stop?.();
    return value;
  } catch (error) {
    return { thrown: error };
  }
}

const entries = { '.': headless, './helpers': helpers, './machine': machine } as const;

describe('every public function, given bad arguments', () => {
  for (const [entry, exports] of Object.entries(entries)) {
    it.each(functionsOf(exports as Record<string, unknown>))(
      `${entry}: %s returns or throws a documented engine error`,
      (_, fn) => {
        const undocumented: string[] = [];
        for (const args of argumentLists) {
          const result = outcome(fn, args);
          const thrown = (result as { thrown?: unknown } | null)?.thrown;
          if (thrown !== undefined && !isDocumentedError(thrown))
            undocumented.push(`${headless.EngineError.name} expected, got ${String(thrown)}`);
          // Bot factories give bots: walk those too.
          if (typeof result === 'function' && !CLASSES.has(result))
            for (const botArgs of argumentLists) {
              const inner = outcome(result as (...args: unknown[]) => unknown, botArgs);
              const innerThrown = (inner as { thrown?: unknown } | null)?.thrown;
              if (innerThrown !== undefined && !isDocumentedError(innerThrown))
                undocumented.push(`(its result) ${String(innerThrown)}`);
            }
        }
        expect([...new Set(undocumented)]).toEqual([]);
      },
    );
  }

  it('covers the functions of the three entry points', () => {
    const names = Object.values(entries).flatMap((exports) =>
      functionsOf(exports as Record<string, unknown>).map(([name]) => name),
    );
    for (const name of ['undoMove', 'canUndo', 'playMove', 'currentState', 'nextSunArea'])
      expect(names).toContain(name);
  });
});

describe('the timeline functions', () => {
  it('say invalid-argument for what is not a timeline, and nothing-to-undo for an undo too many', () => {
    for (const fn of [
      headless.undoMove,
      headless.canUndo,
      headless.currentState,
      (value: headless.Timeline) => headless.playMove(value, { type: 'pass', seat: 0 }),
    ])
      expect(() => fn(null as unknown as headless.Timeline)).toThrow(
        expect.objectContaining({ name: 'EngineError', code: 'invalid-argument' }),
      );
    expect(() => headless.undoMove(timeline)).toThrow(
      expect.objectContaining({ name: 'EngineError', code: 'nothing-to-undo' }),
    );
  });
});
