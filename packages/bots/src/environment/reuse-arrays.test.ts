import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.js';
import { randomBot } from '../random-bot/random-bot.js';
import { createEnvironment, type TimeStep } from './environment.js';

/** What a time step holds, its arrays copied (a reused array is filled in again by the next step). */
const copied = (step: TimeStep) => ({
  ...step,
  observation: [...step.observation],
  mask: [...step.mask],
  legal: [...step.legal],
  rewards: [...step.rewards],
});

describe('the environment with reuseArrays', () => {
  it('gives the numbers of the default environment at every step, in the same two arrays', () => {
    for (const [players, seed] of [
      [2, 3],
      [3, 11],
      [4, 7],
    ] as const) {
      const fresh = createEnvironment({ players });
      const reused = createEnvironment({ players, reuseArrays: true });
      const random = createRandom(seed);
      let games = 0;
      let expected = fresh.reset(seed);
      let step = reused.reset(seed);
      const { observation, mask } = step;
      let steps = 0;
      while (games < 2) {
        expect(copied(step)).toEqual(copied(expected));
        expect(step.observation).toBe(observation);
        expect(step.mask).toBe(mask);
        expect(expected.observation).not.toBe(observation);
        if (step.done) {
          games++;
          expected = fresh.reset(seed + games);
          step = reused.reset(seed + games);
          continue;
        }
        const action = step.legal[random.below(step.legal.length)] as number;
        expected = fresh.step(action);
        step = reused.step(action);
        steps++;
      }
      expect(steps).toBeGreaterThan(50);
    }
  });

  it('fills the same arrays with opponents playing between the agent steps (drafts included)', () => {
    const opponent = (seed: number) => randomBot({ seed });
    const options = { players: 3 as const, opponents: [null, opponent, opponent] };
    const fresh = createEnvironment(options);
    const reused = createEnvironment({ ...options, reuseArrays: true });
    let expected = fresh.reset(5);
    let step = reused.reset(5);
    const first = step.observation;
    while (!step.done) {
      expect(copied(step)).toEqual(copied(expected));
      expect(step.observation).toBe(first);
      const action = step.legal[step.legal.length - 1] as number;
      expected = fresh.step(action);
      step = reused.step(action);
    }
    expect(copied(step)).toEqual(copied(expected));
  });
});
