import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION } from './default-edition.js';
import { editionBits } from './edition-bits.js';

describe('editionBits', () => {
  it('holds each track’s symbols as plain copies equal to the frozen edition’s', () => {
    const { symbols } = editionBits(DEFAULT_EDITION);
    expect(symbols).toEqual(DEFAULT_EDITION.tracks.map((track) => track.symbols));
    for (let track = 0; track < symbols.length; track++) {
      const list = symbols[track] ?? [];
      expect(Object.isFrozen(list)).toBe(false);
      expect(list).not.toBe(DEFAULT_EDITION.tracks[track]?.symbols);
    }
    expect(editionBits(DEFAULT_EDITION)).toBe(editionBits(DEFAULT_EDITION));
  });
});
