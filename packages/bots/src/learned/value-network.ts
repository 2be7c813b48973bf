import { VALUE_FEATURES } from './value-features.js';
import { ValueNetworkError } from './value-network-error.js';
import {
  type DenseLayer,
  VALUE_NETWORK_FORMAT,
  VALUE_NETWORK_VERSION,
  type ValueNetworkWeights,
} from './value-network-weights.js';

/** A loaded value network: a seat's logit from its row of features. */
export interface ValueNetwork {
  /** The checked weights it was loaded from. */
  readonly weights: ValueNetworkWeights;
  /**
   * The logit of the seat whose features start at `offset` in `features` (`VALUE_FEATURES.length`
   * numbers, as `writeValueFeatures` lays them out). The seats' win shares are the softmax of
   * their logits.
   */
  logit(features: ArrayLike<number>, offset: number): number;
}

/**
 * Checks weights (parsed JSON, or a {@link ValueNetworkWeights} object) and makes the network
 * they describe, evaluated in plain TypeScript (no native code: it runs in Node, browsers and Web
 * Workers alike).
 *
 * @example
 * ```ts
 * const network = loadValueNetwork(JSON.parse(readFileSync('value-2p.json', 'utf8')));
 * const bot = mctsBot({ budget: { ms: 100 }, evaluator: learnedEvaluator(network) });
 * ```
 *
 * @throws {@link ValueNetworkError} `invalid-value-network` when a field is missing, of the wrong
 * type or shape, or not a finite number; `value-network-features` when the weights were trained on
 * other features than {@link VALUE_FEATURES}.
 */
export function loadValueNetwork(weights: unknown): ValueNetwork {
  const checked = checkWeights(weights);
  const layers = checked.layers.map((layer) => ({
    inputs: layer.inputs,
    outputs: layer.outputs,
    weights: Float64Array.from(layer.weights),
    biases: Float64Array.from(layer.biases),
  }));
  const mean = Float64Array.from(checked.mean);
  const inverseScale = Float64Array.from(checked.scale, (scale) => 1 / scale);
  const widest = Math.max(...layers.map((layer) => Math.max(layer.inputs, layer.outputs)));
  // Two buffers the layers read from and write to in turn; everything the loops touch is a local
  // typed array (closure variables and property reads in the inner loop cost several times more).
  const buffers = [new Float64Array(widest), new Float64Array(widest)] as const;
  const last = layers.length - 1;
  return {
    weights: checked,
    logit(features, offset) {
      const first = buffers[0];
      const width = mean.length;
      for (let index = 0; index < width; index++)
        first[index] =
          ((features[offset + index] as number) - (mean[index] as number)) *
          (inverseScale[index] as number);
      let input: Float64Array = first;
      let output: Float64Array = buffers[1];
      for (let at = 0; at <= last; at++) {
        const layer = layers[at] as (typeof layers)[number];
        denseLayer(
          layer.weights,
          layer.biases,
          layer.inputs,
          layer.outputs,
          input,
          output,
          at < last,
        );
        const swap = input;
        input = output;
        output = swap;
      }
      return input[0] as number;
    },
  };
}

/** `output = weights · input + biases`, through `tanh` when `squash`. */
function denseLayer(
  weights: Float64Array,
  biases: Float64Array,
  inputs: number,
  outputs: number,
  input: Float64Array,
  output: Float64Array,
  squash: boolean,
): void {
  for (let row = 0; row < outputs; row++) {
    let sum = biases[row] as number;
    const start = row * inputs;
    for (let column = 0; column < inputs; column++)
      sum += (weights[start + column] as number) * (input[column] as number);
    output[row] = squash ? Math.tanh(sum) : sum;
  }
}

function fail(path: string, message: string): never {
  throw new ValueNetworkError('invalid-value-network', path, message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(value: unknown, length: number, path: string, positive = false): number[] {
  if (!Array.isArray(value)) fail(path, 'must be an array of numbers');
  if (value.length !== length) fail(path, `must hold ${length} numbers, not ${value.length}`);
  value.forEach((item, index) => {
    if (typeof item !== 'number' || !Number.isFinite(item))
      fail(`${path}[${index}]`, `must be a finite number, not ${JSON.stringify(item)}`);
    if (positive && !(item > 0)) fail(`${path}[${index}]`, `must be positive, not ${item}`);
  });
  return value as number[];
}

function count(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    fail(path, `must be a whole number of at least 1, not ${JSON.stringify(value)}`);
  return value;
}

/** The weights, checked field by field; the first fault found is thrown. */
function checkWeights(weights: unknown): ValueNetworkWeights {
  if (!isRecord(weights)) fail('', 'value network weights must be a JSON object');
  if (weights.format !== VALUE_NETWORK_FORMAT)
    fail('format', `must be "${VALUE_NETWORK_FORMAT}", not ${JSON.stringify(weights.format)}`);
  if (weights.version !== VALUE_NETWORK_VERSION)
    fail(
      'version',
      `must be ${VALUE_NETWORK_VERSION}, not ${JSON.stringify(weights.version)} (weights of another version of the package)`,
    );
  const features = weights.features;
  if (!Array.isArray(features) || features.some((name) => typeof name !== 'string'))
    fail('features', 'must be an array of feature names');
  if (features.join('\n') !== VALUE_FEATURES.join('\n'))
    throw new ValueNetworkError(
      'value-network-features',
      'features',
      `the weights were trained on other features than this version computes (${features.length} against ${VALUE_FEATURES.length}): train them again`,
    );
  const width = features.length;
  const mean = numbers(weights.mean, width, 'mean');
  const scale = numbers(weights.scale, width, 'scale', true);
  if (!Array.isArray(weights.layers) || weights.layers.length === 0)
    fail('layers', 'must be a non-empty array of layers');
  let inputs = width;
  const layers: DenseLayer[] = weights.layers.map((layer: unknown, index: number) => {
    const path = `layers[${index}]`;
    if (!isRecord(layer)) fail(path, 'must be an object');
    const layerInputs = count(layer.inputs, `${path}.inputs`);
    if (layerInputs !== inputs)
      fail(`${path}.inputs`, `must be ${inputs} (what the layer before gives), not ${layerInputs}`);
    const outputs = count(layer.outputs, `${path}.outputs`);
    const checked = {
      inputs: layerInputs,
      outputs,
      weights: numbers(layer.weights, layerInputs * outputs, `${path}.weights`),
      biases: numbers(layer.biases, outputs, `${path}.biases`),
    };
    inputs = outputs;
    return checked;
  });
  if (inputs !== 1)
    fail(
      `layers[${layers.length - 1}].outputs`,
      `the last layer must give 1 number, not ${inputs}`,
    );
  const training = weights.training;
  if (training !== undefined && !isRecord(training)) fail('training', 'must be an object');
  return {
    format: VALUE_NETWORK_FORMAT,
    version: VALUE_NETWORK_VERSION,
    features: [...features],
    mean,
    scale,
    layers,
    ...(training === undefined ? {} : { training }),
  };
}
