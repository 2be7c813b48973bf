// The game's own English words for what the board draws, shared by the drawing, the descriptions
// and the chooser, so the screen and the screen reader say the same thing.
import type { BuildingType, Deck, ShipyardCard, TrackSymbol } from '@antarctica-game/engine';

/** Seat letters: 0 is A, then B, C, D counter-clockwise. */
export const seatLetter = (seat: number): string => String.fromCharCode(65 + seat);

/** Building names, and two-letter marks for the small tiles drawn in an area. */
export const BUILDINGS: Record<BuildingType, [name: string, mark: string]> = {
  camp: ['Camp', 'Ca'],
  shipyard: ['Shipyard', 'Sy'],
  crane: ['Crane', 'Cr'],
  shaftTower: ['Shaft Tower', 'ST'],
  derrick: ['Derrick', 'De'],
  windTurbine: ['Wind Turbine', 'WT'],
  lab: ['Lab', 'La'],
  factory: ['Factory', 'Fa'],
  inlandResearchCenter: ['Inland Research Center', 'IR'],
  coastalResearchCenter: ['Coastal Research Center', 'CR'],
  navalResearchCenter: ['Naval Research Center', 'NR'],
  headquarters: ['Headquarters', 'HQ'],
  planktonFarm: ['Plankton Farm', 'PF'],
  parabolicAntenna: ['Parabolic Antenna', 'PA'],
};

/** The three Building Card piles. */
export const DECK_NAMES: Record<Deck, string> = {
  basic: 'Basic',
  double: 'Double',
  advanced: 'Advanced',
};

/** The Shipyard Cards. */
export const SHIPYARD_CARD_NAMES: Record<ShipyardCard, string> = {
  icebreaker: 'Icebreaker',
  placeScientist: 'Place a Scientist',
  plusTwoScientists: '+2 Scientists',
  fastResearch: 'Fast Research',
};

/** What the symbol spaces of the Research Tracks do, as short words and one-letter marks. */
export const TRACK_SYMBOLS: Record<TrackSymbol, [name: string, mark: string]> = {
  moveShip: ['move a ship', 'M'],
  shipyardDraft: ['Shipyard draft', 'D'],
  advanceThree: ['advance three', '3'],
  recruitOne: ['recruit one', 'R'],
  buildShip: ['build a ship', 'S'],
  gainExpertiseCard: ['gain an Expertise Card', 'E'],
  gainBasicCard: ['gain a Basic Card', 'B'],
};

/** Ordinals for line positions. */
export const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
