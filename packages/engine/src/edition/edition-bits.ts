import { buildingBit } from './building-bit.js';
import type { Edition, TrackSpaceSymbol } from './edition.js';

/**
 * The buildings an edition names, as bit sets over `BUILDING_TYPES`: what each Building Card
 * builds and requires (by card id), and the Research Centers that serve each Research Track.
 * Move generation asks "can this card be built here?" and "which tracks can research here?" at
 * nearly every turn; reading bits is much cheaper than looking each building's name up. (An
 * edition never changes and lists no requirement twice, which `validateEdition` checks, so a
 * card's requirements are exactly its bit set.)
 */
export interface EditionBits {
  /** The bit of the building each card places. */
  builds: number[];
  /** The bits of the buildings each card requires access to. */
  requires: number[];
  /** The bits of the Research Centers serving each track. */
  centers: number[];
  /**
   * Each track's symbols, as plain copies: an advance reads them at every move, and V8 reads the
   * frozen edition's arrays several times slower.
   */
  symbols: TrackSpaceSymbol[][];
}

const byEdition = new WeakMap<Edition, EditionBits>();
// Nearly every call is for the same edition as the last: checked first, before the WeakMap.
let lastEdition: Edition | undefined;
let lastBits: EditionBits | undefined;

/** The {@link EditionBits} of an edition, worked out once per edition. */
export function editionBits(edition: Edition): EditionBits {
  if (edition === lastEdition && lastBits !== undefined) return lastBits;
  let bits = byEdition.get(edition);
  if (bits === undefined) {
    bits = { builds: [], requires: [], centers: [], symbols: [] };
    for (const card of edition.buildingCards) {
      bits.builds.push(buildingBit(card.builds));
      let requires = 0;
      for (const type of card.requires) requires |= buildingBit(type);
      bits.requires.push(requires);
    }
    for (const track of edition.tracks) {
      let centers = 0;
      for (const center of track.centers) centers |= buildingBit(center);
      bits.centers.push(centers);
      bits.symbols.push(
        track.symbols.map((symbol) => ({
          space: symbol.space,
          symbol: symbol.symbol,
          color: symbol.color,
        })),
      );
    }
    byEdition.set(edition, bits);
  }
  lastEdition = edition;
  lastBits = bits;
  return bits;
}
