import {
  BUILDING_TYPES,
  type Effect,
  shipNumber,
  shipOwner,
  TRACK_SYMBOLS,
  type TrackSymbol,
} from '@antarctica-game/engine';

/** Letters of the Research Track symbols in a position's pending effects. */
export const SYMBOL_LETTERS: Readonly<Record<TrackSymbol, string>> = {
  moveShip: 'm',
  shipyardDraft: 'd',
  advanceThree: 'a',
  recruitOne: 'r',
  buildShip: 'y',
  gainExpertiseCard: 'e',
  gainBasicCard: 'b',
};

/** The symbol of a letter. */
export const SYMBOL_BY_LETTER: ReadonlyMap<string, TrackSymbol> = new Map(
  TRACK_SYMBOLS.map((symbol) => [SYMBOL_LETTERS[symbol], symbol]),
);

/** Letters of the kinds of pending effect. */
export const EFFECT_LETTERS: Readonly<Record<Effect['kind'], string>> = {
  trackAction: 't',
  shipyardPick: 'y',
  draft: 'd',
  draftDraw: 'w',
};

/** Where a ship is, as the position's ship field writes it. */
export const SHIP_PLACES = { board: 'b', available: 'a', discarded: 'x', box: '-' } as const;

/** A ship by id as `A1` .. `D8`: its owner's seat letter, then its number among the owner's ships. */
export function shipRef(id: number): string {
  return `${'ABCD'[shipOwner(id)]}${shipNumber(id) + 1}`;
}

/** The building types of a bit set, in the edition's order. */
export function buildingsOf(bits: number): Array<(typeof BUILDING_TYPES)[number]> {
  return BUILDING_TYPES.filter((_, index) => (bits & (1 << index)) !== 0);
}

/** Names of the position's fields, in order (for messages). */
export const POSITION_FIELDS = [
  'areas',
  'sun',
  'players',
  'tracks',
  'ships',
  'piles',
  'Shipyard pile',
  'Resource Card Pile',
  'building supply',
  'Icebreakers',
  'phase',
  'turn',
  'visit',
  'pending',
  'chance',
  'moves',
] as const;

/** A problem found while reading a position (caught by `readPosition`, which names the field). */
export class Bad extends Error {}
