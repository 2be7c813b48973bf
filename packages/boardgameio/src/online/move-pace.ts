/** What {@link movePace} does with one move. */
export type Paced = 'now' | 'held' | 'refused';

/**
 * The pace of one socket's moves: at most `perSecond` pass in a second; the next ones wait, in
 * the order they came, for the following seconds (at most `maxHeld` of them); a move beyond
 * those is refused. A fast honest client (one that answers each state at once) thus has its
 * moves slowed, never dropped; only a flood is refused.
 */
export function movePace(perSecond: number, maxHeld: number, now: () => number = Date.now) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let inWindow = 0;
  const held: Array<() => void> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const newWindowIfDue = () => {
    const time = now();
    if (time - windowStart >= 1000) {
      windowStart = time;
      inWindow = 0;
    }
  };
  const release = () => {
    timer = undefined;
    newWindowIfDue();
    while (held.length > 0 && inWindow < perSecond) {
      inWindow++;
      held.shift()?.();
    }
    schedule();
  };
  const schedule = () => {
    if (held.length > 0 && timer === undefined)
      timer = setTimeout(release, Math.max(0, windowStart + 1000 - now()));
  };
  return {
    /** Lets `pass` run now or later (`now`, `held`), or never (`refused`). */
    admit(pass: () => void): Paced {
      newWindowIfDue();
      if (held.length === 0 && inWindow < perSecond) {
        inWindow++;
        pass();
        return 'now';
      }
      if (held.length >= maxHeld) return 'refused';
      held.push(pass);
      schedule();
      return 'held';
    },
    /** Forgets the moves held (the socket is gone). */
    stop() {
      held.length = 0;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
