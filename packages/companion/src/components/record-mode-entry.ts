// The door to record mode from the quick tally's set-up, and the way back. Record mode (the
// engine, the notation and the board) is loaded only when it is opened, so the app's first load
// stays small; the service worker caches its files with the rest, so it works offline too.
import { html } from 'lit';
import type { Messages } from '../i18n/messages.js';
import type { Language, Session } from '../logic/session.js';

/** Remembers that the group is recording, so that a reload comes back to record mode. */
export const MODE_KEY = 'antarctica-companion/mode';

/** Loads record mode's elements. */
export async function loadRecordMode(): Promise<void> {
  await import('../record/record-mode-element.js');
}

/** The button under the set-up form that opens record mode. */
export function renderRecordEntry(messages: Messages, open: () => void) {
  return html`<section class="record-entry" aria-label=${messages.recordMode}>
    <p>${messages.recordModeHint}</p>
    <button type="button" @click=${open}>${messages.recordMode}</button>
  </section>`;
}

/**
 * Record mode in place of the tally, in the app's language, with the way back. A game recorded
 * to its end joins the device's past games, as one finished in the tally does.
 */
export function renderRecordMode(
  view: {
    /** The interface words. */
    messages: Messages;
    /** The interface language, which record mode follows. */
    language: Language;
    /** A game recorded to its end, to keep among the past games. */
    finished(session: Session): void;
  },
  close: () => void,
) {
  const { messages, language } = view;
  return html`<antarctica-record-mode .language=${language}
      @record-finished=${(event: CustomEvent<{ session: Session }>) => view.finished(event.detail.session)}></antarctica-record-mode>
    <button type="button" class="back" @click=${close}>${messages.backToTally}</button>`;
}
