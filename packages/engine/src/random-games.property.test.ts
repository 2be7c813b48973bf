import { sized } from '@antarctica-game/foundation/test-size';
import { scoreSheet } from '@antarctica-game/scoring';
import { describe, expect, it } from 'vitest';
import { moveUniverse } from './__fixtures__/move-universe.js';
import { applyMove, tryApplyMove } from './apply-move.js';
import { botRandom, playOut, uniformBot, weightedRandomBot } from './bots/random-bot.js';
import { checkInvariants } from './check-invariants.js';
import { sameMove } from './errors/illegal-move-error.js';
import { finalScores, scoreSheetOf } from './final-scores.js';
import { legalMoves } from './legal-moves.js';
import { newGame } from './setup/new-game.js';
import { stateHash } from './state-hash.js';

const COUNTS = [2, 3, 4] as const;
/** Seeded games a player count: 700 in .ci/run (TEST_SIZE=full), 100 in `pnpm test`. */
const SEEDS = sized(700, 100);

describe('random games (properties)', () => {
  it('accept every listed move and refuse every other move of the deciding and the next seat, with the state unchanged', () => {
    for (const players of COUNTS) {
      for (let seed = 1; seed <= 4; seed++) {
        const bot =
          seed % 2 === 0 ? uniformBot(botRandom(seed)) : weightedRandomBot(botRandom(seed));
        let state = newGame({
          players,
          seed,
          shipPlacement: seed % 2 === 0 ? 'free' : 'firstGame',
        });
        for (let step = 0; step < 120 && state.phase !== 'over'; step++) {
          const legal = legalMoves(state);
          const before = JSON.stringify(state);
          const decider = legal[0]?.seat ?? 0;
          for (const move of moveUniverse(state, [decider, (decider + 1) % players])) {
            const listed = legal.some((option) => sameMove(option, move));
            if (tryApplyMove(state, move).ok !== listed) {
              expect.fail(
                `${JSON.stringify(move)}: listed ${listed}, but applying it ${listed ? 'failed' : 'worked'}`,
              );
            }
          }
          for (const move of legal) expect(tryApplyMove(state, move).ok).toBe(true);
          expect(JSON.stringify(state)).toBe(before);
          state = applyMove(state, bot(state, legal));
          expect(checkInvariants(state)).toEqual([]);
        }
      }
    }
  }, 300_000);

  it(`over ${(3 * SEEDS).toLocaleString('en')} seeded games: keep every piece at every move, end, and score as the scorer scores the final sheet`, () => {
    let games = 0;
    for (const players of COUNTS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const bot = weightedRandomBot(botRandom(seed));
        let state = newGame({
          players,
          seed,
          shipPlacement: seed % 4 === 0 ? 'free' : 'firstGame',
        });
        for (let step = 0; step < 5000 && state.phase !== 'over'; step++) {
          state = applyMove(state, bot(state, legalMoves(state)));
          const problems = checkInvariants(state);
          if (problems.length > 0)
            expect.fail(`${players} players, seed ${seed}, move ${step}: ${problems.join('; ')}`);
        }
        expect(state.phase).toBe('over');
        expect(finalScores(state)).toEqual(scoreSheet(scoreSheetOf(state)));
        games++;
      }
    }
    expect(games).toBe(3 * SEEDS);
  }, 300_000);

  it('replay identically: the same seed and moves give the same state hash', () => {
    for (const players of COUNTS) {
      const first = playOut(
        newGame({ players, seed: 'replay' }),
        weightedRandomBot(botRandom(9)),
        applyMove,
      );
      let replayed = newGame({ players, seed: 'replay' });
      for (const move of first.moves) replayed = applyMove(replayed, move);
      expect(stateHash(replayed)).toBe(stateHash(first.state));
      expect(replayed).toEqual(first.state);
    }
  });
});
