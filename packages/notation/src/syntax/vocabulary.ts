import type { BuildingType, Deck, ShipyardCard } from '@antarctica-game/engine';

/**
 * The abbreviations of the notation. The developers' guide asks for full words everywhere except
 * here, where brevity is the point; every abbreviation is listed in docs/notation.md.
 */

/** Two-letter codes of the 14 kinds of Building, as written in card names and setup tags. */
export const BUILDING_CODES: Readonly<Record<BuildingType, string>> = {
  camp: 'Ca',
  shipyard: 'Sy',
  crane: 'Cr',
  shaftTower: 'Sh',
  derrick: 'De',
  windTurbine: 'Wi',
  lab: 'La',
  factory: 'Fa',
  inlandResearchCenter: 'In',
  coastalResearchCenter: 'Co',
  navalResearchCenter: 'Na',
  headquarters: 'Hq',
  planktonFarm: 'Pl',
  parabolicAntenna: 'An',
};

/** The Building kind of each two-letter code. */
export const BUILDING_BY_CODE: ReadonlyMap<string, BuildingType> = new Map(
  Object.entries(BUILDING_CODES).map(([type, code]) => [code, type as BuildingType]),
);

/** The letter of each Building Card pile after `b` (build). */
export const DECK_LETTERS: Readonly<Record<Deck, string>> = {
  basic: 'b',
  double: 'd',
  advanced: 'a',
};

/** The pile of each deck letter. */
export const DECK_BY_LETTER: ReadonlyMap<string, Deck> = new Map(
  Object.entries(DECK_LETTERS).map(([deck, letter]) => [letter, deck as Deck]),
);

/** The letter of each kind of Shipyard Card (take, draft, draw). */
export const SHIPYARD_LETTERS: Readonly<Record<ShipyardCard, string>> = {
  icebreaker: 'i',
  placeScientist: 's',
  plusTwoScientists: 'p',
  fastResearch: 'f',
};

/** The Shipyard Card of each letter. */
export const SHIPYARD_BY_LETTER: ReadonlyMap<string, ShipyardCard> = new Map(
  Object.entries(SHIPYARD_LETTERS).map(([card, letter]) => [letter, card as ShipyardCard]),
);

/** Seat letters: seat 0 is A, then counter-clockwise. */
export const SEAT_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The letter of a seat. */
export function seatLetter(seat: number): string {
  return SEAT_LETTERS[seat] ?? '?';
}

/** Letters of a ship's place in line: `a` is first in line. */
export const PLACE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The move annotations, as in chess notation. */
export const ANNOTATIONS = ['!', '?', '!!', '??', '!?', '?!'] as const;

/** A move annotation: good (`!`), mistake (`?`), brilliant (`!!`), blunder (`??`), interesting (`!?`), dubious (`?!`). */
export type Annotation = (typeof ANNOTATIONS)[number];
