import { VALUE_2P_WEIGHTS } from './value-2p-weights.js';
import { loadValueNetwork, type ValueNetwork } from './value-network.js';

let shipped: ValueNetwork | undefined;

/**
 * The value network shipped with the package (trained on 2-player games by
 * `bench/train-value.mjs`), loaded once. Its weights are a generated TypeScript module rather
 * than a JSON file read at run time, so that every bundler and Web Worker gets them with the code
 * (no file system, no fetch).
 */
export function shippedValueNetwork(): ValueNetwork {
  shipped ??= loadValueNetwork(VALUE_2P_WEIGHTS);
  return shipped;
}
