import { sized } from '@antarctica-game/foundation/test-size';
import { describe, expect, it } from 'vitest';
import { fuzzRandom, gameStates, isDocumentedError, ODD_VALUES } from './__fixtures__/fuzz.js';
import { applyMove } from './apply-move.js';
import { checkInvariants } from './check-invariants.js';
import { legalMoves } from './legal-moves.js';
import { deserializeGame, serializeGame } from './save/serialize.js';
import { validateGameState } from './save/validate-state.js';
import type { Move } from './state/moves.js';
import type { GameState } from './state/state.js';

// Full size in .ci/run (TEST_SIZE=full), a tenth in `pnpm test` (foundation's test-size).
const SAVES = sized(80_000, 8_000);
const STATES = sized(80_000, 8_000);

/** Whatever loads must play on: every piece adds up, and legal moves apply and stay sound. */
function expectPlayable(state: GameState, random: ReturnType<typeof fuzzRandom>): void {
  const problems = checkInvariants(state);
  if (problems.length > 0) expect.fail(`a loaded game does not add up: ${problems.join('; ')}`);
  let current = state;
  for (let step = 0; step < 3; step++) {
    const legal = legalMoves(current);
    if (legal.length === 0) return;
    current = applyMove(current, random.pick(legal) as Move);
  }
  const checked = validateGameState(current);
  if (!checked.ok)
    expect.fail(`a loaded game played into an unsound state: ${JSON.stringify(checked.issues)}`);
}

const NUMBERS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '7',
  '8',
  '12',
  '24',
  '31',
  '32',
  '99',
  '-1',
  '-2',
  '-3',
  '1e9',
  '0.5',
  '-0',
  '4294967296',
];
const WORDS = [
  '"red"',
  '"blue"',
  '"cube"',
  '"icebreaker"',
  '"playing"',
  '"over"',
  '"draft"',
  '"never"',
  '"table"',
  'null',
  'true',
  'false',
  '[]',
  '{}',
];

/** One cheap edit of a save's text: a number, a word, a deleted or doubled piece, a cut. */
function mutateText(text: string, random: ReturnType<typeof fuzzRandom>): string {
  const at = random.below(text.length);
  switch (random.below(8)) {
    case 0:
    case 1:
    case 2: {
      // Replace the number at or after `at`.
      const match = /-?\d+(\.\d+)?(e\d+)?/g;
      match.lastIndex = at;
      const found = match.exec(text);
      if (found === null) return text.slice(0, at);
      return (
        text.slice(0, found.index) +
        random.pick(NUMBERS) +
        text.slice(found.index + found[0].length)
      );
    }
    case 3: {
      // Replace the value after a colon.
      const colon = text.indexOf(':', at);
      if (colon < 0) return text;
      const end = text.slice(colon + 1).search(/[,}\]]/);
      return `${text.slice(0, colon + 1)}${random.pick(WORDS)}${text.slice(colon + 1 + Math.max(end, 0))}`;
    }
    case 4: // Double an element of an array.
      {
        const comma = text.indexOf(',', at);
        if (comma < 0) return text;
        const start = text.lastIndexOf(',', comma - 1);
        return text.slice(0, comma) + text.slice(start, comma) + text.slice(comma);
      }
    case 5: {
      // Delete an element.
      const comma = text.indexOf(',', at);
      const next = text.indexOf(',', comma + 1);
      if (comma < 0 || next < 0) return text;
      return text.slice(0, comma) + text.slice(next);
    }
    case 6:
      return text.slice(0, at);
    default:
      return text.slice(0, at) + text.slice(at + 1 + random.below(3));
  }
}

/** Every path to a value inside a state, as lists of keys. */
function pathsOf(
  value: unknown,
  path: Array<string | number> = [],
  into: Array<Array<string | number>> = [],
) {
  if (typeof value === 'object' && value !== null) {
    if (path.length > 0) into.push(path);
    const entries = Array.isArray(value)
      ? value.map((item, index) => [index, item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) pathsOf(item, [...path, key], into);
  } else {
    into.push(path);
  }
  return into;
}

describe('fuzz: saves and states', () => {
  const games = gameStates(30, 11, 500);

  it(`${SAVES.toLocaleString('en')} mutated saves are refused with InvalidSavedGameError, or load into a game that plays on soundly`, () => {
    const texts = games.map((state) => serializeGame(state));
    const random = fuzzRandom(7);
    let refused = 0;
    let loaded = 0;
    for (let round = 0; round < SAVES; round++) {
      let text = random.pick(texts);
      const edits = 1 + random.below(3);
      for (let edit = 0; edit < edits; edit++) text = mutateText(text, random);
      let state: GameState;
      try {
        state = deserializeGame(text);
      } catch (error) {
        if (!isDocumentedError(error))
          expect.fail(`undocumented error ${String(error)} for ${text.slice(0, 200)}`);
        refused++;
        continue;
      }
      loaded++;
      expectPlayable(state, random);
    }
    expect(refused + loaded).toBe(SAVES);
    expect(refused).toBeGreaterThan(SAVES / 2);
  }, 300_000);

  it(`${STATES.toLocaleString('en')} states with one value changed anywhere are refused with every issue, or are sound`, () => {
    const random = fuzzRandom(11);
    const pool = games.slice(0, 400).map((state) => {
      const copy = JSON.parse(serializeGame(state)).state as Record<string, unknown>;
      copy.edition = state.edition;
      return {
        copy,
        paths: pathsOf({ ...copy, edition: null }).filter((path) => path[0] !== 'edition'),
      };
    });
    let refused = 0;
    for (let round = 0; round < STATES; round++) {
      const { copy, paths } = random.pick(pool);
      const path = random.pick(paths);
      let parent: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const key = path[path.length - 1] as string | number;
      const before = parent[key];
      const had = Object.hasOwn(parent, key);
      const change = random.below(10);
      if (change === 0) delete parent[key];
      else if (change < 4 && typeof before === 'number')
        parent[key] = before + random.pick([-1, 1, 8, -8]);
      else parent[key] = random.pick(ODD_VALUES);
      let checked: ReturnType<typeof validateGameState>;
      try {
        checked = validateGameState(copy);
      } catch (error) {
        expect.fail(`validateGameState threw ${String(error)} at ${path.join('.')}`);
      }
      if (checked.ok) expectPlayable(checked.state, random);
      else {
        refused++;
        for (const issue of checked.issues)
          if (typeof issue.path !== 'string' || typeof issue.message !== 'string')
            expect.fail(`an issue without a path or message: ${JSON.stringify(issue)}`);
      }
      if (had) parent[key] = before;
      else delete parent[key];
    }
    expect(refused).toBeGreaterThan(STATES / 2);
  }, 300_000);
});
