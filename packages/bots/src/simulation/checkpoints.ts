/**
 * Calls `write` with the result so far at most every `ms` milliseconds, and at the latest `ms`
 * after a game finished that no checkpoint holds yet, so that a run killed at any moment loses
 * only the games of its last `ms` milliseconds (and those its workers had not reported yet).
 */
export class Checkpoints<Result> {
  private last = Date.now();
  private timer: ReturnType<typeof setTimeout> | null = null;
  constructor(
    private readonly write: ((partial: Result) => void) | undefined,
    private readonly ms: number,
    private readonly partial: () => Result,
  ) {}
  /** Games were added to the result. */
  changed(): void {
    if (this.write === undefined || this.timer !== null) return;
    const wait = this.last + this.ms - Date.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }
  close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
  private flush(): void {
    this.timer = null;
    this.last = Date.now();
    this.write?.(this.partial());
  }
}
