import { SETUP_TABLE } from '@antarctica-game/scoring';
import type {
  BuildingCardData,
  BuildingType,
  Deck,
  Edition,
  PlayerCount,
  TrackData,
} from './edition.js';
import { freezeEdition } from './freeze-edition.js';

/**
 * Compact rows for the Building Cards: deck, building built, required buildings, smallest
 * player count. PROVISIONAL: which building each card builds is inferred from the piece counts;
 * the requirements, research points, decks and player-count backs are a design of this project
 * (only "Factory needs a Derrick and a Crane" is printed in the rulebook). See docs/editions.md.
 *
 * Design rule: a card only requires buildings that start on the board at every player count, or
 * that cards of an earlier pile build (Basic before Double before Advanced), so that no top card
 * can wait forever for a building only the cards beneath it could build.
 */
const CARD_ROWS: ReadonlyArray<readonly [Deck, BuildingType, BuildingType[], PlayerCount?]> = [
  ['basic', 'camp', ['crane']],
  ['basic', 'camp', ['windTurbine']],
  ['basic', 'shipyard', ['derrick']],
  ['basic', 'shipyard', ['shaftTower']],
  ['basic', 'crane', ['shaftTower']],
  ['basic', 'crane', ['windTurbine']],
  ['basic', 'shaftTower', ['crane']],
  ['basic', 'shaftTower', ['derrick']],
  ['basic', 'derrick', ['windTurbine']],
  ['basic', 'derrick', ['crane']],
  ['basic', 'windTurbine', ['derrick']],
  ['basic', 'windTurbine', ['shaftTower']],
  ['basic', 'inlandResearchCenter', ['camp']],
  ['basic', 'inlandResearchCenter', ['crane']],
  ['basic', 'inlandResearchCenter', ['shaftTower'], 4],
  ['double', 'lab', ['crane', 'windTurbine']],
  ['double', 'lab', ['shaftTower', 'derrick']],
  ['double', 'factory', ['derrick', 'crane']],
  ['double', 'factory', ['shaftTower', 'windTurbine']],
  ['double', 'coastalResearchCenter', ['camp', 'derrick']],
  ['double', 'coastalResearchCenter', ['camp', 'windTurbine']],
  ['double', 'navalResearchCenter', ['coastalResearchCenter', 'crane']],
  ['double', 'navalResearchCenter', ['coastalResearchCenter', 'shaftTower']],
  ['double', 'parabolicAntenna', ['camp', 'windTurbine']],
  ['double', 'parabolicAntenna', ['coastalResearchCenter', 'crane']],
  ['double', 'parabolicAntenna', ['camp', 'derrick'], 3],
  ['double', 'parabolicAntenna', ['coastalResearchCenter', 'shaftTower'], 4],
  ['advanced', 'headquarters', ['lab', 'factory']],
  ['advanced', 'headquarters', ['inlandResearchCenter', 'lab']],
  ['advanced', 'headquarters', ['coastalResearchCenter', 'factory']],
  ['advanced', 'headquarters', ['navalResearchCenter', 'lab'], 3],
  ['advanced', 'headquarters', ['factory', 'inlandResearchCenter'], 4],
  ['advanced', 'planktonFarm', ['navalResearchCenter', 'crane']],
  ['advanced', 'planktonFarm', ['coastalResearchCenter', 'derrick']],
  ['advanced', 'planktonFarm', ['inlandResearchCenter', 'windTurbine']],
  ['advanced', 'planktonFarm', ['navalResearchCenter', 'shaftTower']],
  ['advanced', 'planktonFarm', ['coastalResearchCenter', 'lab']],
  ['advanced', 'planktonFarm', ['inlandResearchCenter', 'factory'], 3],
  ['advanced', 'planktonFarm', ['navalResearchCenter', 'derrick'], 4],
];

const ASTERISK: ReadonlySet<BuildingType> = new Set([
  'lab',
  'factory',
  'headquarters',
  'parabolicAntenna',
]);
const RESEARCH: Record<Deck, number> = { basic: 1, double: 2, advanced: 3 };

const buildingCards: BuildingCardData[] = CARD_ROWS.map(([deck, builds, requires, minPlayers]) => ({
  deck,
  builds,
  requires,
  scientists: builds === 'planktonFarm' ? 2 : 1,
  research: RESEARCH[deck],
  asterisk: ASTERISK.has(builds),
  minPlayers: minPlayers ?? 2,
}));

/** PROVISIONAL: the same Victory Point numbers beside every track. */
const TRACK_POINTS: Array<[number, number]> = [
  [2, 1],
  [4, 2],
  [6, 3],
  [8, 5],
  [10, 7],
  [11, 10],
];

/**
 * PROVISIONAL track layout: 12 spaces, three symbol spaces each. The "everyone" actions
 * (moving ships, advancing three) are on blue spaces, the others on red ones.
 */
const tracks: TrackData[] = [
  {
    spaces: 12,
    centers: ['inlandResearchCenter'],
    minPlayers: 2,
    symbols: [
      { space: 3, color: 'red', symbol: 'recruitOne' },
      { space: 6, color: 'blue', symbol: 'moveShip' },
      { space: 9, color: 'red', symbol: 'gainExpertiseCard' },
    ],
    points: TRACK_POINTS,
  },
  {
    spaces: 12,
    centers: ['coastalResearchCenter'],
    minPlayers: 2,
    symbols: [
      { space: 3, color: 'red', symbol: 'gainBasicCard' },
      { space: 6, color: 'blue', symbol: 'advanceThree' },
      { space: 9, color: 'red', symbol: 'buildShip' },
    ],
    points: TRACK_POINTS,
  },
  {
    spaces: 12,
    centers: ['navalResearchCenter'],
    minPlayers: 2,
    symbols: [
      { space: 3, color: 'red', symbol: 'recruitOne' },
      { space: 6, color: 'red', symbol: 'shipyardDraft' },
      { space: 9, color: 'blue', symbol: 'advanceThree' },
    ],
    points: TRACK_POINTS,
  },
  {
    spaces: 12,
    centers: ['inlandResearchCenter', 'coastalResearchCenter'],
    minPlayers: 3,
    symbols: [
      { space: 3, color: 'red', symbol: 'gainBasicCard' },
      { space: 6, color: 'blue', symbol: 'moveShip' },
      { space: 9, color: 'red', symbol: 'gainExpertiseCard' },
    ],
    points: TRACK_POINTS,
  },
  {
    spaces: 12,
    centers: ['navalResearchCenter'],
    minPlayers: 4,
    symbols: [
      { space: 3, color: 'red', symbol: 'shipyardDraft' },
      { space: 6, color: 'red', symbol: 'buildShip' },
      { space: 9, color: 'blue', symbol: 'advanceThree' },
    ],
    points: TRACK_POINTS,
  },
];

const fourPlayerStart: BuildingType[] = [
  'camp',
  'camp',
  'navalResearchCenter',
  'coastalResearchCenter',
  'windTurbine',
  'shaftTower',
  'derrick',
  'crane',
];

/**
 * The default edition: every fact the rulebooks confirm, and provisional data of this project's
 * design wherever the printed components are unknown (marked in `provenance` and in
 * docs/editions.md). Areas are numbered counter-clockwise from the Sun's starting area (lower
 * left): 0 SW, 1 S, 2 SE, 3 E, 4 NE, 5 N, 6 NW, 7 W.
 */
export const DEFAULT_EDITION: Edition = freezeEdition({
  id: 'argentum-2015-provisional-1',
  name: 'Antarctica (Argentum 2015), with provisional card and track data',
  provenance: {
    board: 'confirmed',
    buildingSupply: 'confirmed',
    startingBuildings: 'confirmed',
    buildingCardBuilds: 'inferred',
    buildingCardDetails: 'provisional',
    tracks: 'provisional',
    shipyardCards: 'confirmed',
    resourceCards: 'provisional',
    setup: 'confirmed',
    firstGameShips: 'provisional',
    placementOrder: 'provisional',
  },
  areas: 8,
  shipSpaces: 3,
  sunStart: 0,
  closedAreasTwoPlayers: [1, 5],
  buildingSupply: {
    camp: 4,
    shipyard: 2,
    crane: 3,
    shaftTower: 3,
    derrick: 3,
    windTurbine: 3,
    lab: 2,
    factory: 2,
    inlandResearchCenter: 3,
    coastalResearchCenter: 3,
    navalResearchCenter: 3,
    headquarters: 5,
    planktonFarm: 7,
    parabolicAntenna: 4,
  },
  startingBuildings: {
    2: fourPlayerStart.filter((_, index) => index !== 1 && index !== 2),
    3: [...fourPlayerStart],
    4: [...fourPlayerStart],
  },
  buildingCards,
  tracks,
  shipyardCards: { icebreaker: 6, placeScientist: 3, plusTwoScientists: 2, fastResearch: 2 },
  resourceCards: [
    { kind: 'basic', grants: ['crane'] },
    { kind: 'basic', grants: ['shaftTower'] },
    { kind: 'basic', grants: ['derrick'] },
    { kind: 'basic', grants: ['windTurbine'] },
    { kind: 'expertise', grants: ['lab'] },
    { kind: 'expertise', grants: ['factory'] },
    { kind: 'expertise', grants: ['lab'] },
    { kind: 'expertise', grants: ['factory'] },
  ],
  // The setup table's one home is the scorer's box facts (the package below the engine).
  setup: { 2: { ...SETUP_TABLE[2] }, 3: { ...SETUP_TABLE[3] }, 4: { ...SETUP_TABLE[4] } },
  firstGameShips: {
    2: [[1], [], [0], [1], [0], [], [1], [0]],
    3: [[1, 2], [0], [1], [2], [0], [1], [2], [0]],
    4: [[3], [0], [1], [2], [3], [0], [1], [2]],
  },
  placementOrder: {
    2: [0, 1, 1, 0, 0, 1],
    3: [0, 1, 2, 2, 0, 1, 1, 2, 0],
    4: [0, 1, 2, 3, 3, 2, 1, 0],
  },
});
