import { createRandom, determinize } from '@antarctica-game/bots/browser';
import {
  applyMove,
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  playerView,
} from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from './__fixtures__/positions.js';
import { analyseDecision } from './analyse-decision.js';
import { viewValue } from './luck.js';

/** A second state the deciding player cannot tell from `state`: other hands, pile orders and the generator redrawn. */
function twin(state: GameState, seat: number, seed: number): GameState {
  return determinize(playerView(state, seat), createRandom(seed));
}

describe('analyseDecision', () => {
  it('refuses a state where nobody decides and a move that is not legal, with codes', () => {
    const [state] = samplePositions(2, 1, 1000);
    if (state === undefined) throw new Error('no position');
    const legal = legalMoves(state);
    const wrong = { ...(legal[0] as Move), seat: 7 } as Move;
    expect(() => analyseDecision(state, wrong, 2, 1)).toThrow(
      expect.objectContaining({ code: 'illegal-move' }),
    );
    let over = state;
    while (legalMoves(over).length > 0) over = applyMove(over, legalMoves(over)[0] as Move);
    expect(() => analyseDecision(over, legal[0] as Move, 2, 1)).toThrow(
      expect.objectContaining({ code: 'not-a-decision' }),
    );
  });
});

describe('the analysis sees only what the deciding player saw', () => {
  it('two states that differ only in what the player cannot see get the same judgement of a move', () => {
    let compared = 0;
    let differing = 0;
    for (const players of [2, 4] as const) {
      for (const state of samplePositions(players, 1, 23)) {
        const decision = currentDecision(state);
        if (!('seat' in decision) || decision.kind === 'draftDraw') continue;
        const seat = decision.seat;
        const other = twin(state, seat, compared + 1);
        if (
          JSON.stringify(other.players) !== JSON.stringify(state.players) ||
          other.rng !== state.rng
        )
          differing++;
        expect(playerView(other, seat)).toEqual(playerView(state, seat));
        const legal = legalMoves(state);
        const played = legal[compared % legal.length];
        if (played === undefined) continue;
        const first = analyseDecision(state, played, 4, 17);
        const second = analyseDecision(other, played, 4, 17);
        expect(second).toEqual(first);
        // A player's value of a position (luck's measure) reads their view only, too.
        expect(viewValue(other, seat, 2, 5)).toBe(viewValue(state, seat, 2, 5));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(8);
    expect(differing).toBeGreaterThan(compared / 2);
  });
});
