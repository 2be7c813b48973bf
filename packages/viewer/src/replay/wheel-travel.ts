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
