// What the Sun tracker's views get: a pure template's properties (the session, its words, the
// tracker's own state) and the handlers they call back (events up). The views never see the
// element, so they import nothing from it.
import type { Messages } from '../i18n/messages.js';
import type { CompanionAction } from '../logic/actions.js';
import type { Language, Session } from '../logic/session.js';

/**
 * The Sun tracker's state and handlers, as its views (the ring, the status, the turn panel,
 * the research row and an area's Ships) read and call them.
 *
 * @internal
 */
export interface TrackerView {
  /** The session shown. */
  session: Session;
  /** The interface words. */
  messages: Messages;
  /** The interface language. */
  language: Language;
  /** The area whose Ships are open, or null. */
  selected: number | null;
  /** Whether taps open an area's Ships instead of sailing or placing. */
  correcting: boolean;
  /** The track the research row shows, or null for the list of tracks. */
  researchTrack: number | null;
  /** Applies an action to the store (firing `antarctica-action`); whether it changed anything. */
  act(action: CompanionAction): boolean;
  /** Whether a tap on the area sails there or places a ship there. */
  isTarget(area: number): boolean;
  /** A tap on an area of the ring: sails, places a ship, or opens its Ships. */
  tapArea(area: number): void;
  /** Applies an action that ends a step of the turn, then focuses what comes next. */
  advance(action: CompanionAction): void;
  /** Turns correcting the Ships on or off (closing the open area). */
  toggleCorrecting(): void;
  /** Shows a track's values in the research row, or the list of tracks (null). */
  chooseTrack(track: number | null): void;
  /** After a panel's action: hands the focus on to End turn if the tapped button became inactive. */
  tapped(button: EventTarget | null): void;
}
