import { currentDecision, playerView } from '@antarctica-game/engine';
import { fnv1a } from '@antarctica-game/foundation/random';
import { describe, expect, it } from 'vitest';
import { samplePositions } from '../__fixtures__/positions.js';
import { createRandom } from '../random.js';
import { determinize } from '../view/determinize.js';
import { encodeObservation, observationLayout } from './observation.js';
import { createStateEncoder, encodeStateObservation } from './state-observation.js';

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

  it('encodes every seat of the sample positions as when pinned (the layout is a contract)', () => {
    const texts: string[] = [];
    for (const players of [2, 3, 4] as const)
      for (const state of samplePositions(players, 2, 3)) {
        const decision = currentDecision(state);
        for (let seat = 0; seat < players; seat++)
          texts.push(encodeObservation(playerView(state, seat), decision).join(','));
      }
    expect(texts.length).toBe(1513);
    expect(fnv1a(texts.join('\n')).toString(16)).toBe('39fb524d');
  });

  it('is read off the state exactly as from the engine’s view, at every seat, pending effects included', () => {
    let pending = 0;
    let compared = 0;
    for (const players of [2, 3, 4] as const)
      for (const state of samplePositions(players, 4, 2)) {
        const decision = currentDecision(state);
        if (state.pending.length > 0) pending++;
        for (let seat = 0; seat < players; seat++) {
          expect(encodeStateObservation(state, seat, decision)).toEqual(
            encodeObservation(playerView(state, seat), decision),
          );
          compared++;
        }
      }
    expect(compared).toBeGreaterThan(3000);
    expect(pending).toBeGreaterThan(20);
  });

  it('is written again only where the state changed, as the engine’s view gives it, at every seat along whole games', () => {
    let compared = 0;
    let kept = 0;
    for (const players of [2, 3, 4] as const) {
      // One encoder for every game of a player count (a new game's parts are new objects), each
      // state shown to the deciding seat and to one other seat picked at random, as an
      // environment's steps and `observe` calls follow one another.
      const encode = createStateEncoder();
      const random = createRandom(players);
      for (const state of samplePositions(players, 3, 1)) {
        const decision = currentDecision(state);
        const deciding = 'seat' in decision ? decision.seat : 0;
        for (const seat of [deciding, random.below(players)]) {
          const observation = encode(state, seat, decision);
          expect(observation).toEqual(encodeObservation(playerView(state, seat), decision));
          // Each call hands out an array of its own: changing it changes no later observation.
          observation.fill(7);
          compared++;
        }
        const again = encode(state, deciding, decision);
        if (again === encode(state, deciding, decision)) kept++;
      }
    }
    expect(compared).toBeGreaterThan(3000);
    expect(kept).toBe(0);
  });
});
