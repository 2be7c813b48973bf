import { createRandom } from '@antarctica-game/bots/browser';
import { currentDecision, legalMoves } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from './__fixtures__/positions.js';
import { analyseDecision } from './analyse-decision.js';
import { VERDICT_THRESHOLDS } from './verdicts.js';

// Once a game is decided the win share hardly moves; a move that throws points away there must
// still get a verdict (the trust bench's costly random moves were mostly such moves).
describe('a decided game', () => {
  it('flags a move that gives up Victory Points while the win share stays put', () => {
    const random = createRandom('decided');
    let found = 0;
    for (const state of samplePositions(2, 2, 5)) {
      const decision = currentDecision(state);
      if (!('seat' in decision) || decision.kind === 'draftDraw') continue;
      const legal = legalMoves(state);
      if (legal.length < 3) continue;
      const move = legal[random.below(legal.length)] as (typeof legal)[number];
      const judged = analyseDecision(state, move, 8, found);
      if (judged.loss.winShare >= VERDICT_THRESHOLDS.inaccuracy || judged.loss.margin < 2) continue;
      expect(judged.verdict).not.toBeNull();
      if (++found === 3) break;
    }
    expect(found).toBe(3);
  });
});
