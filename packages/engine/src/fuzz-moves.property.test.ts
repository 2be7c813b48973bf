import { sized } from '@antarctica-game/foundation/test-size';
import { describe, expect, it } from 'vitest';
import {
  deepFreeze,
  fuzzRandom,
  gameStates,
  isDocumentedError,
  ODD_VALUES,
} from './__fixtures__/fuzz.js';
import { moveUniverse } from './__fixtures__/move-universe.js';
import { applyMove, tryApplyMove } from './apply-move.js';
import { checkInvariants } from './check-invariants.js';
import { IllegalMoveError, sameMove } from './errors/illegal-move-error.js';
import { legalMoves } from './legal-moves.js';
import { MOVE_TYPES, type Move } from './state/moves.js';
import type { GameState } from './state/state.js';
import { stateHash } from './state-hash.js';

// Full size in .ci/run (TEST_SIZE=full), a tenth in `pnpm test` (foundation's test-size).
const MOVES = sized(680_000, 68_000);

/** A move for a state: legal, a legal one with one field changed, any move in range, or junk. */
function moveFor(
  legal: readonly Move[],
  universe: readonly Move[],
  random: ReturnType<typeof fuzzRandom>,
): unknown {
  const roll = random.below(100);
  const base = legal.length > 0 ? random.pick(legal) : { type: 'pass', seat: 0 };
  if (roll < 25) return base;
  if (roll < 80) {
    const move: Record<string, unknown> = { ...base };
    const keys = Object.keys(move);
    const mutation = random.below(10);
    if (mutation === 0) move.type = random.pick(MOVE_TYPES);
    else if (mutation === 1) delete move[random.pick(keys)];
    else if (mutation === 2) move[random.pick(['extra', 'ship', 'area', 'to', 'cards'])] = 1;
    else move[random.pick([...keys, 'seat', 'type'])] = random.pick(ODD_VALUES);
    return move;
  }
  if (roll < 92) return random.pick(universe);
  if (roll < 96) return random.pick(ODD_VALUES);
  return { type: random.pick(ODD_VALUES), seat: random.pick(ODD_VALUES) };
}

describe('fuzz: moves', () => {
  it(`${MOVES.toLocaleString('en')} random and mutated moves on deep-frozen states of every kind give only documented errors, and a refused move changes nothing`, () => {
    const states = gameStates(45, 6).map(deepFreeze);
    const hashes = states.map(stateHash);
    const legalOf = states.map((state) => legalMoves(state));
    const universeOf = states.map((state) =>
      moveUniverse(
        state,
        state.players.map((_, seat) => seat),
      ),
    );
    const random = fuzzRandom(20_261_126);
    // Capturing a stack trace is most of the cost of a refused move; the codes are what is tested.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    let refused = 0;
    let accepted = 0;
    for (let round = 0; round < MOVES; round++) {
      const index = random.below(states.length);
      const state = states[index] as GameState;
      const legal = legalOf[index] as Move[];
      const move = moveFor(legal, universeOf[index] as Move[], random);
      let result: ReturnType<typeof tryApplyMove>;
      try {
        result = tryApplyMove(state, move as Move);
      } catch (error) {
        expect.fail(`tryApplyMove threw ${String(error)} for a move of type ${typeof move}`);
      }
      if (result.ok) {
        accepted++;
        const listed = legal.some((option) => sameMove(option, move as Move));
        if (!listed) expect.fail(`accepted a move that is not listed: ${result.state.moves}`);
        if (round % 97 === 0) expect(checkInvariants(result.state)).toEqual([]);
      } else {
        refused++;
        if (!isDocumentedError(result.error))
          expect.fail(`undocumented error: ${String(result.error)}`);
        if (round % 50 === 0) expect(stateHash(state)).toBe(hashes[index]);
      }
      if (round % 101 === 0) {
        // applyMove throws exactly what tryApplyMove returns.
        try {
          applyMove(state, move as Move);
          expect(result.ok).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(IllegalMoveError);
          expect(result.ok).toBe(false);
        }
      }
    }
    Error.stackTraceLimit = stackTraceLimit;
    states.forEach((state, index) => {
      expect(stateHash(state)).toBe(hashes[index]);
    });
    expect(refused + accepted).toBe(MOVES);
    expect(refused).toBeGreaterThan(MOVES / 3);
    expect(accepted).toBeGreaterThan(MOVES / 10);
  }, 300_000);
});
