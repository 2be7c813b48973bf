// The wheel over the board steps through the moves: its travel, kept between events (a touchpad
// sends many small ones), makes one move every notch.

/** Wheel travel that makes one move (a notch of a mouse wheel is about 100 pixels). */
const WHEEL_STEP = 100;

/** Wheel travel not yet turned into moves. */
export class WheelTravel {
  #travel = 0;

  /** Adds `delta` pixels of travel; returns the moves it makes (negative: back). */
  moves(delta: number): number {
    this.#travel += delta;
    const moves = Math.trunc(this.#travel / WHEEL_STEP);
    this.#travel -= moves * WHEEL_STEP;
    return moves;
  }
}

/**
 * The wheel's pixels of travel: lines (Firefox's mouse wheel) count 40 pixels each. Zero at the
 * end the wheel turns towards, so that the page scrolls on from there.
 */
export function wheelDelta(event: WheelEvent, atStart: boolean, atEnd: boolean): number {
  const delta = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 40 : event.deltaY;
  return (delta < 0 && atStart) || (delta > 0 && atEnd) ? 0 : delta;
}
