import { describe, expect, it } from 'vitest';
import { type RecordMessages, recordEn } from './record-messages.js';
import { recordFr } from './record-messages-fr.js';
import { recordPl } from './record-messages-pl.js';

/** Every word of a language by its path; a sentence with blanks is filled with `X` and 2. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(path, value);
  else if (typeof value === 'function')
    found.set(path, String((value as (...args: unknown[]) => unknown)('X', 2)));
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value))
      for (const [at, text] of leaves(inner, path === '' ? key : `${path}.${key}`))
        found.set(at, text);
  return found;
}

/** Words the game spells alike in English and in that language, or that are only punctuation. */
const SAME: Record<string, string[]> = {
  fr: ['buildings.derrick', 'decks.double'],
  pl: ['who'],
};

/** English words that would betray an untranslated sentence. */
const ENGLISH =
  /(?<!\p{L})(the|of|and|not|seen|card|cards|player|players|entry|entries|record|tap|pile|ships?)(?!\p{L})/iu;

describe('record mode in French and Polish', () => {
  const english = leaves(recordEn);
  it.each([
    ['fr', recordFr],
    ['pl', recordPl],
  ] as Array<[string, RecordMessages]>)(
    '%s: every word is translated, none left in English',
    (language, words) => {
      const translated = leaves(words);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      const same = [...english].filter(
        ([path, text]) => translated.get(path) === text && !(SAME[language] ?? []).includes(path),
      );
      expect(same).toEqual([]);
      const englishLeft = [...translated].filter(([, text]) =>
        ENGLISH.test(text.replace(/\.agn/g, '')),
      );
      expect(englishLeft).toEqual([]);
    },
  );
});
