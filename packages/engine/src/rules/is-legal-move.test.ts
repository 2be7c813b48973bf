import { describe, expect, it } from 'vitest';
import { moveUniverse } from '../__fixtures__/move-universe.js';
import { applyMove } from '../apply-move.js';
import { botRandom, uniformBot, weightedRandomBot } from '../bots/random-bot.js';
import { sameMove } from '../errors/illegal-move-error.js';
import { legalMoves } from '../legal-moves.js';
import { newGame } from '../setup/new-game.js';
import { tableSetupOf } from '../setup/table-setup.js';
import type { GameState } from '../state/state.js';
import { isLegalMove } from './is-legal-move.js';

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

describe('isLegalMove (the check applyMove makes without listing the moves)', () => {
  it('agrees with the legal list on every move of every type, in seeded and table games, on deep-frozen states', () => {
    let checked = 0;
    for (const players of [2, 3, 4] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const bot =
          seed % 2 === 0 ? uniformBot(botRandom(seed)) : weightedRandomBot(botRandom(seed));
        const seeded = newGame({
          players,
          seed,
          shipPlacement: seed % 3 === 0 ? 'free' : 'firstGame',
        });
        let state: GameState =
          seed > 3
            ? newGame({
                players,
                setup: tableSetupOf(seeded),
                rules: { turnShipDiscard: 'never', shipyardCardChoice: 'optional' },
              })
            : seeded;
        for (let step = 0; step < 400; step++) {
          const legal = legalMoves(deepFreeze(state));
          if (legal.length === 0) break;
          const decider = legal[0]?.seat ?? 0;
          for (const move of moveUniverse(state, [decider, (decider + 1) % players])) {
            const listed = legal.some((option) => sameMove(option, move));
            if (isLegalMove(state, move) !== listed)
              expect.fail(`${JSON.stringify(move)}: listed ${listed}, isLegalMove says ${!listed}`);
            checked++;
          }
          state = applyMove(state, bot(state, legal));
        }
      }
    }
    expect(checked).toBeGreaterThan(100_000);
  }, 120_000);
});
