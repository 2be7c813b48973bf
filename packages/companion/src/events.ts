import type { CompanionAction } from './logic/actions.js';
import type { Phase } from './logic/session.js';

/** `antarctica-sun-moved`: the Sun moved to another area. */
export interface SunMovedDetail {
  /** The area's index, 0-7 counter-clockwise from the Sun's starting area. */
  area: number;
}

/** `antarctica-ship-sailed`: the acting ship sailed. */
export interface ShipSailedDetail {
  /** The seat owning the ship (0 = A). */
  seat: number | null;
  /** The area it left. */
  from: number;
  /** The area it sailed to. */
  to: number;
}

/** `antarctica-leader-changed`: an area has a new single leader. */
export interface LeaderChangedDetail {
  /** The area's index, 0-7 counter-clockwise from the Sun's starting area. */
  area: number;
  /** The leading seats (one). */
  seats: number[];
}

/** `antarctica-phase-changed`: the app moved to another screen of the game. */
export interface PhaseChangedDetail {
  /** The phase the game is in now. */
  phase: Phase;
}

/** `antarctica-action`: something was changed through an element. */
export interface ActionDetail {
  /** The action, already applied to the session when the event fires. */
  action: CompanionAction;
}

/** The companion's events by name, with their `detail`. */
export interface CompanionEventMap {
  /** The Sun moved to another area. */
  'antarctica-sun-moved': CustomEvent<SunMovedDetail>;
  /** The acting ship sailed. */
  'antarctica-ship-sailed': CustomEvent<ShipSailedDetail>;
  /** An area has a new single leader. */
  'antarctica-leader-changed': CustomEvent<LeaderChangedDetail>;
  /** The game moved to another phase (another screen). */
  'antarctica-phase-changed': CustomEvent<PhaseChangedDetail>;
  /** Something was changed through one of the elements. */
  'antarctica-action': CustomEvent<ActionDetail>;
}

/** Dispatches one of the companion's events from an element: it bubbles and crosses shadow roots. */
export function fire<Name extends keyof CompanionEventMap>(
  element: HTMLElement,
  name: Name,
  detail: CompanionEventMap[Name]['detail'],
): void {
  element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  // The events bubble and are composed: they reach the document and the window too.
  interface HTMLElementEventMap extends CompanionEventMap {}
  interface DocumentEventMap extends CompanionEventMap {}
  interface WindowEventMap extends CompanionEventMap {}
}
