import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CompanionAction } from '../logic/actions.js';
import type { Session } from '../logic/session.js';
import type { SessionStore } from './session-store.js';

/**
 * Connects a component to a {@link SessionStore}: the component re-renders on every change, and
 * `onChange` sees each change with the session before it.
 */
export class StoreController implements ReactiveController {
  #unsubscribe: (() => void) | undefined;
  #store: SessionStore | undefined;
  #last: Session | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly getStore: () => SessionStore,
    private readonly onChange?: (
      before: Session,
      after: Session,
      action: CompanionAction | null,
    ) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#connect();
  }

  hostUpdate(): void {
    if (this.getStore() !== this.#store) this.#connect();
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#store = undefined;
  }

  #connect(): void {
    this.#unsubscribe?.();
    const store = this.getStore();
    this.#store = store;
    this.#last = store.session;
    this.#unsubscribe = store.subscribe((session, action) => {
      const before = this.#last ?? session;
      this.#last = session;
      this.onChange?.(before, session, action);
      this.host.requestUpdate();
    });
  }
}
