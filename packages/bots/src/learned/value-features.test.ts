import { applyMove, legalMoves, newGame } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { evaluateSeats, gameLeft } from '../heuristic/evaluate.js';
import { projectedPoints } from '../heuristic/projected-points.js';
import { VALUE_FEATURES, writeValueFeatures } from './value-features.js';

const width = VALUE_FEATURES.length;
const at = (name: string) => {
  const index = VALUE_FEATURES.indexOf(name);
  if (index < 0) throw new Error(`no feature ${name}`);
  return index;
};

describe('writeValueFeatures', () => {
  it('gives each seat its own measures and its strongest rival’s, with the margins', () => {
    let state = newGame({ players: 3, seed: 'value-features' });
    const out = new Float64Array(4 * width);
    for (let move = 0; move < 150 && state.phase !== 'over'; move++) {
      const legal = legalMoves(state);
      state = applyMove(state, legal[(move * 5) % legal.length] as (typeof legal)[number]);
      if (move % 10 !== 0) continue;
      const left = gameLeft(state);
      writeValueFeatures(state, left, out);
      const points = projectedPoints(state).total;
      const evaluations = evaluateSeats(state, undefined, left);
      for (let seat = 0; seat < 3; seat++) {
        const row = seat * width;
        const rivals = [0, 1, 2].filter((other) => other !== seat);
        const rival = rivals.reduce((best, other) =>
          (evaluations[other] as number) > (evaluations[best] as number) ? other : best,
        );
        expect(out[row + at('game left')]).toBe(left);
        expect(out[row + at('players 3')]).toBe(1);
        expect(out[row + at('own points')]).toBe(points[seat]);
        expect(out[row + at('rival points')]).toBe(points[rival]);
        expect(out[row + at('own heuristic evaluation')]).toBe(evaluations[seat]);
        expect(out[row + at('own scientists in supply')]).toBe(state.players[seat]?.supply);
        expect(out[row + at('rival Building Cards')]).toBe(
          state.players[rival]?.buildingCards.length,
        );
        expect(out[row + at('points margin')]).toBe(
          (points[seat] as number) - (points[rival] as number),
        );
        expect(out[row + at('evaluation margin')]).toBe(
          (evaluations[seat] as number) - (evaluations[rival] as number),
        );
      }
    }
  });

  it('refuses an array too small', () => {
    const state = newGame({ players: 2, seed: 'value-features' });
    expect(() => writeValueFeatures(state, 1, new Float64Array(width))).toThrow(/room for/);
  });
});
