import { type CompanionAction, reduce } from '../logic/actions.js';
import { newSession, type Session } from '../logic/session.js';
import {
  RECOVERED_KEY,
  type RestoreProblem,
  readSaved,
  type SavedSession,
  STORAGE_KEY,
} from '../logic/storage.js';

/** How many undo steps are kept in saved data (undo within the page itself is unlimited). */
const SAVED_HISTORY = 200;

/** Where a store saves: `localStorage` in the app, anything with the same two methods elsewhere. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The one store of a companion session: the current session, unlimited undo and redo, and
 * saving on every change. Components share one store; each subscribes to its changes.
 */
export class SessionStore {
  #session: Session;
  #past: Session[] = [];
  #future: Session[] = [];
  #listeners = new Set<(session: Session, action: CompanionAction | null) => void>();
  #storage: KeyValueStorage | undefined;
  /** Why saved data could not be restored at start, if it could not. */
  readonly restoreProblem: RestoreProblem | null = null;
  /** The unreadable saved data, kept so that it can still be exported. */
  readonly recovered: string | null = null;

  constructor(options: { storage?: KeyValueStorage | undefined; session?: Session } = {}) {
    this.#storage = options.storage;
    this.#session = options.session ?? newSession(defaultLanguage());
    if (options.session !== undefined || this.#storage === undefined) return;
    let restored: ReturnType<typeof readSaved>;
    try {
      restored = readSaved(this.#storage.getItem(STORAGE_KEY));
    } catch {
      restored = { ok: false, problem: 'none' };
    }
    if (restored.ok) {
      this.#session = restored.saved.session;
      this.#past = restored.saved.past;
      this.#future = restored.saved.future;
    } else if (restored.problem !== 'none') {
      this.restoreProblem = restored.problem;
      this.recovered = restored.raw;
      this.#storage.setItem(RECOVERED_KEY, restored.raw);
      this.#save();
    }
  }

  /** The current session. */
  get session(): Session {
    return this.#session;
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /** Applies an action; returns whether it changed anything (impossible actions change nothing). */
  dispatch(action: CompanionAction): boolean {
    const next = reduce(this.#session, action);
    if (next === this.#session) return false;
    this.#past.push(this.#session);
    this.#future = [];
    this.#set(next, action);
    return true;
  }

  undo(): boolean {
    const previous = this.#past.pop();
    if (previous === undefined) return false;
    this.#future.push(this.#session);
    this.#set(previous, null);
    return true;
  }

  redo(): boolean {
    const next = this.#future.pop();
    if (next === undefined) return false;
    this.#past.push(this.#session);
    this.#set(next, null);
    return true;
  }

  /** The whole session with its history, as JSON, for export. */
  export(): string {
    return JSON.stringify(this.#saved(), null, 2);
  }

  /** Replaces the session with an exported one; returns false (changing nothing) if it is not valid. */
  import(text: string): boolean {
    const restored = readSaved(text);
    if (!restored.ok) return false;
    this.#past.push(this.#session);
    this.#future = [];
    this.#set(restored.saved.session, null);
    return true;
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: (session: Session, action: CompanionAction | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(session: Session, action: CompanionAction | null): void {
    this.#session = session;
    this.#save();
    for (const listener of this.#listeners) listener(session, action);
  }

  #saved(): SavedSession {
    return {
      format: 'antarctica-companion',
      version: 1,
      session: this.#session,
      past: this.#past.slice(-SAVED_HISTORY),
      future: this.#future.slice(-SAVED_HISTORY),
    };
  }

  #save(): void {
    try {
      this.#storage?.setItem(STORAGE_KEY, JSON.stringify(this.#saved()));
    } catch {
      // Storage full or unavailable (private mode): the game goes on unsaved.
    }
  }
}

function defaultLanguage(): 'en' | 'fr' | 'pl' {
  const language = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return language === 'fr' || language === 'pl' ? language : 'en';
}
