import { createRandom, evaluate, heuristicBot, sameMove } from '@antarctica-game/bots/browser';
import { applyMove, currentDecision, legalMoves, playerView } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from './__fixtures__/positions.js';
import { analyseDecision } from './analyse-decision.js';

describe('the analysis finds bad moves', () => {
  it('a random legal move much worse than the heuristic bot’s choice loses more, on average over positions', () => {
    const random = createRandom('bad-moves');
    let compared = 0;
    let goodLoss = 0;
    let badLoss = 0;
    for (const state of samplePositions(2, 2, 13)) {
      const decision = currentDecision(state);
      if (!('seat' in decision) || decision.kind === 'draftDraw') continue;
      const seat = decision.seat;
      const legal = legalMoves(state);
      if (legal.length < 4) continue;
      const good = heuristicBot({ seed: 1 }).chooseMove(
        playerView(state, seat),
        legal,
      ) as (typeof legal)[number];
      const rated = evaluate(applyMove(state, good), seat);
      // Moves the heuristic rates at least 3 points below its own choice: clearly bad ones.
      const bad = legal.filter(
        (move) => !sameMove(move, good) && evaluate(applyMove(state, move), seat) <= rated - 3,
      );
      const pick = bad[random.below(bad.length)];
      if (pick === undefined) continue;
      goodLoss += analyseDecision(state, good, 24, compared).loss.winShare;
      badLoss += analyseDecision(state, pick, 24, compared).loss.winShare;
      if (++compared === 8) break;
    }
    expect(compared).toBe(8);
    expect(badLoss / compared).toBeGreaterThan(goodLoss / compared + 0.02);
  });
});
