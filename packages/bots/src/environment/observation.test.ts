import { currentDecision, playerView } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { samplePositions } from '../__fixtures__/positions.js';
import { createRandom } from '../random.js';
import { determinize } from '../view/determinize.js';
import { encodeObservation, observationLayout } from './observation.js';

describe('the observation of a seat', () => {
  it('is the same for two states that differ only in what the seat cannot see, and differs between seats', () => {
    let compared = 0;
    let seatsDiffer = 0;
    for (const players of [2, 3, 4] as const) {
      for (const state of samplePositions(players, 1, 11)) {
        const decision = currentDecision(state);
        for (let seat = 0; seat < players; seat++) {
          const twin = determinize(playerView(state, seat), createRandom(compared + 1));
          const observation = encodeObservation(playerView(state, seat), decision);
          expect(encodeObservation(playerView(twin, seat), currentDecision(twin))).toEqual(
            observation,
          );
          expect(observation).toHaveLength(observationLayout(state.edition).size);
          if (
            seat > 0 &&
            JSON.stringify(observation) !==
              JSON.stringify(encodeObservation(playerView(state, 0), decision))
          )
            seatsDiffer++;
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
    expect(seatsDiffer).toBeGreaterThan(20);
  });
});
