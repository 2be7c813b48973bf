import { applyMove, legalMoves, type Move, newGame, stateHash } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from './evaluate.js';
import { heuristicChoice } from './heuristic-bot.js';

describe("the heuristic's choice", () => {
  it('hands out the states after its move and its follow-up, which it made while rating them (for the rollouts)', () => {
    let checked = 0;
    let followUps = 0;
    for (const players of [2, 4] as const) {
      let state = newGame({ players, seed: players * 7 });
      for (let step = 0; step < 120; step++) {
        const legal = legalMoves(state);
        if (legal.length === 0) break;
        const seat = legal[0]?.seat as number;
        const choice = heuristicChoice(state, seat, legal, DEFAULT_WEIGHTS);
        const played = applyMove(state, choice.move);
        if (legal.length > 1) {
          expect(choice.after).toBeDefined();
          checked++;
        }
        if (choice.after !== undefined) {
          expect(stateHash(choice.after)).toBe(stateHash(played));
          expect(choice.after).toEqual(played);
        }
        if (choice.followUp !== undefined) {
          expect(choice.followUpAfter).toBeDefined();
          followUps++;
        }
        if (choice.followUpAfter !== undefined)
          expect(choice.followUpAfter).toEqual(applyMove(played, choice.followUp as Move));
        state = played;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(followUps).toBeGreaterThan(10);
  });
});
