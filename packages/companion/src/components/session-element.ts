import { LitElement, type PropertyDeclarations } from 'lit';
import { fire } from '../events.js';
import { loadMessages, MESSAGES, type Messages, messagesFor } from '../i18n/messages.js';
import type { CompanionAction } from '../logic/actions.js';
import { SessionStore } from '../store/session-store.js';

/**
 * What the companion's elements have in common: the session store they show (one of their own,
 * made on first use, if none is given) and the store's language on their `lang` attribute.
 */
export class SessionElement extends LitElement {
  static override properties: PropertyDeclarations = {
    store: { attribute: false, noAccessor: true },
  };

  #store: SessionStore | undefined;

  /** The session store to show and change; a store of its own if none is given. */
  get store(): SessionStore {
    this.#store ??= this.createStore();
    return this.#store;
  }

  /** Shows another store: the element renders from it from now on. */
  set store(store: SessionStore) {
    const old = this.#store;
    this.#store = store;
    this.requestUpdate('store', old);
  }

  /**
   * The interface words in the store's language.
   *
   * @internal
   */
  protected get messages(): Messages {
    return messagesFor(this.store.language);
  }

  /** The store an element makes for itself when none is given: kept in memory, not saved. */
  protected createStore(): SessionStore {
    return new SessionStore();
  }

  override willUpdate(): void {
    // Screen readers read the text in the interface's language. Set only when it changes: even
    // the same value written again makes the browser restyle everything inside.
    const language = this.store.language;
    if (this.lang !== language) this.lang = language;
    // A language not loaded yet: shown in English until its words arrive, then again.
    if (MESSAGES[language] === undefined)
      void loadMessages(language).then(() => this.requestUpdate());
  }
}

/** Applies an action to an element's store and, if it changed anything, fires `antarctica-action`. */
export function act(element: SessionElement, action: CompanionAction): boolean {
  const done = element.store.dispatch(action);
  if (done) fire(element, 'antarctica-action', { action });
  return done;
}
