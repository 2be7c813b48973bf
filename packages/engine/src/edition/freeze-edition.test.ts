import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves.js';
import { deserializeGame, serializeGame } from '../save/serialize.js';
import { newGame } from '../setup/new-game.js';
import { DEFAULT_EDITION } from './default-edition.js';
import type { Edition } from './edition.js';

/** An edition of one's own: a copy of the default under another id. */
function myEdition(): Edition {
  return { ...structuredClone(DEFAULT_EDITION), id: 'my-copy', name: 'My copy' };
}

describe('editions never change once used (the engine remembers what it works out by the object)', () => {
  it('keeps the default edition frozen, all the way down', () => {
    expect(Object.isFrozen(DEFAULT_EDITION)).toBe(true);
    expect(Object.isFrozen(DEFAULT_EDITION.buildingCards[0]?.requires)).toBe(true);
    expect(Object.isFrozen(DEFAULT_EDITION.tracks[0]?.centers)).toBe(true);
    expect(() => {
      (DEFAULT_EDITION.tracks[0] as { centers: string[] }).centers = [];
    }).toThrow(TypeError);
  });

  it('freezes an edition newGame accepts, so an edit in place fails instead of going unnoticed', () => {
    const edition = myEdition();
    expect(Object.isFrozen(edition)).toBe(false);
    newGame({ players: 3, seed: 1, edition });
    expect(Object.isFrozen(edition.buildingCards[5])).toBe(true);
    expect(() => {
      (edition.buildingCards[5] as { requires: string[] }).requires = [];
    }).toThrow(TypeError);
  });

  it('freezes an edition a saved game brings with it, and a copy stays editable and playable', () => {
    const edition = myEdition();
    const loaded = deserializeGame(serializeGame(newGame({ players: 4, seed: 2, edition })));
    expect(Object.isFrozen(loaded.edition.tracks)).toBe(true);
    const variant = structuredClone(loaded.edition);
    variant.id = 'my-variant';
    variant.shipSpaces = 4;
    const game = newGame({ players: 4, seed: 2, edition: variant });
    expect(game.edition).toBe(variant);
    expect(legalMoves(game).length).toBeGreaterThan(0);
  });
});
