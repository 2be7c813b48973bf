import { scoreSheet } from '@antarctica-game/scoring';
import { describe, expect, it } from 'vitest';
import { applyMove, tryApplyMove } from './apply-move.js';
import { botRandom, playOut, uniformBot, weightedRandomBot } from './bots/random-bot.js';
import { finalScores, scoreSheetOf } from './final-scores.js';
import { sameMove } from './illegal-move-error.js';
import { checkInvariants } from './invariants.js';
import { legalMoves } from './legal-moves.js';
import type { Move } from './moves.js';
import { newGame } from './new-game.js';
import type { GameState } from './state.js';
import { stateHash } from './state-hash.js';

const COUNTS = [2, 3, 4] as const;

/** Moves that look plausible but are not in the legal list: each must be refused, state untouched. */
function nearMisses(state: GameState, legal: readonly Move[]): Move[] {
  const seat = legal[0]?.seat ?? 0;
  const candidates: Move[] = [
    { type: 'endTurn', seat },
    { type: 'endTurn', seat: (seat + 1) % state.players.length },
    { type: 'sail', seat, to: state.sun },
    { type: 'recruit', seat },
    { type: 'pass', seat },
    { type: 'advance', seat, track: 4 },
    { type: 'build', seat, deck: 'advanced', track: 0 },
    { type: 'takeShipyardCard', seat, card: 'icebreaker' },
  ];
  return candidates.filter((candidate) => !legal.some((move) => sameMove(move, candidate)));
}

describe('random games (properties)', () => {
  it('keep every piece and card somewhere, accept every listed move, refuse every unlisted one unchanged', () => {
    for (const players of COUNTS) {
      for (let seed = 1; seed <= 20; seed++) {
        const bot =
          seed % 2 === 0 ? uniformBot(botRandom(seed)) : weightedRandomBot(botRandom(seed));
        let state = newGame({
          players,
          seed,
          shipPlacement: seed % 2 === 0 ? 'free' : 'firstGame',
        });
        for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
          const legal = legalMoves(state);
          const before = JSON.stringify(state);
          for (const move of nearMisses(state, legal))
            expect(tryApplyMove(state, move).ok).toBe(false);
          for (const move of legal) expect(tryApplyMove(state, move).ok).toBe(true);
          expect(JSON.stringify(state)).toBe(before);
          state = applyMove(state, bot(state, legal));
          expect(checkInvariants(state)).toEqual([]);
        }
      }
    }
  });

  it('over 1,200 seeded games: keep every piece at every move, end, and score as the scorer scores the final sheet', () => {
    let games = 0;
    for (const players of COUNTS) {
      for (let seed = 1; seed <= 400; seed++) {
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
    expect(games).toBe(1200);
  }, 120_000);

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
