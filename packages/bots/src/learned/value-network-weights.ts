/** The format name every value network's weights carry. */
export const VALUE_NETWORK_FORMAT = 'antarctica-value-network';

/** The version of the weights' format; it changes whenever the format or the network's math does. */
export const VALUE_NETWORK_VERSION = 1;

/** One fully connected layer: `outputs` rows of `inputs` weights, row after row, and a bias a row. */
export interface DenseLayer {
  /** How many numbers the layer reads. */
  inputs: number;
  /** How many it gives. */
  outputs: number;
  /** `weights[output * inputs + input]`. */
  weights: number[];
  /** One per output. */
  biases: number[];
}

/**
 * The weights of a value network as JSON: features scaled as `(x - mean) / scale`, then dense
 * layers with `tanh` between them, the last giving one number, the seat's logit. The seats' win
 * shares are the softmax of their logits.
 */
export interface ValueNetworkWeights {
  /** Always {@link VALUE_NETWORK_FORMAT}. */
  format: string;
  /** {@link VALUE_NETWORK_VERSION} of the code that wrote them. */
  version: number;
  /** The names of the features the network reads, in order (see `VALUE_FEATURES`). */
  features: string[];
  /** A mean a feature, subtracted before the first layer. */
  mean: number[];
  /** A spread a feature (positive), divided by after the mean is subtracted. */
  scale: number[];
  /** The layers, first first. */
  layers: DenseLayer[];
  /** How the weights were made (free-form: the command, the seed, the data, the time). */
  training?: Record<string, unknown>;
}
