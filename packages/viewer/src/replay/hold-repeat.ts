// Press and hold on a button repeats its action, as lichess's viewer does: once at the press,
// again after 500 ms, then faster and faster (350 ms down to 100 ms).

/** Timings of the repeat, in milliseconds. */
export const HOLD = { delay: 500, first: 350, fastest: 100, factor: 0.8 } as const;

/**
 * Runs `action` on a pointer press of `button` and repeats it while the press lasts. Returns the
 * function that removes the listeners. Keyboard presses (clicks without a pointer) are the
 * caller's to handle.
 */
export function holdToRepeat(button: HTMLElement, action: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  // Acts now, then again after `wait`, each wait shorter than the one before.
  const tick = (wait: number) => {
    action();
    timer = setTimeout(() => tick(Math.max(HOLD.fastest, wait * HOLD.factor)), wait);
  };
  const start = (event: PointerEvent) => {
    if (event.button !== 0) return;
    stop();
    action();
    timer = setTimeout(() => tick(HOLD.first), HOLD.delay);
  };
  const ends = ['pointerup', 'pointerleave', 'pointercancel', 'blur'] as const;
  button.addEventListener('pointerdown', start);
  for (const end of ends) button.addEventListener(end, stop);
  return () => {
    stop();
    button.removeEventListener('pointerdown', start);
    for (const end of ends) button.removeEventListener(end, stop);
  };
}

/**
 * Press and hold on the previous and next buttons under `root` (marked `data-step`); returns the
 * functions that remove the listeners, none while the buttons are not drawn yet.
 */
export function holdSteps(
  root: ParentNode,
  previous: () => void,
  next: () => void,
): Array<() => void> {
  const step = (name: string) => root.querySelector(`[data-step="${name}"]`) as HTMLElement | null;
  const back = step('previous');
  const on = step('next');
  return back && on ? [holdToRepeat(back, previous), holdToRepeat(on, next)] : [];
}
