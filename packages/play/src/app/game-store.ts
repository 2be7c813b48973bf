// Where the page keeps its game between visits.

/** A place for one saved game's text. */
export interface GameStore {
  /** The saved text, or null if there is none. */
  load(): string | null;
  /** Saves the text (throws if the storage refuses it, e.g. when full). */
  save(text: string): void;
  /** Forgets the saved game. */
  clear(): void;
}

/** The game in `localStorage` under a key. */
export function localGameStore(key: string): GameStore {
  return {
    load: () => localStorage.getItem(key),
    save: (text) => localStorage.setItem(key, text),
    clear: () => localStorage.removeItem(key),
  };
}

/** A store in memory (for a page that should not keep its game). */
export function memoryGameStore(): GameStore {
  let text: string | null = null;
  return {
    load: () => text,
    save: (saved) => {
      text = saved;
    },
    clear: () => {
      text = null;
    },
  };
}
