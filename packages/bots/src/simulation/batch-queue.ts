import type { SimulationConfig } from './config.js';
import { type GameRange, gamesIn } from './game-ranges.js';
import type { Batch } from './play-batch.js';

/** Cuts the games still to play into batches, as they are asked for. */
export class BatchQueue {
  private readonly ranges: GameRange[];
  /** Games not yet handed out. */
  remaining: number;
  constructor(
    private readonly config: SimulationConfig,
    ranges: GameRange[],
    private readonly records: boolean,
    private readonly workers: number,
    private readonly fixedSize: number | undefined,
  ) {
    this.ranges = ranges.map(([from, to]): GameRange => [from, to]);
    this.remaining = gamesIn(ranges);
  }
  next(): Batch | null {
    const range = this.ranges[0];
    if (range === undefined) return null;
    // Guided scheduling: a share of what is left, so that batches shrink towards the end.
    const size =
      this.fixedSize ??
      Math.max(1, Math.min(200, Math.ceil(this.remaining / (16 * Math.max(1, this.workers)))));
    const first = range[0];
    const last = Math.min(range[1], first + size);
    range[0] = last;
    if (last === range[1]) this.ranges.shift();
    this.remaining -= last - first;
    return { config: this.config, start: first, end: last, records: this.records };
  }
  /** Hands games out again (the part of a batch that a worker did not play). */
  giveBack(range: GameRange): void {
    this.ranges.unshift([range[0], range[1]]);
    this.ranges.sort((a, b) => a[0] - b[0]);
    this.remaining += range[1] - range[0];
  }
}
