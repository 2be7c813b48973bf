import { describeValue } from '@antarctica-game/foundation/shape-check';
import { sized } from '@antarctica-game/foundation/test-size';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRandom, gameStates, isDocumentedError, ODD_VALUES } from './__fixtures__/fuzz.js';
import { applyMove, tryApplyMove } from './apply-move.js';
import { currentDecision, isGameOver } from './current-decision.js';
import { DEFAULT_EDITION } from './edition/default-edition.js';
import { validateEdition } from './edition/validate-edition.js';
import { legalMoves } from './legal-moves.js';
import { createGameActor } from './machine/game-actor.js';
import { deserializeGame, serializeGame } from './save/serialize.js';
import { validateGameState } from './save/validate-state.js';
import { newGame } from './setup/new-game.js';
import type { Move } from './state/moves.js';
import { RULE_OPTIONS } from './state/rule-options.js';
import type { GameState } from './state/state.js';
import { stateHash } from './state-hash.js';

// Full size in .ci/run (TEST_SIZE=full), a tenth in `pnpm test` (foundation's test-size).
const OPTIONS = sized(120_000, 12_000);
const EVENTS = sized(60_000, 6_000);
const ARGUMENTS = sized(30_000, 3_000);

const odd = fc.constantFrom(...ODD_VALUES);
const anyValue = fc.oneof(odd, fc.anything({ maxDepth: 2, maxKeys: 4 }));
const colour = fc.oneof(fc.constantFrom('red', 'blue', 'green', 'yellow'), odd, fc.string());
const roster = fc.array(
  fc.oneof(
    fc.record(
      { color: colour, name: fc.oneof(fc.string(), anyValue) },
      { requiredKeys: ['color'] },
    ),
    anyValue,
  ),
  { maxLength: 5 },
);
const ruleReadings = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom(...Object.keys(RULE_OPTIONS)), fc.string()),
    fc.oneof(fc.constantFrom(...Object.values(RULE_OPTIONS).flat()), anyValue),
    { maxKeys: 3 },
  ),
  anyValue,
);
/** Mostly a valid value, now and then anything. */
const mostly = <T>(valid: fc.Arbitrary<T>, weight = 6) =>
  fc.oneof({ weight, arbitrary: valid }, { weight: 1, arbitrary: anyValue });
const options = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        players: mostly(fc.oneof(fc.constantFrom(2, 3, 4), roster), 4),
        seed: mostly(fc.oneof(fc.integer(), fc.string(), fc.double())),
        shipPlacement: mostly(fc.constantFrom('firstGame', 'free', undefined)),
        rules: mostly(ruleReadings, 2),
        edition: mostly(fc.constantFrom(DEFAULT_EDITION, undefined), 8),
        setup: mostly(fc.constant(undefined), 10),
      },
      { requiredKeys: ['players', 'seed'] },
    ),
  },
  { weight: 1, arbitrary: anyValue },
);

describe('fuzz: options, actor events and arguments', () => {
  it(`${OPTIONS.toLocaleString('en')} random newGame options give a sound game or EngineError invalid-options (fast-check)`, () => {
    let games = 0;
    let refused = 0;
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    fc.assert(
      fc.property(options, (given) => {
        let state: GameState;
        try {
          state = newGame(given as never);
        } catch (error) {
          if (!isDocumentedError(error) || (error as { code: string }).code !== 'invalid-options')
            throw new Error(`undocumented error ${String(error)}`);
          refused++;
          return;
        }
        games++;
        // A game that starts can be saved, loaded and checked.
        if (games % 20 === 0) {
          const checked = validateGameState(state);
          if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
          expect(stateHash(deserializeGame(serializeGame(state)))).toBe(stateHash(state));
        }
      }),
      { numRuns: OPTIONS, seed: 42 },
    );
    Error.stackTraceLimit = stackTraceLimit;
    expect(games + refused).toBe(OPTIONS);
    expect(games).toBeGreaterThan(OPTIONS / 20);
    expect(refused).toBeGreaterThan(OPTIONS / 4);
  }, 300_000);

  it(`${EVENTS.toLocaleString('en')} random events never stop the actor, and a refused one changes nothing`, () => {
    const random = fuzzRandom(3);
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    const errors: unknown[] = [];
    const events = fc.sample(
      fc.oneof(
        odd,
        fc.anything({ maxDepth: 2 }),
        fc.record({
          type: fc.oneof(
            fc.constantFrom('sail', 'endTurn', 'pass', 'discard', 'xstate.stop', '*'),
            fc.string(),
          ),
          seat: fc.oneof(fc.integer({ min: -1, max: 4 }), anyValue),
        }),
      ),
      { numRuns: 2000, seed: 5 },
    );
    let actor = createGameActor({ players: 4, seed: 1 });
    actor.subscribe({ error: (error) => errors.push(error) });
    for (let round = 0; round < EVENTS; round++) {
      const snapshot = actor.getSnapshot();
      const game = snapshot.context.game;
      const legal = legalMoves(game);
      if (legal.length === 0) {
        actor = createGameActor({ players: (2 + (round % 3)) as 2 | 3 | 4, seed: round });
        actor.subscribe({ error: (error) => errors.push(error) });
        continue;
      }
      const event = round % 4 === 0 ? random.pick(legal) : random.pick(events);
      actor.send(event as Move);
      const after = actor.getSnapshot();
      if (after.status !== 'active' && after.status !== 'done')
        expect.fail(`the actor stopped (${after.status}) after ${describeValue(event)}`);
      if (
        after.context.lastError !== null &&
        (!isDocumentedError(after.context.lastError) ||
          after.context.game !== game ||
          after.value !== snapshot.value)
      )
        expect.fail(`a refused event changed the actor or gave an undocumented error`);
    }
    Error.stackTraceLimit = stackTraceLimit;
    expect(errors).toEqual([]);
  }, 300_000);

  it(`${ARGUMENTS.toLocaleString('en')} calls of the public API with odd arguments throw only documented errors`, () => {
    const states = gameStates(6, 25, 200);
    const random = fuzzRandom(9);
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    const notStates = [...ODD_VALUES, {}, { version: 1 }, { players: [] }];
    const calls: Array<(value: unknown, state: GameState) => unknown> = [
      (value) => legalMoves(value as GameState),
      (value) => currentDecision(value as GameState),
      (value) => isGameOver(value as GameState),
      (value, state) => applyMove(value as GameState, legalMoves(state)[0] as Move),
      (value, state) => tryApplyMove(value as GameState, legalMoves(state)[0] as Move),
      (value) => serializeGame(value as GameState),
      (value) => stateHash(value as GameState),
      (value) => deserializeGame(value as string),
      (value) => deserializeGame(String(value)),
      (value) => validateGameState(value),
      (value) => validateEdition(value),
      (value) => createGameActor({ state: value as GameState }),
      (value) => createGameActor({ snapshot: value as never }),
      (value) => createGameActor(value as never),
      (value, state) => deserializeGame(serializeGame(state), value as never),
    ];
    for (let round = 0; round < ARGUMENTS; round++) {
      const call = random.pick(calls);
      try {
        call(random.pick(notStates), random.pick(states));
      } catch (error) {
        if (!isDocumentedError(error)) expect.fail(`undocumented error: ${String(error)}`);
      }
    }
    Error.stackTraceLimit = stackTraceLimit;
  }, 300_000);
});
