/**
 * An edition: everything the rules read from the printed game. The engine is driven by this
 * data, so a transcription of a real copy can replace the provisional default.
 */

/** The 14 kinds of Building; an area has one space for each. */
export const BUILDING_TYPES = [
  'camp',
  'shipyard',
  'crane',
  'shaftTower',
  'derrick',
  'windTurbine',
  'lab',
  'factory',
  'inlandResearchCenter',
  'coastalResearchCenter',
  'navalResearchCenter',
  'headquarters',
  'planktonFarm',
  'parabolicAntenna',
] as const;

/** A kind of Building. */
export type BuildingType = (typeof BUILDING_TYPES)[number];

/** The three kinds of Research Center, which advance the Research Tracks showing their icon. */
export type ResearchCenter =
  | 'inlandResearchCenter'
  | 'coastalResearchCenter'
  | 'navalResearchCenter';

/** The three Building Card piles. */
export const DECKS = ['basic', 'double', 'advanced'] as const;

/** A Building Card pile. */
export type Deck = (typeof DECKS)[number];

/** The symbols on Research Track spaces (the rulebook's "Research Track actions"). */
export const TRACK_SYMBOLS = [
  'moveShip',
  'shipyardDraft',
  'advanceThree',
  'recruitOne',
  'buildShip',
  'gainExpertiseCard',
  'gainBasicCard',
] as const;

/** What a symbol space on a Research Track does. */
export type TrackSymbol = (typeof TRACK_SYMBOLS)[number];

/** The four kinds of Shipyard Card. */
export const SHIPYARD_CARDS = [
  'icebreaker',
  'placeScientist',
  'plusTwoScientists',
  'fastResearch',
] as const;

/** A kind of Shipyard Card. */
export type ShipyardCard = (typeof SHIPYARD_CARDS)[number];

/** Supported player counts. */
export type PlayerCount = 2 | 3 | 4;

/** One Building Card. */
export interface BuildingCardData {
  /** The pile the card belongs to. */
  deck: Deck;
  /** Buildings the builder needs access to (a ship in an area with each, or a Resource Card). */
  requires: BuildingType[];
  /** Scientists the builder places from their supply. */
  scientists: number;
  /** The Building placed in the target area. */
  builds: BuildingType;
  /** Research points the builder advances on a track of their choice. */
  research: number;
  /** Whether the card carries an asterisk (scored at the end). */
  asterisk: boolean;
  /** The smallest player count that uses the card (3 or 4 for cards with a player-count back). */
  minPlayers: PlayerCount;
}

/** A symbol space on a Research Track. */
export interface TrackSpaceSymbol {
  /** Index of the space, 0 being the first space of the track. */
  space: number;
  /** Red: only the mover acts, every time. Blue: every player acts, once per game. */
  color: 'red' | 'blue';
  /** The Research Track action a cube reaching this space triggers. */
  symbol: TrackSymbol;
}

/** One Research Track. */
export interface TrackData {
  /** Number of spaces. */
  spaces: number;
  /** Research Centers whose action advances this track. */
  centers: ResearchCenter[];
  /** The smallest player count that uses the track (the tracks marked "3" and "4"). */
  minPlayers: PlayerCount;
  /** Symbol spaces, by increasing space. */
  symbols: TrackSpaceSymbol[];
  /**
   * Victory Point numbers printed beside the track: `[space, points]` by increasing space. A
   * cube is worth the number beside its space, or else the first number below it (0 if none).
   */
  points: Array<[number, number]>;
}

/** One Resource Card. */
export interface ResourceCardData {
  /** A Basic Resource Card (one is dealt at setup) or an Expertise card (from the Resource Card Pile). */
  kind: 'basic' | 'expertise';
  /** Buildings the card can stand in for, once. */
  grants: BuildingType[];
}

/** What each player gets at setup for one player count. */
export interface SetupRow {
  /** Scientists in the supply. */
  supply: number;
  /** Scientists in the reserve. */
  reserve: number;
  /** Ships placed on the board. */
  shipsOnBoard: number;
  /** Ships on Available Resources. */
  shipsAvailable: number;
  /** Cubes on Available Resources (for the Research Tracks and discards). */
  cubesAvailable: number;
}

/** How a datum is known; see docs/editions.md. */
export type Provenance = 'confirmed' | 'inferred' | 'provisional';

/** Everything the rules read from the printed game. */
export interface Edition {
  /** A short identifier, stored in saved games. */
  id: string;
  /** A name for people. */
  name: string;
  /** Where each part of the data comes from. */
  provenance: Record<EditionPart, Provenance>;
  /** Number of areas (8), in counter-clockwise order. */
  areas: number;
  /** Ship spaces per area (3). */
  shipSpaces: number;
  /** The area the Sun starts in (the lower-left one). */
  sunStart: number;
  /** Areas under "Area Closed" markers in a 2-player game (the top and bottom ones). */
  closedAreasTwoPlayers: number[];
  /** Building pieces in the box, by kind. */
  buildingSupply: Record<BuildingType, number>;
  /** Starting Buildings placed at random, one per open area, by player count. */
  startingBuildings: Record<PlayerCount, BuildingType[]>;
  /** The 39 Building Cards. */
  buildingCards: BuildingCardData[];
  /** The 5 Research Tracks, top to bottom. */
  tracks: TrackData[];
  /** The Shipyard Cards in the box, by kind. */
  shipyardCards: Record<ShipyardCard, number>;
  /** The Resource Cards in the box. */
  resourceCards: ResourceCardData[];
  /** The setup table, by player count. */
  setup: Record<PlayerCount, SetupRow>;
  /** First-game ship layouts: for each area, the seats (0 = A) of its ships in line order. */
  firstGameShips: Record<PlayerCount, number[][]>;
  /** The order in which seats place ships one at a time in later games. */
  placementOrder: Record<PlayerCount, number[]>;
}

/** The parts of an edition whose provenance is tracked. */
export type EditionPart =
  | 'board'
  | 'buildingSupply'
  | 'startingBuildings'
  | 'buildingCardBuilds'
  | 'buildingCardDetails'
  | 'tracks'
  | 'shipyardCards'
  | 'resourceCards'
  | 'setup'
  | 'firstGameShips'
  | 'placementOrder';
