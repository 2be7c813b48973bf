import type { CompanionAction } from '../logic/actions.js';
import { newSession, type Session } from '../logic/session.js';
import {
  applyStep,
  type History,
  type HistoryStep,
  RECOVERED_KEY,
  type RestoreProblem,
  readSaved,
  type SavedSession,
  STORAGE_KEY,
} from '../logic/storage.js';

/** Where a store saves: `localStorage` in the app, anything with the same two methods elsewhere. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The one store of a companion session: the current session, undo and redo without limit (also
 * after a reload), and saving on every change. Components share one store; each subscribes to
 * its changes.
 */
export class SessionStore {
  #history: History;
  #listeners = new Set<(session: Session, action: CompanionAction | null) => void>();
  #storage: KeyValueStorage | undefined;
  /** Why saved data could not be restored at start, if it could not. */
  readonly restoreProblem: RestoreProblem | null = null;
  /** The unreadable saved data, kept so that it can still be exported. */
  readonly recovered: string | null = null;

  constructor(options: { storage?: KeyValueStorage | undefined; session?: Session } = {}) {
    this.#storage = options.storage;
    const start = options.session ?? newSession(defaultLanguage());
    this.#history = { session: start, past: [], future: [], base: start, steps: [], undone: [] };
    if (options.session !== undefined || this.#storage === undefined) return;
    let restored: ReturnType<typeof readSaved>;
    try {
      restored = readSaved(this.#storage.getItem(STORAGE_KEY));
    } catch {
      restored = { ok: false, problem: 'none' };
    }
    if (restored.ok) {
      this.#history = restored.history;
    } else if (restored.problem !== 'none') {
      this.restoreProblem = restored.problem;
      this.recovered = restored.raw;
      try {
        this.#storage.setItem(RECOVERED_KEY, restored.raw);
      } catch {
        // Could not keep a copy in storage; it stays available for export in this page.
      }
      this.#save();
    }
  }

  /** The current session. */
  get session(): Session {
    return this.#history.session;
  }

  get canUndo(): boolean {
    return this.#history.past.length > 0;
  }

  get canRedo(): boolean {
    return this.#history.future.length > 0;
  }

  /** Applies an action; returns whether it changed anything (impossible actions change nothing). */
  dispatch(action: CompanionAction): boolean {
    return this.#step(action, action);
  }

  undo(): boolean {
    const history = this.#history;
    const previous = history.past.pop();
    const step = history.steps.pop();
    if (previous === undefined || step === undefined) return false;
    history.future.push(history.session);
    history.undone.push(step);
    this.#set(previous, null);
    return true;
  }

  redo(): boolean {
    const history = this.#history;
    const next = history.future.pop();
    const step = history.undone.pop();
    if (next === undefined || step === undefined) return false;
    history.past.push(history.session);
    history.steps.push(step);
    this.#set(next, null);
    return true;
  }

  /** The whole session with its history, as JSON, for export. */
  export(): string {
    return JSON.stringify(this.#saved(), null, 2);
  }

  /** Replaces the session with an exported one (an undoable step); returns false, changing nothing, if it is not valid. */
  import(text: string): boolean {
    const restored = readSaved(text);
    if (!restored.ok) return false;
    return this.#step({ type: 'replace', session: restored.history.session }, null);
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: (session: Session, action: CompanionAction | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #step(step: HistoryStep, action: CompanionAction | null): boolean {
    const history = this.#history;
    const next = applyStep(history.session, step);
    if (next === history.session) return false;
    history.past.push(history.session);
    history.steps.push(step);
    history.future = [];
    history.undone = [];
    this.#set(next, action);
    return true;
  }

  #set(session: Session, action: CompanionAction | null): void {
    this.#history.session = session;
    this.#save();
    for (const listener of this.#listeners) listener(session, action);
  }

  #saved(): SavedSession {
    const { base, steps, undone } = this.#history;
    return { format: 'antarctica-companion', version: 2, base, steps, undone };
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
