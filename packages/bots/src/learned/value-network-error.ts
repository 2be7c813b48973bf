/** Stable codes of {@link ValueNetworkError}. */
export type ValueNetworkErrorCode =
  /** The weights are not a value network of this format (a field missing, mistyped or misshapen). */
  | 'invalid-value-network'
  /** The weights were trained on other features than this version computes. */
  | 'value-network-features';

/** Weights that cannot be loaded as a value network, with a stable `code` and where it failed. */
export class ValueNetworkError extends Error {
  /** What went wrong, for programs. */
  readonly code: ValueNetworkErrorCode;
  /** Where in the weights, as a path (`layers[0].weights`), or `''` for the whole. */
  readonly path: string;

  /** Creates an error with its code, the path of the faulty field and a message for people. */
  constructor(code: ValueNetworkErrorCode, path: string, message: string) {
    super(path === '' ? message : `${path}: ${message}`);
    this.name = 'ValueNetworkError';
    this.code = code;
    this.path = path;
  }
}
