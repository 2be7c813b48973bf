import { buildingBit } from '../rules/board.js';
import type { Edition } from './edition.js';

/**
 * An edition's Building Cards as bit sets over `BUILDING_TYPES`, by card id: what each builds
 * and what it requires. Move generation asks "can this card be built here?" for three piles at
 * nearly every turn; reading the bits is much cheaper than looking each building's name up.
 * (An edition never changes and lists no requirement twice, which `validateEdition` checks, so a
 * card's requirements are exactly its bit set.)
 */
export interface CardBits {
  /** The bit of the building each card places. */
  builds: number[];
  /** The bits of the buildings each card requires access to. */
  requires: number[];
}

const byEdition = new WeakMap<Edition, CardBits>();
// Nearly every call is for the same edition as the last: checked first, before the WeakMap.
let lastEdition: Edition | undefined;
let lastBits: CardBits | undefined;

/** The {@link CardBits} of an edition, worked out once per edition. */
export function cardBits(edition: Edition): CardBits {
  if (edition === lastEdition && lastBits !== undefined) return lastBits;
  let bits = byEdition.get(edition);
  if (bits === undefined) {
    bits = { builds: [], requires: [] };
    for (const card of edition.buildingCards) {
      bits.builds.push(buildingBit(card.builds));
      let requires = 0;
      for (const type of card.requires) requires |= buildingBit(type);
      bits.requires.push(requires);
    }
    byEdition.set(edition, bits);
  }
  lastEdition = edition;
  lastBits = bits;
  return bits;
}
