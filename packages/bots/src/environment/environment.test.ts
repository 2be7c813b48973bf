import {
  applyMove,
  DEFAULT_EDITION,
  finalScores,
  legalMoves,
  type Move,
  newGame,
  playerView,
  stateHash,
} from '@antarctica-game/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { createRandom } from '../random.js';
import { randomBot } from '../random-bot/random-bot.js';
import { actionSpace } from './action-space.js';
import { createEnvironment } from './environment.js';
import { OBSERVATION_VERSION, observationLayout } from './observation.js';

describe('the learning environment', () => {
  it('a random agent reaches the same final states as the engine for the same seeds and actions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2 as const, 3 as const, 4 as const),
        fc.integer({ min: 0, max: 1e6 }),
        fc.boolean(),
        (players, seed, weighted) => {
          // A uniform agent rarely ends a game (stopped at 250 moves); a weighted one does.
          const env = createEnvironment({ players, maxMoves: weighted ? 3000 : 250 });
          const random = createRandom(seed);
          const bot = randomBot({ seed });
          const actions: number[] = [];
          let step = env.reset(seed);
          while (!step.done) {
            const action = weighted
              ? env.actionSpace.encode(
                  bot.chooseMove(playerView(env.state, step.player), legalMoves(env.state)) as Move,
                )
              : (step.legal[random.below(step.legal.length)] as number);
            actions.push(action);
            step = env.step(action);
          }
          // The engine alone, from the same seed, with the moves the actions stand for.
          let state = newGame({ players, seed });
          const space = actionSpace(state.edition);
          for (const action of actions) {
            const seat = (legalMoves(state)[0] as Move).seat;
            state = applyMove(state, space.decode(action, seat));
          }
          expect(stateHash(env.state)).toBe(stateHash(state));
          expect(env.state).toEqual(state);
          if (weighted) expect(state.phase).toBe('over');
        },
      ),
      { numRuns: 12 },
    );
  });

  it('numbers every legal move once: the mask is exactly the legal moves, and decode undoes encode', () => {
    const env = createEnvironment({ players: 3 });
    const space = env.actionSpace;
    const random = createRandom(5);
    let step = env.reset('mask');
    for (let moves = 0; moves < 200 && !step.done; moves++) {
      const legal = legalMoves(env.state);
      const actions = legal.map((move) => space.encode(move));
      expect(new Set(actions).size).toBe(legal.length);
      expect([...actions].sort((a, b) => a - b)).toEqual(step.legal);
      expect(step.mask.reduce((sum, bit) => sum + bit, 0)).toBe(legal.length);
      for (const [index, move] of legal.entries())
        expect(space.decode(actions[index] as number, move.seat)).toEqual(move);
      step = env.step(step.legal[random.below(step.legal.length)] as number);
    }
  });

  it('rewards only at the end: the win share, or the Victory Point margin', () => {
    for (const reward of ['winShare', 'margin'] as const) {
      const env = createEnvironment({
        players: 2,
        reward,
        opponents: [null, (seed) => heuristicBot({ seed })],
      });
      let step = env.reset('reward');
      const agent = heuristicBot({ seed: 1 });
      while (!step.done) {
        expect(step.rewards).toEqual([0, 0]);
        expect(step.player).toBe(0);
        // The agent here is the heuristic bot, playing through the environment's numbers.
        const move = agent.chooseMove(playerView(env.state, 0), legalMoves(env.state)) as Move;
        step = env.step(env.actionSpace.encode(move));
      }
      const result = finalScores(env.state);
      const points = result.standings.map((standing) => standing.points);
      if (reward === 'margin')
        expect(step.rewards).toEqual([points[0]! - points[1]!, points[1]! - points[0]!]);
      else {
        expect(step.rewards.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
        const winners = result.winners.length;
        expect([...step.rewards].sort()).toEqual(winners === 2 ? [0.5, 0.5] : [0, 1]);
      }
    }
  });

  it('lays the observation out as documented, the same size at every player count', () => {
    const layout = observationLayout(DEFAULT_EDITION);
    expect(layout.version).toBe(OBSERVATION_VERSION);
    const end = layout.segments.at(-1);
    expect(layout.size).toBe((end?.start ?? 0) + (end?.size ?? 0));
    for (const players of [2, 3, 4] as const) {
      const env = createEnvironment({ players });
      const step = env.reset(players);
      expect(step.observation).toHaveLength(layout.size);
      expect(step.observation.every(Number.isFinite)).toBe(true);
      for (let seat = 0; seat < players; seat++)
        expect(env.observe(seat)).toHaveLength(layout.size);
    }
  });

  it('refuses an illegal action and a step before reset, changing nothing', () => {
    const env = createEnvironment({ players: 2 });
    expect(() => env.step(0)).toThrow(expect.objectContaining({ code: 'no-decision' }));
    const step = env.reset(3);
    const before = structuredClone(env.state);
    const illegal = step.mask.indexOf(0);
    expect(() => env.step(illegal)).toThrow(expect.objectContaining({ code: 'illegal-move' }));
    expect(() => env.step(-1)).toThrow(expect.objectContaining({ code: 'illegal-move' }));
    expect(() => env.step(1e9)).toThrow(expect.objectContaining({ code: 'illegal-move' }));
    expect(env.state).toEqual(before);
  });
});
