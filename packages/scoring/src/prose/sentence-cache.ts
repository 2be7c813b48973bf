/**
 * A fixed-size cache of sentences by a whole-number key (0 to 2^31 - 1), for the explanations
 * whose keys are too wide for a dense table (the values of all cubes on a track, every player's
 * cards). Each key has one slot, picked by a multiplicative hash; a key that lands on a slot
 * held by another key replaces it. A lookup is a multiplication and two array reads, where a
 * `Map` hashes its key through a slower generic path, and the memory is bounded by the size.
 * A miss only costs building the sentence again.
 */
export class SentenceCache {
  private readonly keys: Int32Array;
  private readonly sentences: Array<string | undefined>;
  private readonly shift: number;

  /** A cache of 2^`bits` slots. */
  constructor(bits: number) {
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.sentences = new Array<string | undefined>(1 << bits).fill(undefined);
    this.shift = 32 - bits;
  }

  /** The sentence stored for `key`, or undefined. */
  get(key: number): string | undefined {
    const slot = this.slot(key);
    return this.keys[slot] === key ? this.sentences[slot] : undefined;
  }

  /** Stores `sentence` for `key` and returns it. */
  set(key: number, sentence: string): string {
    const slot = this.slot(key);
    this.keys[slot] = key;
    this.sentences[slot] = sentence;
    return sentence;
  }

  /** Fibonacci hashing: the top bits of the key times 2^32 / golden ratio. */
  private slot(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> this.shift;
  }
}
