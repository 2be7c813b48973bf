import { describe, expect, it } from 'vitest';
import { playExampleGame } from './value-examples.js';
import { VALUE_FEATURES } from './value-features.js';
import { loadValueNetwork } from './value-network.js';
import { createTrainer, type TrainingData } from './value-training.js';

/** The examples of a few short self-play games. */
function examples(games: number): TrainingData {
  const features: number[] = [];
  const outcomes: number[] = [];
  let positions = 0;
  for (let game = 0; game < games; game++) {
    const played = playExampleGame({
      seed: 'training',
      game,
      players: 2,
      explore: 0.1,
      sample: 0.3,
    });
    features.push(...played.features);
    for (let position = 0; position < played.positions; position++)
      outcomes.push(...played.outcome);
    positions += played.positions;
  }
  return {
    players: 2,
    positions,
    features: Float64Array.from(features),
    outcomes: Float64Array.from(outcomes),
  };
}

const options = { hidden: [8], seed: 't', learningRate: 0.01, epochs: 6, batch: 16 };

describe('the value network’s training', () => {
  const data = examples(8);
  const all = Int32Array.from({ length: data.positions }, (_, index) => index);

  it('keeps the positions of a game with its outcome (one row a seat)', () => {
    expect(data.positions).toBeGreaterThan(50);
    expect(data.features.length).toBe(data.positions * 2 * VALUE_FEATURES.length);
    for (let position = 0; position < data.positions; position++)
      expect(
        (data.outcomes[2 * position] as number) + (data.outcomes[2 * position + 1] as number),
      ).toBe(1);
    expect(
      playExampleGame({ seed: 'training', game: 3, players: 2, explore: 0.1, sample: 0.3 }),
    ).toEqual(
      playExampleGame({ seed: 'training', game: 3, players: 2, explore: 0.1, sample: 0.3 }),
    );
  });

  it('lowers the loss, and its weights load as a network', () => {
    const trainer = createTrainer(data, all, options);
    const before = trainer.loss(all);
    for (let epoch = 0; epoch < 6; epoch++) trainer.epoch(all);
    expect(trainer.loss(all)).toBeLessThan(before - 0.02);
    const network = loadValueNetwork(trainer.weights({ test: true }));
    expect(Number.isFinite(network.logit(data.features, 0))).toBe(true);
  });

  it('gives the same weights for the same seed, and resumed from a state as if never stopped', () => {
    const straight = createTrainer(data, all, options);
    for (let epoch = 0; epoch < 4; epoch++) straight.epoch(all);
    const stopped = createTrainer(data, all, options);
    stopped.epoch(all);
    stopped.epoch(all);
    const resumed = createTrainer(data, all, options, JSON.parse(JSON.stringify(stopped.state())));
    resumed.epoch(all);
    resumed.epoch(all);
    expect(resumed.weights({})).toEqual(straight.weights({}));
    const other = createTrainer(data, all, { ...options, seed: 'u' });
    for (let epoch = 0; epoch < 4; epoch++) other.epoch(all);
    expect(other.weights({})).not.toEqual(straight.weights({}));
  });
});
