import type { GameRange } from './game-ranges.js';

/**
 * Writes records in game order: a record goes out once every game before it (in the run) is done,
 * so that the records of a run that stops are those of its first games, in order.
 */
export class RecordQueue {
  private readonly waiting = new Map<number, string>();
  constructor(private readonly write: ((index: number, text: string) => void) | undefined) {}
  add(records: ReadonlyArray<[number, string]>, done: readonly GameRange[], start: number): void {
    if (this.write === undefined) return;
    for (const [index, text] of records) this.waiting.set(index, text);
    const first = done[0];
    const upTo = first !== undefined && first[0] <= start ? first[1] : start;
    for (const index of [...this.waiting.keys()].sort((a, b) => a - b)) {
      if (index >= upTo) break;
      this.write(index, this.waiting.get(index) as string);
      this.waiting.delete(index);
    }
  }
  flushAll(): void {
    if (this.write === undefined) return;
    for (const index of [...this.waiting.keys()].sort((a, b) => a - b))
      this.write(index, this.waiting.get(index) as string);
    this.waiting.clear();
  }
}
