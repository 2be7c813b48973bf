import { readFileSync } from 'node:fs';
import { type GameState, newGame } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { playGameSync } from '../play/play-game.js';
import { learnedEvaluator } from './learned-evaluator.js';
import { shippedValueNetwork } from './shipped-network.js';
import { VALUE_2P_WEIGHTS } from './value-2p-weights.js';
import { VALUE_FEATURES } from './value-features.js';
import { loadValueNetwork } from './value-network.js';
import { ValueNetworkError } from './value-network-error.js';

const shippedJson = JSON.parse(
  readFileSync(new URL('../../models/value-2p.json', import.meta.url), 'utf8'),
);

/** Positions along a game of heuristic bots, one every `every` moves. */
function positions(players: 2 | 3 | 4, count: number, every = 9): GameState[] {
  const found: GameState[] = [];
  const bots = Array.from({ length: players }, (_, seat) => heuristicBot({ seed: seat }));
  playGameSync(newGame({ players, seed: `value-network/${players}` }), bots, {
    onMove: (_, state) => {
      if (state.phase !== 'over' && found.length < count && state.moves % every === 0)
        found.push(state);
    },
  });
  return found;
}

describe('the shipped value network', () => {
  it('is the same weights as models/value-2p.json, made by the training command', () => {
    expect(VALUE_2P_WEIGHTS).toEqual(shippedJson);
    expect(shippedJson.training.partial).toBe(false);
    expect(String(shippedJson.training.command)).toMatch(/^node bench\/train-value\.mjs --seed /);
  });

  it('is at most 2 MB', () => {
    expect(
      readFileSync(new URL('../../models/value-2p.json', import.meta.url)).length,
    ).toBeLessThan(2 * 1024 * 1024);
    expect(readFileSync(new URL('./value-2p-weights.ts', import.meta.url)).length).toBeLessThan(
      2 * 1024 * 1024,
    );
  });

  it('loads and rates each seat of 2- to 4-player positions in [0, 1], summing to 1, the same every time', () => {
    for (const players of [2, 3, 4] as const) {
      const evaluate = learnedEvaluator();
      const again = learnedEvaluator(loadValueNetwork(shippedJson));
      for (const state of positions(players, 8)) {
        const values = evaluate(state, 1);
        expect(values).toHaveLength(players);
        for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
        for (const value of values) expect(value).toBeLessThanOrEqual(1);
        expect(values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
        expect(again(state, 0.5)).toEqual(values);
        expect(evaluate(state, 1)).toEqual(values);
      }
    }
  });

  it('tells positions apart (not a constant)', () => {
    const evaluate = learnedEvaluator();
    const all = positions(2, 10, 10);
    expect(all).toHaveLength(10);
    const seen = new Set(all.map((state) => evaluate(state, 1)[0]?.toFixed(6)));
    expect(seen.size).toBeGreaterThan(5);
  });

  it('is loaded once', () => {
    expect(shippedValueNetwork()).toBe(shippedValueNetwork());
  });
});

describe('loadValueNetwork', () => {
  const good = () => structuredClone(shippedJson);
  const fault = (change: (weights: ReturnType<typeof good>) => unknown) => {
    const weights = good();
    const changed = change(weights);
    try {
      loadValueNetwork(changed === undefined ? weights : changed);
    } catch (error) {
      expect(error).toBeInstanceOf(ValueNetworkError);
      const { code, path, message } = error as ValueNetworkError;
      return { code, path, message };
    }
    throw new Error('no error');
  };

  it('computes the logit layer by layer, tanh between', () => {
    const weights = {
      format: 'antarctica-value-network',
      version: 1,
      features: [...VALUE_FEATURES],
      mean: VALUE_FEATURES.map(() => 1),
      scale: VALUE_FEATURES.map(() => 2),
      layers: [
        {
          inputs: VALUE_FEATURES.length,
          outputs: 2,
          weights: [
            ...VALUE_FEATURES.map((_, index) => (index === 0 ? 1 : 0)),
            ...VALUE_FEATURES.map((_, index) => (index === 1 ? -1 : 0)),
          ],
          biases: [0.5, 0],
        },
        { inputs: 2, outputs: 1, weights: [2, 3], biases: [-1] },
      ],
    };
    const features = [0, 0, ...VALUE_FEATURES.map((_, index) => index + 3)];
    const x0 = (3 - 1) / 2;
    const x1 = (4 - 1) / 2;
    const expected = 2 * Math.tanh(x0 + 0.5) + 3 * Math.tanh(-x1) - 1;
    expect(loadValueNetwork(weights).logit(features, 2)).toBeCloseTo(expected, 12);
  });

  it('refuses what is not a value network, with a stable code and the faulty field', () => {
    expect(fault(() => 'weights')).toMatchObject({ code: 'invalid-value-network', path: '' });
    expect(fault(() => null)).toMatchObject({ code: 'invalid-value-network', path: '' });
    expect(
      fault((weights) => {
        weights.format = 'onnx';
      }),
    ).toMatchObject({ code: 'invalid-value-network', path: 'format' });
    expect(
      fault((weights) => {
        weights.version = 99;
      }),
    ).toMatchObject({ code: 'invalid-value-network', path: 'version' });
    expect(
      fault((weights) => {
        weights.mean.pop();
      }),
    ).toMatchObject({ code: 'invalid-value-network', path: 'mean' });
    expect(
      fault((weights) => {
        weights.scale[3] = 0;
      }),
    ).toMatchObject({ code: 'invalid-value-network', path: 'scale[3]' });
    expect(
      fault((weights) => {
        weights.layers[0].weights[5] = 'x';
      }),
    ).toMatchObject({ code: 'invalid-value-network', path: 'layers[0].weights[5]' });
    expect(
      fault((weights) => {
        weights.layers[1].inputs += 1;
      }),
    ).toMatchObject({ code: 'invalid-value-network', path: 'layers[1].inputs' });
    expect(
      fault((weights) => {
        weights.layers.pop();
      }).path,
    ).toMatch(/^layers\[\d\]\.outputs$/);
    expect(
      fault((weights) => {
        weights.layers = [];
      }),
    ).toMatchObject({ code: 'invalid-value-network', path: 'layers' });
  });

  it('refuses weights of other features with their own code', () => {
    const error = fault((weights) => {
      weights.features[0] = 'turns left';
    });
    expect(error).toMatchObject({ code: 'value-network-features', path: 'features' });
    expect(error.message).toMatch(/train them again/);
  });
});
