import type { CompanionAction } from '../logic/actions.js';
import {
  FINISHED_KEY,
  type FinishedGame,
  PREFERENCES_KEY,
  type Preferences,
  readFinished,
  readPreferences,
  recordFinished,
  type SeatChoice,
} from '../logic/device.js';
import { LANGUAGES, type Language, newSession, type Session } from '../logic/session.js';
import {
  applyStep,
  type History,
  type HistoryStep,
  isSession,
  RECOVERED_KEY,
  type RestoreProblem,
  readSaved,
  type SavedSession,
  STORAGE_KEY,
} from '../logic/storage.js';

/** Where a store saves: `localStorage` in the app, anything with the same two methods elsewhere. */
export interface KeyValueStorage {
  /** The text stored under `key`, or `null` when there is none. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`; may throw when the storage is full or refused. */
  setItem(key: string, value: string): void;
}

/** Called after every change: the session, and the action that changed it (null for undo, redo, import, language). */
export type StoreListener = (session: Session, action: CompanionAction | null) => void;

/**
 * The one store of a companion session: the current session, undo and redo without limit (also
 * after a reload), and saving on every change. Beside the game it keeps what belongs to the
 * device: the language, the players of the last game, and the finished games. Components share
 * one store; each subscribes to its changes.
 */
export class SessionStore {
  #history: History;
  #listeners = new Set<StoreListener>();
  #storage: KeyValueStorage | undefined;
  #preferences: Preferences;
  #finished: FinishedGame[];
  /** Why saved data could not be restored at start, if it could not. */
  readonly restoreProblem: RestoreProblem | null = null;
  /** The unreadable saved data, kept so that it can still be exported. */
  readonly recovered: string | null = null;
  /**
   * The saved list of finished games when it could not be read (wholly or in part), else null.
   * It stays in storage as it was: finished games are kept in memory only, until
   * `startNewHistory()`.
   */
  damagedHistory: string | null = null;

  /**
   * @param options.storage - where to save and restore (nothing is saved without one).
   * @param options.session - a session to start from instead of the saved one.
   * @throws TypeError with `code` `'invalid-session'` if `options.session` is not a valid session (see `isSession`).
   */
  constructor(options: { storage?: KeyValueStorage | undefined; session?: Session } = {}) {
    if (options.session !== undefined && !isSession(options.session))
      throw Object.assign(
        new TypeError('SessionStore: options.session is not a valid companion session'),
        { code: 'invalid-session' },
      );
    this.#storage = options.storage;
    this.#preferences = readPreferences(this.#read(PREFERENCES_KEY));
    const raw = this.#read(FINISHED_KEY);
    const finished = readFinished(raw);
    this.#finished = finished.games;
    if (finished.damaged) this.damagedHistory = raw;
    const start = options.session ?? newSession();
    this.#history = { session: start, past: [], future: [], base: start, steps: [], undone: [] };
    if (options.session !== undefined || this.#storage === undefined) return;
    let restored: ReturnType<typeof readSaved>;
    try {
      restored = readSaved(this.#read(STORAGE_KEY));
    } catch {
      restored = { ok: false, problem: 'none' };
    }
    if (restored.ok) {
      this.#history = restored.history;
      if (restored.language !== undefined && this.#preferences.language === undefined)
        this.#preferences.language = restored.language;
    } else if (restored.problem !== 'none') {
      this.restoreProblem = restored.problem;
      this.recovered = restored.raw;
      this.#write(RECOVERED_KEY, restored.raw);
      this.#save();
    }
  }

  /** The current session. */
  get session(): Session {
    return this.#history.session;
  }

  /** Whether there is a step to undo. */
  get canUndo(): boolean {
    return this.#history.past.length > 0;
  }

  /** Whether there is an undone step to redo. */
  get canRedo(): boolean {
    return this.#history.future.length > 0;
  }

  /** The language of the interface on this device (the browser's, until one is chosen). */
  get language(): Language {
    return this.#preferences.language ?? browserLanguage();
  }

  /** The players of the last game started on this device, in seating order, if any. */
  get rememberedPlayers(): SeatChoice[] | undefined {
    return this.#preferences.players?.map((player) => ({ ...player }));
  }

  /** The finished games kept on this device, the latest first. */
  get finishedGames(): readonly FinishedGame[] {
    return this.#finished;
  }

  /**
   * Chooses the interface language. It belongs to the device, not to the game: it is saved
   * apart, and undo does not change it. Returns false for a language the companion lacks.
   */
  setLanguage(language: Language): boolean {
    if (!LANGUAGES.includes(language) || language === this.#preferences.language) return false;
    this.#preferences = { ...this.#preferences, language };
    this.#write(PREFERENCES_KEY, JSON.stringify(this.#preferences));
    this.#notify(null);
    return true;
  }

  /** Applies an action; returns whether it changed anything (impossible actions change nothing). */
  dispatch(action: CompanionAction): boolean {
    return this.#step(action, action);
  }

  /** Goes back one step; returns false if there is none. */
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

  /** Goes forward one undone step; returns false if there is none. */
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

  /** Puts a finished game from the history back on screen, at its final scores (an undoable step). */
  reopenFinished(index: number): boolean {
    const game = this.#finished[index];
    if (game === undefined) return false;
    return this.#step({ type: 'replace', session: game.session }, null);
  }

  /**
   * Keeps a game finished elsewhere (record mode) in the device's history of past games, as a
   * game finished in the tally is kept: one with the same start date is updated in place.
   * Returns false, keeping nothing, for a session that is not a valid finished one.
   */
  addFinished(session: Session): boolean {
    if (!isSession(session) || session.phase !== 'final') return false;
    this.#finished = recordFinished(this.#finished, session, new Date().toISOString());
    // A damaged list is never written over: export it first, then start a new one.
    if (this.damagedHistory === null) this.#write(FINISHED_KEY, JSON.stringify(this.#finished));
    this.#notify(null);
    return true;
  }

  /** The finished games kept on this device, as JSON, for export. */
  exportFinished(): string {
    return JSON.stringify(
      { format: 'antarctica-companion-history', version: 1, games: this.#finished },
      null,
      2,
    );
  }

  /**
   * Replaces a damaged list of finished games (see `damagedHistory`) with the games that could be
   * read and those finished since; returns false if the list was not damaged.
   */
  startNewHistory(): boolean {
    if (this.damagedHistory === null) return false;
    this.damagedHistory = null;
    this.#write(FINISHED_KEY, JSON.stringify(this.#finished));
    this.#notify(null);
    return true;
  }

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: StoreListener): () => void {
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
    if (step.type === 'start') {
      this.#preferences = {
        ...this.#preferences,
        players: next.players.map(({ color, name }) => ({ color, name })),
      };
      this.#write(PREFERENCES_KEY, JSON.stringify(this.#preferences));
    }
    this.#set(next, action);
    return true;
  }

  #set(session: Session, action: CompanionAction | null): void {
    const before = this.#history.session;
    this.#history.session = session;
    // A game reaching its final scores by play (not by undo, redo or reopening) joins the history.
    const finished = action !== null && session.phase === 'final' && before.phase !== 'final';
    if (finished && session.startedAt !== null) {
      this.#finished = recordFinished(this.#finished, session, new Date().toISOString());
      // A damaged list is never written over: export it first, then start a new one.
      if (this.damagedHistory === null) this.#write(FINISHED_KEY, JSON.stringify(this.#finished));
    }
    this.#save();
    this.#notify(action);
  }

  #notify(action: CompanionAction | null): void {
    for (const listener of this.#listeners) listener(this.#history.session, action);
  }

  #saved(): SavedSession {
    const { base, steps, undone } = this.#history;
    return { format: 'antarctica-companion', version: 3, base, steps, undone };
  }

  #save(): void {
    this.#write(STORAGE_KEY, JSON.stringify(this.#saved()));
  }

  #read(key: string): string | null {
    try {
      return this.#storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  #write(key: string, value: string): void {
    try {
      this.#storage?.setItem(key, value);
    } catch {
      // Storage full or unavailable (private mode): the game goes on unsaved.
    }
  }
}

function browserLanguage(): Language {
  const language = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return language === 'fr' || language === 'pl' ? language : 'en';
}
