// The words of a screen in each language: English always there, French and Polish each a file of
// its own, fetched the first time that language is chosen (the app's first load stays small).
import type { Language } from '../logic/session.js';

/** A screen's words by language, loaded on demand. */
export interface LazyWords<T> {
  /** The words loaded so far: English always. */
  loaded: Partial<Record<Language, T>> & { en: T };
  /** The words in a language, or in English while that language is not loaded yet. */
  wordsFor(language: Language): T;
  /** Loads the words of a language (once); resolves with them. */
  load(language: Language): Promise<T>;
}

/** The words of a screen: `en` at once, the other languages from `fetch` when first asked. */
export function lazyWords<T>(
  en: T,
  fetch: (language: Exclude<Language, 'en'>) => Promise<T>,
): LazyWords<T> {
  const loaded: Partial<Record<Language, T>> & { en: T } = { en };
  return {
    loaded,
    wordsFor: (language) => loaded[language] ?? en,
    load: async (language) => {
      const known = loaded[language];
      if (known !== undefined) return known;
      const words = await fetch(language as Exclude<Language, 'en'>);
      loaded[language] = words;
      return words;
    },
  };
}
