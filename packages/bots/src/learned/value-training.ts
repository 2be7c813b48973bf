import { createRandom, deriveSeed } from '../random.js';
import { VALUE_FEATURES } from './value-features.js';
import {
  VALUE_NETWORK_FORMAT,
  VALUE_NETWORK_VERSION,
  type ValueNetworkWeights,
} from './value-network-weights.js';

/** Positions for training: each a row of features a seat, and each seat's final win share. */
export interface TrainingData {
  /** Seats a position (the same for every position). */
  players: number;
  /** How many positions. */
  positions: number;
  /** `positions * players` rows of `VALUE_FEATURES.length` numbers. */
  features: Float64Array;
  /** `positions * players` win shares. */
  outcomes: Float64Array;
}

/** Options of {@link createTrainer}. */
export interface TrainerOptions {
  /** The widths of the hidden layers (`tanh`), first first. */
  hidden: number[];
  /** Seeds the first weights. */
  seed: string;
  /** Adam's step size at the first epoch; it falls to 0 along a half cosine over `epochs`. */
  learningRate: number;
  /** The epochs the step size is planned over. */
  epochs: number;
  /** Positions a step. */
  batch: number;
}

/** What a trainer needs to go on exactly where it stopped (JSON). */
export interface TrainerState {
  mean: number[];
  scale: number[];
  /** Each parameter array (a layer's weights, then its biases), with Adam's two moments. */
  parameters: number[][];
  first: number[][];
  second: number[][];
  /** Adam steps taken. */
  steps: number;
  /** Epochs done. */
  epochs: number;
}

/** A value network in training: a softmax of one logit a seat against the seats' win shares. */
export interface Trainer {
  /** Runs the next epoch over the positions `train` (shuffled from the seed and epoch); its mean loss. */
  epoch(train: Int32Array): number;
  /** The mean cross-entropy over the positions `indices`, without learning. */
  loss(indices: Int32Array): number;
  /** The weights as they stand, with `training` as their notes. */
  weights(training: Record<string, unknown>): ValueNetworkWeights;
  /** The state to resume from. */
  state(): TrainerState;
}

/**
 * A small multilayer perceptron trained by minibatch Adam, in plain TypeScript: deterministic for
 * the same data, options and (when resuming) state. The features are scaled by the mean and
 * spread of the rows of `train` (or the resumed state's).
 */
export function createTrainer(
  data: TrainingData,
  train: Int32Array,
  options: TrainerOptions,
  resume?: TrainerState,
): Trainer {
  const width = VALUE_FEATURES.length;
  const players = data.players;
  const sizes = [width, ...options.hidden, 1];
  const layers = sizes.length - 1;
  const { mean, scale } = resume ?? scaling(data, train);
  const parameters: Float64Array[] = resume
    ? resume.parameters.map((values) => Float64Array.from(values))
    : initialParameters(sizes, options.seed);
  const first = parameters.map((values, at) =>
    Float64Array.from(resume?.first[at] ?? values.map(() => 0)),
  );
  const second = parameters.map((values, at) =>
    Float64Array.from(resume?.second[at] ?? values.map(() => 0)),
  );
  const gradients = parameters.map((values) => new Float64Array(values.length));
  let steps = resume?.steps ?? 0;
  let epochs = resume?.epochs ?? 0;
  // Activations of every seat of a position, layer by layer (layer 0: the scaled features).
  const activations = sizes.map((size) => new Float64Array(players * size));
  const deltas = sizes.map((size) => new Float64Array(players * size));
  const probabilities = new Float64Array(players);

  /** Forward pass of one position; its cross-entropy. Fills `activations` and `probabilities`. */
  function forward(position: number): number {
    const input = activations[0] as Float64Array;
    for (let seat = 0; seat < players; seat++) {
      const from = (position * players + seat) * width;
      for (let index = 0; index < width; index++)
        input[seat * width + index] =
          ((data.features[from + index] as number) - (mean[index] as number)) /
          (scale[index] as number);
    }
    for (let layer = 0; layer < layers; layer++) {
      const inputs = sizes[layer] as number;
      const outputs = sizes[layer + 1] as number;
      const weights = parameters[2 * layer] as Float64Array;
      const biases = parameters[2 * layer + 1] as Float64Array;
      const before = activations[layer] as Float64Array;
      const after = activations[layer + 1] as Float64Array;
      const last = layer === layers - 1;
      for (let seat = 0; seat < players; seat++)
        for (let row = 0; row < outputs; row++) {
          let sum = biases[row] as number;
          for (let column = 0; column < inputs; column++)
            sum +=
              (weights[row * inputs + column] as number) *
              (before[seat * inputs + column] as number);
          after[seat * outputs + row] = last ? sum : Math.tanh(sum);
        }
    }
    const logits = activations[layers] as Float64Array;
    let top = Number.NEGATIVE_INFINITY;
    for (let seat = 0; seat < players; seat++) top = Math.max(top, logits[seat] as number);
    let sum = 0;
    for (let seat = 0; seat < players; seat++) {
      probabilities[seat] = Math.exp((logits[seat] as number) - top);
      sum += probabilities[seat] as number;
    }
    let loss = 0;
    for (let seat = 0; seat < players; seat++) {
      probabilities[seat] = (probabilities[seat] as number) / sum;
      const target = data.outcomes[position * players + seat] as number;
      if (target > 0) loss -= target * Math.log(Math.max(1e-12, probabilities[seat] as number));
    }
    return loss;
  }

  /** Adds the gradients of the position just forwarded into `gradients`. */
  function backward(position: number): void {
    const top = deltas[layers] as Float64Array;
    for (let seat = 0; seat < players; seat++)
      top[seat] =
        (probabilities[seat] as number) - (data.outcomes[position * players + seat] as number);
    for (let layer = layers - 1; layer >= 0; layer--) {
      const inputs = sizes[layer] as number;
      const outputs = sizes[layer + 1] as number;
      const weights = parameters[2 * layer] as Float64Array;
      const weightGradients = gradients[2 * layer] as Float64Array;
      const biasGradients = gradients[2 * layer + 1] as Float64Array;
      const before = activations[layer] as Float64Array;
      const delta = deltas[layer + 1] as Float64Array;
      const below = deltas[layer] as Float64Array;
      for (let seat = 0; seat < players; seat++) {
        for (let column = 0; column < inputs; column++) below[seat * inputs + column] = 0;
        for (let row = 0; row < outputs; row++) {
          const error = delta[seat * outputs + row] as number;
          biasGradients[row] = (biasGradients[row] as number) + error;
          for (let column = 0; column < inputs; column++) {
            const at = row * inputs + column;
            weightGradients[at] =
              (weightGradients[at] as number) + error * (before[seat * inputs + column] as number);
            below[seat * inputs + column] =
              (below[seat * inputs + column] as number) + error * (weights[at] as number);
          }
        }
        // Through the tanh of the layer below (none below the first layer: those are the inputs).
        if (layer > 0)
          for (let column = 0; column < inputs; column++) {
            const value = before[seat * inputs + column] as number;
            below[seat * inputs + column] =
              (below[seat * inputs + column] as number) * (1 - value * value);
          }
      }
    }
  }

  function adam(batch: number): void {
    steps++;
    const rate =
      options.learningRate *
      0.5 *
      (1 + Math.cos((Math.PI * Math.min(epochs, options.epochs)) / options.epochs));
    const correction1 = 1 - 0.9 ** steps;
    const correction2 = 1 - 0.999 ** steps;
    for (let at = 0; at < parameters.length; at++) {
      const values = parameters[at] as Float64Array;
      const gradient = gradients[at] as Float64Array;
      const m = first[at] as Float64Array;
      const v = second[at] as Float64Array;
      for (let index = 0; index < values.length; index++) {
        const g = (gradient[index] as number) / batch;
        m[index] = 0.9 * (m[index] as number) + 0.1 * g;
        v[index] = 0.999 * (v[index] as number) + 0.001 * g * g;
        values[index] =
          (values[index] as number) -
          (rate * ((m[index] as number) / correction1)) /
            (Math.sqrt((v[index] as number) / correction2) + 1e-8);
        gradient[index] = 0;
      }
    }
  }

  return {
    epoch(positions) {
      const order = Int32Array.from(positions);
      const random = createRandom(deriveSeed(options.seed, 'epoch', epochs));
      for (let index = order.length - 1; index > 0; index--) {
        const other = random.below(index + 1);
        const swap = order[index] as number;
        order[index] = order[other] as number;
        order[other] = swap;
      }
      let total = 0;
      for (let start = 0; start < order.length; start += options.batch) {
        const end = Math.min(order.length, start + options.batch);
        for (let at = start; at < end; at++) {
          total += forward(order[at] as number);
          backward(order[at] as number);
        }
        adam(end - start);
      }
      epochs++;
      return total / Math.max(1, order.length);
    },
    loss(indices) {
      let total = 0;
      for (let at = 0; at < indices.length; at++) total += forward(indices[at] as number);
      return total / Math.max(1, indices.length);
    },
    weights(training) {
      const round = (value: number) => Number(value.toPrecision(7));
      return {
        format: VALUE_NETWORK_FORMAT,
        version: VALUE_NETWORK_VERSION,
        features: [...VALUE_FEATURES],
        mean: mean.map(round),
        scale: scale.map(round),
        layers: Array.from({ length: layers }, (_, layer) => ({
          inputs: sizes[layer] as number,
          outputs: sizes[layer + 1] as number,
          weights: Array.from(parameters[2 * layer] as Float64Array, round),
          biases: Array.from(parameters[2 * layer + 1] as Float64Array, round),
        })),
        training,
      };
    },
    state() {
      return {
        mean,
        scale,
        parameters: parameters.map((values) => Array.from(values)),
        first: first.map((values) => Array.from(values)),
        second: second.map((values) => Array.from(values)),
        steps,
        epochs,
      };
    },
  };
}

/** Each feature's mean and spread over the seats' rows of the positions `train` (spread 1 if none). */
function scaling(data: TrainingData, train: Int32Array): { mean: number[]; scale: number[] } {
  const width = VALUE_FEATURES.length;
  const sum = new Float64Array(width);
  const squares = new Float64Array(width);
  let rows = 0;
  for (const position of train)
    for (let seat = 0; seat < data.players; seat++) {
      const from = (position * data.players + seat) * width;
      for (let index = 0; index < width; index++) {
        const value = data.features[from + index] as number;
        sum[index] = (sum[index] as number) + value;
        squares[index] = (squares[index] as number) + value * value;
      }
      rows++;
    }
  const mean = Array.from(sum, (total) => total / Math.max(1, rows));
  const scale = Array.from(squares, (total, index) => {
    const spread = Math.sqrt(Math.max(0, total / Math.max(1, rows) - (mean[index] as number) ** 2));
    return spread > 1e-6 ? spread : 1;
  });
  return { mean, scale };
}

/** Glorot-uniform weights, zero biases, seeded. */
function initialParameters(sizes: number[], seed: string): Float64Array[] {
  const random = createRandom(deriveSeed(seed, 'weights'));
  const parameters: Float64Array[] = [];
  for (let layer = 0; layer + 1 < sizes.length; layer++) {
    const inputs = sizes[layer] as number;
    const outputs = sizes[layer + 1] as number;
    const bound = Math.sqrt(6 / (inputs + outputs));
    parameters.push(
      Float64Array.from({ length: inputs * outputs }, () => (2 * random.next() - 1) * bound),
    );
    parameters.push(new Float64Array(outputs));
  }
  return parameters;
}
